// Every dialect the engine ships, keyed by its folder name under dialects/ (a test checks the
// two agree), and how a data-source type finds its dialect. Adding a dialect is its folder
// plus one line in DIALECTS; nothing outside asks which database a type is.
import { EngineError } from '../errors.js';
import type { Dialect, Driver, ExecuteOptions } from './types.js';
import { duckdbDialect, WAREHOUSE_TYPE } from './duckdb/index.js';
import { postgresqlDialect } from './postgresql/index.js';
import { mysqlDialect } from './mysql/index.js';
import type { MySqlFlavorName } from './mysql/flavors.js';

/** A dialect of any configuration: callers that do not build its driver config themselves. */
export type AnyDialect = Dialect<never>;

const registered = new Map<string, AnyDialect>();
const bySourceType = new Map<string, AnyDialect>();

/**
 * Makes a dialect known by its id and its source types. Ids and types are unique: a second
 * dialect claiming either is a programming error, found at start. Answers the way to forget it
 * again (a plugin unloaded, a test that added one).
 */
export function registerDialect(dialect: AnyDialect): () => void {
  if (registered.has(dialect.id))
    throw new EngineError('ENGINE_INVALID_CONFIG', `Dialect ${dialect.id} is registered twice`);
  for (const type of dialect.sourceTypes)
    if (bySourceType.has(type))
      throw new EngineError('ENGINE_INVALID_CONFIG', `Source type ${type} has two dialects`);
  registered.set(dialect.id, dialect);
  for (const type of dialect.sourceTypes) bySourceType.set(type, dialect);
  return () => {
    if (registered.get(dialect.id) !== dialect) return;
    registered.delete(dialect.id);
    for (const type of dialect.sourceTypes) bySourceType.delete(type);
  };
}

export const DIALECTS = {
  duckdb: duckdbDialect,
  postgresql: postgresqlDialect,
  mysql: mysqlDialect,
} as const satisfies Record<string, AnyDialect>;

for (const dialect of Object.values(DIALECTS)) registerDialect(dialect);

export type DialectId = keyof typeof DIALECTS;

/** The built-in types; a registered dialect may add others. */
export type DataSourceType = 'duckdb' | 'postgresql' | MySqlFlavorName;

/** The embedded warehouse (uploads, extracts, demo data) and the type of its built-in source. */
export const WAREHOUSE_DIALECT = duckdbDialect;
export const WAREHOUSE_SOURCE_TYPE = WAREHOUSE_TYPE;

/** Every registered dialect, in registration order. */
export const registeredDialects = (): readonly AnyDialect[] => [...registered.values()];

/** A registered dialect by id (a custom SQL check, a login probe); ENGINE_UNSUPPORTED else. */
export function dialectById(id: string): AnyDialect {
  const dialect = registered.get(id);
  if (!dialect) throw new EngineError('ENGINE_UNSUPPORTED', 'Unknown dialect');
  return dialect;
}

/** The dialect (with the right capability flags) for a data-source type. */
export function dialectForSourceType(type: string): AnyDialect {
  const dialect = bySourceType.get(type);
  if (!dialect) throw new EngineError('ENGINE_UNSUPPORTED', 'Unknown data-source type');
  return dialect.forSourceType?.(type) ?? dialect;
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
  return registered.get(dialectId)?.loginPrivileged?.(driver, options);
}
