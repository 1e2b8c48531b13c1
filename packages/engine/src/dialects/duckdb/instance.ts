// One DuckDB instance per warehouse file, shared by the query driver's connections and the
// warehouse writer: DuckDB locks a file per instance, and one process cannot open the same file
// twice with different settings, so every opener asks the process-wide cache with the same ones.
// External access is off and the configuration locked for everything on the instance, so no
// connection can read files (`read_csv('/etc/passwd')`), ATTACH, INSTALL or change settings.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

export const WAREHOUSE_SETTINGS: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
  lock_configuration: 'true',
};

export interface OpenInstanceOptions {
  /** The whole file read-only (no writer can use it then). */
  readOnly?: boolean | undefined;
  /** Create the file's folder first (the writer does; a reader expects the file). */
  createFolder?: boolean | undefined;
}

/**
 * Instances opened so far, held for the life of the process. DuckDB's instance cache keeps only
 * a weak reference: once the JS instance object is garbage-collected while its connections live
 * on (callers keep connections, not instances), the next fromCache for the same file waits for
 * the file to close, which never happens, and hangs (seen after a 100 000-row write).
 */
const opened = new Map<string, Promise<DuckDBInstance>>();

export function openWarehouseInstance(
  path: string,
  options: OpenInstanceOptions = {},
): Promise<DuckDBInstance> {
  // DuckDB refuses to start without a home directory (DESIGN §8).
  process.env.HOME ??= '/tmp';
  if (options.createFolder && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const key = `${options.readOnly ? 'ro' : 'rw'}:${path}`;
  const known = opened.get(key);
  if (known && path !== ':memory:') return known;
  const instance = DuckDBInstance.fromCache(path, {
    ...WAREHOUSE_SETTINGS,
    ...(options.readOnly ? { access_mode: 'READ_ONLY' } : {}),
  });
  if (path !== ':memory:') {
    opened.set(key, instance);
    // A failed open (a locked or corrupt file) may succeed on a later try.
    instance.catch(() => opened.delete(key));
  }
  return instance;
}
