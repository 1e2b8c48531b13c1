import type { Completion } from '@codemirror/autocomplete';
import type { SQLNamespace } from '@codemirror/lang-sql';
import type {
  DatasourceColumn,
  DatasourceEditorSyntax,
  DatasourceTable,
  DatasourceType,
  DatasourceTypeInfo,
} from '@tessera/contracts';
import { tableKey } from '../datasource/tableGroups';

/**
 * What the SQL editor completes: the source's tables (from /datasource/getTables) and the
 * columns of the tables the SQL mentions (from /datasource/getColumns, asked for lazily). Pure:
 * the CodeMirror chunk only receives the namespace built here.
 */

/** The highlighting and keyword dialect of a source: its type descriptor says which. */
export type SqlDialectName = DatasourceEditorSyntax;

export function sqlDialectOf(
  type: DatasourceType | undefined,
  types: readonly DatasourceTypeInfo[] | undefined,
): SqlDialectName {
  return types?.find((info) => info.type === type)?.editorSyntax ?? 'standard';
}

/** The schemas users expect first: unqualified names complete from this one. */
const DEFAULT_SCHEMAS = ['public', 'main'];

export function defaultSchemaOf(tables: readonly DatasourceTable[]): string | undefined {
  const schemas = new Set(tables.map((table) => table.schema).filter((s): s is string => !!s));
  return DEFAULT_SCHEMAS.find((schema) => schemas.has(schema)) ?? [...schemas].sort()[0];
}

const columnCompletion = (column: DatasourceColumn): Completion => ({
  label: column.name,
  type: 'property',
  detail: column.nativeType,
});

type TableEntry = Completion[] | { self: Completion; children: Completion[] };

/**
 * The namespace for @codemirror/lang-sql: `{schema: {table: columns}}` for sources with
 * schemas, `{table: columns}` for the MySQL family. A table whose columns are not loaded yet
 * completes by name with no columns; a warehouse upload or extract (`upload_…`) completes with
 * the name of the dataset it holds beside it.
 */
export function buildCompletionSchema(
  tables: readonly DatasourceTable[],
  columns: ReadonlyMap<string, readonly DatasourceColumn[]>,
): SQLNamespace {
  const root: Record<string, Record<string, TableEntry> | TableEntry> = {};
  for (const table of tables) {
    const known = table.columns ?? columns.get(tableKey(table)) ?? [];
    const children = known.map(columnCompletion);
    const entries: TableEntry = table.title
      ? { self: { label: table.name, type: 'type', detail: table.title, boost: 1 }, children }
      : children;
    if (table.schema) {
      const schema = (root[table.schema] ??= {}) as Record<string, TableEntry>;
      schema[table.name] = entries;
    } else {
      root[table.name] = entries;
    }
  }
  return root;
}

/**
 * The columns of the loaded tables as plain words: lang-sql completes a column only after its
 * table (`orders.`), while people write `WHERE amount > 0`. One entry per name; the detail says
 * which tables have it.
 */
export function columnCompletions(
  tables: readonly DatasourceTable[],
  columns: ReadonlyMap<string, readonly DatasourceColumn[]>,
): Completion[] {
  const byName = new Map<string, { tables: string[]; nativeType: string }>();
  for (const table of tables) {
    for (const column of table.columns ?? columns.get(tableKey(table)) ?? []) {
      const entry = byName.get(column.name) ?? { tables: [], nativeType: column.nativeType };
      entry.tables.push(table.name);
      byName.set(column.name, entry);
    }
  }
  return [...byName.entries()].map(([name, entry]) => ({
    label: name,
    type: 'property',
    detail: `${entry.tables.join(', ')} · ${entry.nativeType}`,
    // Above keywords that match as well: a column is what people mean far more often.
    boost: 1,
  }));
}

const WORD = /[A-Za-z_][\w$]*/g;

/** The tables the SQL names, as a bare or schema-qualified word in any case. */
export function tablesNamed(sql: string, tables: readonly DatasourceTable[]): DatasourceTable[] {
  const lower = sql.toLowerCase();
  const words = new Set([...lower.matchAll(WORD)].map((match) => match[0]));
  const named = (name: string) =>
    // A plain name must be a whole word ("order" is not in "orders"); a quoted name with
    // spaces or symbols is looked for as written.
    /^[A-Za-z_][\w$]*$/.test(name) ? words.has(name) : lower.includes(name);
  return tables.filter((table) => named(table.name.toLowerCase()));
}

/**
 * The tables the SQL names whose columns are not known yet: the editor asks for just those, not
 * for every table of the source.
 */
export function tablesToLoad(
  sql: string,
  tables: readonly DatasourceTable[],
  loaded: ReadonlySet<string>,
): DatasourceTable[] {
  return tablesNamed(sql, tables).filter((table) => !table.columns && !loaded.has(tableKey(table)));
}
