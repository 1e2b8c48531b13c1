import { datasourceConnectionSchema, type DatasourceConnection } from '@tessera/contracts';
import { DIALECTS, mysqlFamilyDialect, type Driver, type Introspector } from '@tessera/engine';
import { AppError } from '../http/app-error.js';
import type { OpenedSource } from './connections.js';
import type { EgressPolicy } from './egress.js';

/**
 * Connections of the embedded warehouse. They are cheap; what bounds DuckDB's work is the
 * engine's DuckDB lane (threads) and the source's gate (calls, each caller's share), so the
 * pool is as large as the gate lets calls in: a call admitted by the gate never queues again
 * for a connection behind another caller's calls.
 */
export const WAREHOUSE_CONNECTIONS = 8;

/** The stored configuration of a user-created source, parsed back with the wire schema. */
export function parseStoredConnection(type: string, configuration: string): DatasourceConnection {
  let json: unknown;
  try {
    json = JSON.parse(configuration);
  } catch {
    throw new AppError(500, 'INTERNAL_ERROR');
  }
  const parsed = datasourceConnectionSchema.safeParse({ type, configuration: json });
  if (!parsed.success) throw new AppError(500, 'INTERNAL_ERROR');
  return parsed.data;
}

/** The configuration as stored: everything but the password. */
export function storableConfiguration(connection: DatasourceConnection): string {
  const { password: _password, ...rest } = connection.configuration;
  return JSON.stringify(rest);
}

/**
 * Checks the host against the egress policy and names the address to connect to. A denied
 * address is a 400; a name that does not resolve is a connection failure.
 */
export async function checkedAddress(
  egress: EgressPolicy,
  connection: DatasourceConnection,
): Promise<string> {
  const decision = await egress.check(connection.configuration.host, connection.configuration.port);
  if (decision.allowed) return decision.address;
  if (decision.reason === 'denied') throw new AppError(400, 'DATASOURCE_EGRESS_DENIED');
  throw new AppError(502, 'DATASOURCE_HOST_NOT_FOUND');
}

/** An engine driver for a user-created source, connecting to an address already checked. */
export function openConnection(
  connection: DatasourceConnection,
  password: string,
  connectHost: string,
): OpenedSource {
  if (connection.type === 'postgresql') {
    const dialect = DIALECTS.postgresql;
    const driver = dialect.createDriver({
      ...connection.configuration,
      type: 'postgresql',
      password,
      connectHost,
    });
    return opened(dialect, driver, dialect.createIntrospector(driver));
  }
  const dialect = mysqlFamilyDialect(connection.type);
  const driver = dialect.createDriver({
    ...connection.configuration,
    type: connection.type,
    password,
    connectHost,
  });
  return opened(dialect, driver, dialect.createIntrospector(driver));
}

/**
 * The embedded warehouse's query side: the server picks the file; every call is one read-only
 * SELECT without file access. Writes (the demo seed, later uploads and extracts) go through the
 * engine's warehouse writer on the same DuckDB instance, never through this driver.
 */
export function openWarehouse(path: string): OpenedSource {
  const dialect = DIALECTS.duckdb;
  const driver = dialect.createDriver({ path, connections: WAREHOUSE_CONNECTIONS });
  return opened(dialect, driver, dialect.createIntrospector(driver));
}

function opened(
  dialect: OpenedSource['dialect'],
  driver: Driver,
  introspector: Introspector,
): OpenedSource {
  return { dialect, driver, introspector };
}

/** Where a source's tables live: one schema, or every visible schema. */
export type TableScope =
  | {
      kind: 'schema';
      schema: string;
      /** How tables show their schema (null: none). */ label: string | null;
    }
  | { kind: 'all' };

export const WAREHOUSE_SCHEMA = 'main';

export function tableScope(connection: DatasourceConnection | null): TableScope {
  if (!connection) return { kind: 'schema', schema: WAREHOUSE_SCHEMA, label: WAREHOUSE_SCHEMA };
  if (connection.type === 'postgresql') {
    const schema = connection.configuration.schema;
    return schema ? { kind: 'schema', schema, label: schema } : { kind: 'all' };
  }
  // The MySQL family names databases, not schemas: the configured database is the scope.
  return { kind: 'schema', schema: connection.configuration.database, label: null };
}

/** The {type, configuration} of an add or update body. */
export function connectionOf(input: {
  type: DatasourceConnection['type'];
  configuration: DatasourceConnection['configuration'];
}): DatasourceConnection {
  return { type: input.type, configuration: input.configuration } as DatasourceConnection;
}
