/** A row of a naming scope whose key equals the key of the name being checked. */
export interface NamedRow {
  id: string;
  /** The name as stored (a chart's title). */
  name: string;
}

/**
 * Whether `name` is taken among `rows` — the rows of its scope (same organisation, same
 * folder) sharing its key (SECURITY C8) — leaving out the row `selfId` being renamed or saved.
 * A row that keeps its own name in its own place clashes with nothing: a look-alike stored
 * before the current key rule (migration 0008 folds compatibility forms and case) stays
 * editable while its name is left as it is, and only a new name or a move is checked.
 */
export function siblingNameClash(
  rows: readonly NamedRow[],
  name: string,
  selfId?: string,
): boolean {
  if (selfId !== undefined && rows.some((row) => row.id === selfId && row.name === name))
    return false;
  return rows.some((row) => row.id !== selfId);
}
