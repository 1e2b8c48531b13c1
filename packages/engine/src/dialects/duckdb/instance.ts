// One DuckDB instance per warehouse file, shared by the query driver's connections and the
// warehouse writer: DuckDB locks a file per instance, and one process cannot open the same file
// twice with different settings, so every opener asks the process-wide cache with the same ones.
// External access is off and the configuration locked for everything on the instance, so no
// connection can read files (`read_csv('/etc/passwd')`), ATTACH, INSTALL or change settings.
//
// One exception, off unless the server asks for it: the uploads staging directory, where the
// server writes uploaded CSV files under names it generates, so that DuckDB's own CSV reader can
// import them (configureWarehouseUploads). DuckDB (1.5) refuses `allowed_directories` in the
// start-up configuration and refuses to change it once external access is off, so such an
// instance is opened with defaults and locked down by SET statements before any caller gets it.
import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { inDuckdbLane } from './lane.js';

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

let uploadsDirectory: string | null = null;
/**
 * Every instance this process opened, per file and mode, held for the life of the process.
 * DuckDB's own cache keeps only a weak reference: once the JavaScript instance object is
 * collected (the writer and the driver keep only their connections), the next fromCache for
 * the same file waits for the old database, still alive through those connections, to close,
 * and hangs. Holding the instance here also means a lock-down (below) runs once per file,
 * before anyone gets a connection.
 */
const instances = new Map<string, Promise<DuckDBInstance>>();

/**
 * Lets every warehouse instance opened from now on read files in `directory` (and nothing
 * else): the server's uploads staging directory, an absolute path of its own choosing. Call it
 * once at start-up, before the first warehouse is opened; instances already open keep their
 * settings. `null` turns it off again (tests).
 */
export function configureWarehouseUploads(directory: string | null): void {
  if (directory !== null && (!isAbsolute(directory) || directory.includes('\0')))
    throw new RangeError('The uploads directory must be an absolute path');
  uploadsDirectory = directory === null ? null : resolve(directory) + '/';
}

/** The directory configured with configureWarehouseUploads, with a trailing slash, or null. */
export function warehouseUploadsDirectory(): string | null {
  return uploadsDirectory;
}

export function openWarehouseInstance(
  path: string,
  options: OpenInstanceOptions = {},
): Promise<DuckDBInstance> {
  // DuckDB refuses to start without a home directory (DESIGN §8).
  process.env.HOME ??= '/tmp';
  if (options.createFolder && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  // Every ':memory:' open is a database of its own.
  if (path === ':memory:') return open(path, options.readOnly === true);
  const key = `${options.readOnly ? 'ro' : 'rw'}:${resolve(path)}`;
  let instance = instances.get(key);
  if (instance === undefined) {
    instance = open(path, options.readOnly === true);
    instances.set(key, instance);
    // A failed open (a locked file, a bad path) may succeed later.
    instance.catch(() => instances.delete(key));
  }
  return instance;
}

async function open(path: string, readOnly: boolean): Promise<DuckDBInstance> {
  const access: Record<string, string> = readOnly ? { access_mode: 'READ_ONLY' } : {};
  const allowed = uploadsDirectory;
  if (allowed === null)
    return inDuckdbLane(() => DuckDBInstance.fromCache(path, { ...WAREHOUSE_SETTINGS, ...access }));
  const instance = await inDuckdbLane(() => DuckDBInstance.fromCache(path, access));
  await lockDown(instance, allowed);
  return instance;
}

/** Allows the one directory, then turns external access off and locks the configuration. */
async function lockDown(instance: DuckDBInstance, directory: string): Promise<void> {
  const connection = await inDuckdbLane(() => instance.connect());
  const run = (sql: string) => inDuckdbLane(() => connection.run(sql));
  try {
    const reader = await inDuckdbLane(() =>
      connection.runAndReadAll("SELECT current_setting('lock_configuration') AS locked"),
    );
    // Already locked down (opened through another spelling of the same file).
    if (reader.getRowObjectsJson()[0]?.locked === true) return;
    const literal = `'${directory.replaceAll("'", "''")}'`;
    await run(`SET allowed_directories = [${literal}]`);
    await run('SET enable_external_access = false');
    await run('SET lock_configuration = true');
  } finally {
    connection.closeSync();
  }
}
