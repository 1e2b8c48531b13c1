import type { Language } from '@tessera/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The demo objects' names in the reader's language (issue 19). Stored names are never
 * rewritten — folder uniqueness compares stored names — so the translation happens on read:
 * while an object's stored name is still the one it was seeded with, the reader sees it in
 * their language; once someone renames it, their name wins in every language.
 */
export interface DemoNameRow {
  seeded: string;
  names: Readonly<Record<Language, string>>;
}

/** kind → object id → row. A few dozen rows, read once per store and kept. */
export type DemoNameTable = ReadonlyMap<string, ReadonlyMap<string, DemoNameRow>>;

const loaded = new WeakMap<object, Promise<DemoNameTable>>();

async function load(db: Kysely<Database>): Promise<DemoNameTable> {
  const rows = await db.selectFrom('demo_objects').selectAll().execute();
  const table = new Map<string, Map<string, DemoNameRow>>();
  for (const row of rows) {
    const kind = table.get(row.kind) ?? new Map<string, DemoNameRow>();
    table.set(row.kind, kind);
    kind.set(row.object_id, {
      seeded: row.seeded_name,
      names: { 'zh-CN': row.name_zh_cn, 'zh-TW': row.name_zh_tw, en: row.name_en },
    });
  }
  return table;
}

/** The table of a store (cached; `recordDemoObjects` clears it). */
export function demoNames(db: Kysely<Database>): Promise<DemoNameTable> {
  let table = loaded.get(db);
  if (!table) {
    table = load(db).catch((error: unknown) => {
      loaded.delete(db);
      throw error;
    });
    loaded.set(db, table);
  }
  return table;
}

export function forgetDemoNames(db: Kysely<Database>): void {
  loaded.delete(db);
}

/** What the reader sees for an object stored as `stored`. */
export function shownName(
  table: DemoNameTable,
  kind: string,
  id: string,
  stored: string,
  language: Language,
): string {
  const row = table.get(kind)?.get(id);
  return row && row.seeded === stored ? row.names[language] : stored;
}

/**
 * What to store for a name a client sends back (a dashboard saved from the editor carries the
 * name it was shown): one of the object's own translations keeps the seeded name, so saving is
 * not a rename; anything else is the client's name.
 */
export function storedName(
  table: DemoNameTable,
  kind: string,
  id: string,
  current: string,
  incoming: string,
): string {
  const row = table.get(kind)?.get(id);
  if (!row || row.seeded !== current) return incoming;
  return Object.values(row.names).includes(incoming) ? row.seeded : incoming;
}

/** Rows as the reader sees them: each demo object's `key` (its name or title) translated. */
export async function withShownNames<R extends { id: string }>(
  db: Kysely<Database>,
  kind: string,
  rows: readonly R[],
  key: { [K in keyof R]: R[K] extends string ? K : never }[keyof R],
  language: Language,
): Promise<R[]> {
  const table = await demoNames(db);
  const ofKind = table.get(kind);
  if (!ofKind) return [...rows];
  return rows.map((row) => {
    const stored = row[key] as string;
    const shown = shownName(table, kind, row.id, stored, language);
    return shown === stored ? row : { ...row, [key]: shown };
  });
}
