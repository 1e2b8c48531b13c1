/**
 * The order filter widgets list values in, for merging several fields' pages into one list
 * (a union): numbers ascending first, then texts by code point — the order DuckDB's binary
 * collation gives each field's own page, so the merged prefix is the union's prefix.
 */

/** The deepest a union of several fields pages (each field is read that far). */
export const UNION_MAX_DEPTH = 10_000;

export function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number') return typeof b === 'number' ? a - b : -1;
  if (typeof b === 'number') return 1;
  return compareCodePoints(a, b);
}

/** Code point order (JS `<` compares UTF-16 units, which misplaces astral characters). */
function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(i) as number;
    if (x !== y) return x - y;
    if (x > 0xffff) i += 1;
  }
  return a.length - b.length;
}

/** Several sorted pages as one sorted list without repeats ('1' and 1 are different values). */
export function mergeValuePages(
  pages: readonly (readonly (string | number)[])[],
): (string | number)[] {
  const seen = new Set<string>();
  const merged: (string | number)[] = [];
  for (const value of pages.flat()) {
    const key = `${typeof value}:${value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(value);
  }
  return merged.sort(compareValues);
}
