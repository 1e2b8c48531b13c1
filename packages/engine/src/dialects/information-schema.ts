// Introspection through information_schema, which DuckDB, PostgreSQL and the MySQL family all
// provide. Dialects pass the schemas to hide and their type mapper. Names travel as bound
// values, so a table called `a"b` or `c`d` is looked up exactly (SECURITY C3).
import type { DeType } from '../model/field-catalogue.js';
import type {
  ColumnInfo,
  CompilerHooks,
  Driver,
  ExecuteOptions,
  Introspector,
  TableRef,
} from './types.js';

export interface InformationSchemaOptions {
  compiler: CompilerHooks;
  hiddenSchemas: readonly string[];
  /** Schemas hidden by prefix too, e.g. PostgreSQL's per-session `pg_temp_3`. */
  hiddenSchemaPrefixes?: readonly string[];
  mapNativeType(nativeType: string): DeType;
}

export function informationSchemaIntrospector(
  driver: Driver,
  options: InformationSchemaOptions,
): Introspector {
  const p = (n: number) => options.compiler.placeholder(n);
  const text = (row: Record<string, unknown>, key: string) => String(row[key] ?? '');
  const visible = (schema: string) => {
    const lower = schema.toLowerCase();
    return (
      !options.hiddenSchemas.includes(lower) &&
      !(options.hiddenSchemaPrefixes ?? []).some((prefix) => lower.startsWith(prefix))
    );
  };
  return {
    async listSchemas(exec?: ExecuteOptions) {
      const { rows } = await driver.execute(
        'SELECT DISTINCT table_schema AS s FROM information_schema.tables ORDER BY table_schema',
        [],
        exec,
      );
      return rows.map((r) => text(r, 's')).filter(visible);
    },
    async listTables(schema, exec?: ExecuteOptions) {
      const { rows } = await driver.execute(
        `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ${p(1)} ORDER BY table_name`,
        [schema],
        exec,
      );
      return rows.map((r) => text(r, 't'));
    },
    async listAllTables(exec?: ExecuteOptions): Promise<TableRef[]> {
      const { rows } = await driver.execute(
        'SELECT table_schema AS s, table_name AS t FROM information_schema.tables ORDER BY table_schema, table_name',
        [],
        exec,
      );
      return rows
        .map((r) => ({ schema: text(r, 's'), name: text(r, 't') }))
        .filter((t) => visible(t.schema));
    },
    async listColumns(schema, table, exec?: ExecuteOptions): Promise<ColumnInfo[]> {
      const { rows } = await driver.execute(
        `SELECT column_name AS c, data_type AS ty FROM information_schema.columns WHERE table_schema = ${p(1)} AND table_name = ${p(2)} ORDER BY ordinal_position`,
        [schema, table],
        exec,
      );
      return rows.map((r) => ({
        name: text(r, 'c'),
        nativeType: text(r, 'ty'),
        deType: options.mapNativeType(text(r, 'ty')),
      }));
    },
  };
}
