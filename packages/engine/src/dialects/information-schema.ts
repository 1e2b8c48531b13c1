// Introspection through information_schema, which DuckDB, PostgreSQL and the MySQL family all
// provide. Dialects pass the schemas to hide and their type mapper.
import type { DeType } from '../model/field-catalogue.js';
import type { ColumnInfo, CompilerHooks, Driver, Introspector } from './types.js';

export interface InformationSchemaOptions {
  compiler: CompilerHooks;
  hiddenSchemas: readonly string[];
  mapNativeType(nativeType: string): DeType;
}

export function informationSchemaIntrospector(
  driver: Driver,
  options: InformationSchemaOptions,
): Introspector {
  const p = (n: number) => options.compiler.placeholder(n);
  const text = (row: Record<string, unknown>, key: string) => String(row[key] ?? '');
  return {
    async listSchemas() {
      const { rows } = await driver.execute(
        'SELECT DISTINCT table_schema AS s FROM information_schema.tables ORDER BY table_schema',
        [],
      );
      return rows
        .map((r) => text(r, 's'))
        .filter((s) => !options.hiddenSchemas.includes(s.toLowerCase()));
    },
    async listTables(schema) {
      const { rows } = await driver.execute(
        `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ${p(1)} ORDER BY table_name`,
        [schema],
      );
      return rows.map((r) => text(r, 't'));
    },
    async listColumns(schema, table): Promise<ColumnInfo[]> {
      const { rows } = await driver.execute(
        `SELECT column_name AS c, data_type AS ty FROM information_schema.columns WHERE table_schema = ${p(1)} AND table_name = ${p(2)} ORDER BY ordinal_position`,
        [schema, table],
      );
      return rows.map((r) => ({
        name: text(r, 'c'),
        nativeType: text(r, 'ty'),
        deType: options.mapNativeType(text(r, 'ty')),
      }));
    },
  };
}
