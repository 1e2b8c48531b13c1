// Every dialect the engine ships, keyed by its folder name under dialects/ (a test checks the
// two agree), plus the mapping from data-source type to dialect.
import type { Dialect } from './types.js';
import { duckdbDialect } from './duckdb/index.js';
import { postgresqlDialect } from './postgresql/index.js';
import { mysqlDialect, mysqlFamilyDialect } from './mysql/index.js';
import type { MySqlFlavorName } from './mysql/flavors.js';

export const DIALECTS = {
  duckdb: duckdbDialect,
  postgresql: postgresqlDialect,
  mysql: mysqlDialect,
} as const satisfies Record<string, Dialect<never>>;

export type DialectId = keyof typeof DIALECTS;

export type DataSourceType = 'duckdb' | 'postgresql' | MySqlFlavorName;

/** The dialect (with the right capability flags) for a data-source type. */
export function dialectForSourceType(type: DataSourceType) {
  if (type === 'duckdb') return DIALECTS.duckdb;
  if (type === 'postgresql') return DIALECTS.postgresql;
  return mysqlFamilyDialect(type);
}
