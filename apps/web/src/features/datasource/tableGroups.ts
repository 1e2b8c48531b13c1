import type { DatasourceTable } from '@tessera/contracts';

export interface TableGroup {
  /** null for sources without schemas (the MySQL family names databases, not schemas). */
  schema: string | null;
  tables: DatasourceTable[];
}

/** A table's identity inside a source: schema and name, as the browser's selection key. */
export const tableKey = (table: Pick<DatasourceTable, 'schema' | 'name'>) =>
  JSON.stringify([table.schema ?? null, table.name]);

const compare = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The schemas users expect first: the default search path before the rest. */
const FIRST_SCHEMAS = ['public', 'main'];

/**
 * Tables grouped by schema for the table browser, filtered by a case-insensitive keyword that
 * matches the table or schema name. Groups and tables are sorted by name, the default schemas
 * first; empty groups are dropped.
 */
export function groupTables(tables: readonly DatasourceTable[], keyword = ''): TableGroup[] {
  const needle = keyword.trim().toLowerCase();
  const groups = new Map<string | null, DatasourceTable[]>();
  for (const table of tables) {
    const schema = table.schema ?? null;
    if (
      needle &&
      !table.name.toLowerCase().includes(needle) &&
      !(schema ?? '').toLowerCase().includes(needle)
    ) {
      continue;
    }
    const list = groups.get(schema) ?? [];
    list.push(table);
    groups.set(schema, list);
  }
  const rank = (schema: string | null) => {
    if (schema === null) return -1;
    const index = FIRST_SCHEMAS.indexOf(schema);
    return index === -1 ? FIRST_SCHEMAS.length : index;
  };
  return [...groups.entries()]
    .map(([schema, list]) => ({ schema, tables: list.sort((a, b) => compare(a.name, b.name)) }))
    .sort((a, b) => rank(a.schema) - rank(b.schema) || compare(a.schema ?? '', b.schema ?? ''));
}
