// The embedded warehouse's write path: the demo seed today, uploads and extracts next. It opens
// its own connection on the same DuckDB instance the query driver reads (instance.ts), so the
// file is opened once, with one set of settings. No user input reaches this module as SQL:
// table and column names are quoted identifiers, values travel through the appender in data
// chunks (chunk-append.ts), and the SELECT given to replaceTableAs is the server's own text (the
// seed's generator).
//
// Every write builds a scratch table and swaps it in, build and swap in one transaction (DESIGN
// §6): a failed or interrupted build leaves the previous table serving, never half a table
// (SECURITY D2, F3).
import type { DuckDBValue } from '@duckdb/node-api';
import { openWarehouseInstance } from '../../dialects/duckdb/instance.js';
import { inDuckdbLane } from '../../dialects/duckdb/lane.js';
import { duckdbCompiler } from '../../dialects/duckdb/compiler.js';
import { appendBatches } from './chunk-append.js';
import type { WarehouseColumn, WarehouseRow } from './types.js';
import { columnType } from './types.js';

export type { WarehouseCell, WarehouseColumn, WarehouseColumnType, WarehouseRow } from './types.js';

export interface WarehouseWriter {
  tableExists(table: string): Promise<boolean>;
  rowCount(table: string): Promise<number>;
  /**
   * Replaces (or creates) `table` with the result of `selectSql`, built into a scratch table
   * and swapped in atomically. `selectSql` is server-made text, never user input.
   */
  replaceTableAs(table: string, selectSql: string): Promise<number>;
  /**
   * Replaces (or creates) `table` with rows that arrive in batches (an upload being parsed, an
   * extract being streamed): each batch goes through DuckDB's appender into a scratch table, so
   * memory holds one batch, and the table is swapped in once every batch is written.
   */
  replaceTableFromRows(
    table: string,
    columns: readonly WarehouseColumn[],
    batches: AsyncIterable<readonly WarehouseRow[]>,
  ): Promise<number>;
  /**
   * Adds the rows of `selectSql` (server-made text) to an existing table, in one transaction:
   * readers see the rows before or after, and a failure adds nothing. Returns the table's new
   * row count.
   */
  appendTableAs(table: string, selectSql: string): Promise<number>;
  /**
   * Adds rows arriving in batches to an existing table, atomically as appendTableAs does.
   * `columns` must be the table's columns, in its order.
   */
  appendRows(
    table: string,
    columns: readonly WarehouseColumn[],
    batches: AsyncIterable<readonly WarehouseRow[]>,
  ): Promise<number>;
  dropTable(table: string): Promise<void>;
  /** Closes this writer's connection; the shared instance stays with its other users. */
  close(): void;
}

const q = (name: string) => duckdbCompiler.quoteIdentifier(name);

export async function openWarehouseWriter(path: string): Promise<WarehouseWriter> {
  const instance = await openWarehouseInstance(path, { createFolder: true });
  const connection = await inDuckdbLane(() => instance.connect());
  // Every statement through the DuckDB lane: a long build must not hold the server's threads.
  const run = (sql: string) => inDuckdbLane(() => connection.run(sql));
  const readAll = (sql: string, params?: DuckDBValue[]) =>
    inDuckdbLane(() => connection.runAndReadAll(sql, params));
  // One write at a time on this connection: a swap must not interleave with another build.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const tableExists = async (table: string) => {
    const reader = await readAll(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'main' AND table_name = $1",
      [table],
    );
    return Number(reader.getRowObjectsJson()[0]?.n ?? 0) > 0;
  };
  const rowCount = async (table: string) => {
    const reader = await readAll(`SELECT count(*) AS n FROM ${q(table)}`);
    return Number(reader.getRowObjectsJson()[0]?.n ?? 0);
  };

  /**
   * Runs `work` in one transaction on `table`, then checkpoints: other connections go on
   * reading the table as it was until the commit, and a failure (or a crash) rolls all of it
   * back. Inside a transaction DuckDB writes appended row groups straight into the file rather
   * than logging every batch to the WAL first.
   */
  const transaction = (table: string, work: () => Promise<void>) =>
    serial(async () => {
      if (table.length === 0 || table.includes('\0')) throw new RangeError('Invalid table name');
      await run('BEGIN TRANSACTION');
      try {
        await work();
        await run('COMMIT');
      } catch (error) {
        await run('ROLLBACK').catch(() => undefined);
        throw error;
      }
      // Fold the write-ahead log into the file now rather than at the next start; DuckDB
      // declines while other transactions run, and then checkpoints later by itself.
      await run('CHECKPOINT').catch(() => undefined);
      return rowCount(table);
    });

  /** Builds a scratch table with `build` and swaps it in under the real name, atomically. */
  const replace = (table: string, build: (scratch: string) => Promise<void>) =>
    transaction(table, async () => {
      const scratch = `${table}__build`;
      // Builds by earlier versions, which committed batch by batch, may have crashed and left
      // their scratch table behind.
      await run(`DROP TABLE IF EXISTS ${q(scratch)}`);
      await build(scratch);
      await run(`DROP TABLE IF EXISTS ${q(table)}`);
      await run(`ALTER TABLE ${q(scratch)} RENAME TO ${q(table)}`);
    });

  return {
    tableExists,
    rowCount,
    replaceTableAs: (table, selectSql) =>
      replace(table, async (scratch) => {
        await run(`CREATE TABLE ${q(scratch)} AS ${selectSql}`);
      }),
    replaceTableFromRows: (table, columns, batches) =>
      replace(table, async (scratch) => {
        if (columns.length === 0) throw new RangeError('A table needs at least one column');
        const definition = columns.map((c) => `${q(c.name)} ${columnType(c.type)}`).join(', ');
        await run(`CREATE TABLE ${q(scratch)} (${definition})`);
        await appendBatches(connection, scratch, columns, batches);
      }),
    // Appends go into the table itself: the transaction makes them all-or-nothing, with no
    // copy of the rows already there.
    appendTableAs: (table, selectSql) =>
      transaction(table, async () => {
        await run(`INSERT INTO ${q(table)} ${selectSql}`);
      }),
    appendRows: (table, columns, batches) =>
      transaction(table, async () => {
        await appendBatches(connection, table, columns, batches);
      }),
    dropTable: (table) =>
      serial(async () => {
        await run(`DROP TABLE IF EXISTS ${q(table)}`);
      }),
    close: () => connection.closeSync(),
  };
}
