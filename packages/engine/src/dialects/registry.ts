// Every dialect the engine ships, keyed by its folder name under dialects/ (a test checks the
// two agree), plus the mapping from data-source type to dialect.
import type { Dialect, Driver, ExecuteOptions } from './types.js';
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

/**
 * Whether a source's login may do more than read (see Dialect.loginPrivileged), asked of the
 * dialect that owns the source's driver; undefined for a dialect without logins.
 */
export function loginPrivileged(
  dialectId: string,
  driver: Driver,
  options?: ExecuteOptions,
): Promise<boolean> | undefined {
  const dialect: Dialect<never> | undefined = (DIALECTS as Record<string, Dialect<never>>)[
    dialectId
  ];
  return dialect?.loginPrivileged?.(driver, options);
}
