import { datasourceConnectionSchema, type DatasourceConnection } from '@tessera/contracts';
import {
  dialectForSourceType,
  WAREHOUSE_DIALECT,
  type Driver,
  type Introspector,
  type TableScope,
} from '@tessera/engine';
import { AppError } from '../http/app-error.js';
import type { OpenedSource } from './connections.js';

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

/** An engine driver for a user-created source, connecting to an address already checked. */
export function openConnection(
  connection: DatasourceConnection,
  password: string,
  connectHost: string,
): OpenedSource {
  const dialect = dialectForSourceType(connection.type);
  if (!dialect.connect) throw new AppError(500, 'INTERNAL_ERROR');
  const driver = dialect.connect({
    type: connection.type,
    configuration: connection.configuration,
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
  const dialect = WAREHOUSE_DIALECT;
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

/** Whether a stored source is the embedded warehouse (no connection of its own). */
export const isEmbedded = (row: { type: string }) => dialectForSourceType(row.type).embedded;

/** A stored source's connection; null for the embedded warehouse, which has none. */
export function storedConnection(row: {
  type: string;
  configuration: string;
}): DatasourceConnection | null {
  return isEmbedded(row) ? null : parseStoredConnection(row.type, row.configuration);
}

/** Which tables a stored source lists and browses: its dialect reads its configuration. */
export function tableScope(row: { type: string; configuration: string }): TableScope {
  return dialectForSourceType(row.type).tableScope(storedConnection(row)?.configuration ?? null);
}

/** The {type, configuration} of an add or update body. */
export function connectionOf(input: {
  type: DatasourceConnection['type'];
  configuration: DatasourceConnection['configuration'];
}): DatasourceConnection {
  return { type: input.type, configuration: input.configuration } as DatasourceConnection;
}
