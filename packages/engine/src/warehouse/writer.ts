// The embedded warehouse's write path: the demo seed today, uploads and extracts next. It opens
// its own connection on the same DuckDB instance the query driver reads (instance.ts), so the
// file is opened once, with one set of settings. No user input reaches this module as SQL:
// table and column names are quoted identifiers, values travel through the appender, and the
// SELECT given to replaceTableAs is the server's own text (the seed's generator).
//
// Every write builds a scratch table and swaps it in with one transaction (DESIGN §6): a failed
// or interrupted build leaves the previous table serving, never half a table (SECURITY D2, F3).
import type { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';
import { openWarehouseInstance } from '../dialects/duckdb/instance.js';
import { duckdbCompiler } from '../dialects/duckdb/compiler.js';

/** Column types a bulk write can declare. */
export type WarehouseColumnType =
  | 'VARCHAR'
  | 'BIGINT'
  | 'DOUBLE'
  | 'BOOLEAN'
  | 'DATE'
  | 'TIMESTAMP'
  | `DECIMAL(${number},${number})`;

export interface WarehouseColumn {
  name: string;
  type: WarehouseColumnType;
}

/** A cell as parsers and drivers produce it; DuckDB casts text to the column's type. */
export type WarehouseCell = string | number | bigint | boolean | null;
export type WarehouseRow = readonly WarehouseCell[];

const DECIMAL_TYPE = /^DECIMAL\((\d{1,2}),(\d{1,2})\)$/;
const PLAIN_TYPES = new Set(['VARCHAR', 'BIGINT', 'DOUBLE', 'BOOLEAN', 'DATE', 'TIMESTAMP']);

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
   * Adds the rows of `selectSql` (server-made text) to an existing table. The table is copied
   * into a scratch table, the rows added there and the copy swapped in: a failure adds nothing.
   * Returns the table's new row count.
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

function columnType(type: WarehouseColumnType): string {
  const decimal = DECIMAL_TYPE.exec(type);
  if (decimal) {
    const [precision, scale] = [Number(decimal[1]), Number(decimal[2])];
    if (precision >= 1 && precision <= 38 && scale <= precision) return type;
  } else if (PLAIN_TYPES.has(type)) return type;
  throw new RangeError(`Unsupported warehouse column type: ${type}`);
}

function appendCell(appender: DuckDBAppender, type: WarehouseColumnType, cell: WarehouseCell) {
  if (cell === null) appender.appendNull();
  else if (type === 'VARCHAR') appender.appendVarchar(String(cell));
  else if (typeof cell === 'string') appender.appendVarchar(cell);
  else if (typeof cell === 'boolean') appender.appendBoolean(cell);
  else if (typeof cell === 'bigint') appender.appendBigInt(cell);
  else if (type === 'BIGINT' && Number.isSafeInteger(cell)) appender.appendBigInt(BigInt(cell));
  else appender.appendDouble(cell);
}

export async function openWarehouseWriter(path: string): Promise<WarehouseWriter> {
  const instance = await openWarehouseInstance(path, { createFolder: true });
  const connection = await instance.connect();
  // One write at a time on this connection: a swap must not interleave with another build.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const tableExists = async (table: string) => {
    const reader = await connection.runAndReadAll(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'main' AND table_name = $1",
      [table],
    );
    return Number(reader.getRowObjectsJson()[0]?.n ?? 0) > 0;
  };
  const rowCount = async (table: string) => {
    const reader = await connection.runAndReadAll(`SELECT count(*) AS n FROM ${q(table)}`);
    return Number(reader.getRowObjectsJson()[0]?.n ?? 0);
  };

  /** Builds the scratch table with `build`, then swaps it in under the real name. */
  const replace = (table: string, build: (scratch: string) => Promise<void>) =>
    serial(async () => {
      if (table.length === 0 || table.includes('\0')) throw new RangeError('Invalid table name');
      const scratch = `${table}__build`;
      // A build that crashed earlier may have left its scratch table behind.
      await connection.run(`DROP TABLE IF EXISTS ${q(scratch)}`);
      try {
        await build(scratch);
        await swap(connection, scratch, table);
      } catch (error) {
        await connection.run('ROLLBACK').catch(() => undefined);
        await connection.run(`DROP TABLE IF EXISTS ${q(scratch)}`).catch(() => undefined);
        throw error;
      }
      // Fold the write-ahead log into the file now rather than at the next start; DuckDB
      // declines while other transactions run, and then checkpoints later by itself.
      await connection.run('CHECKPOINT').catch(() => undefined);
      return rowCount(table);
    });

  return {
    tableExists,
    rowCount,
    replaceTableAs: (table, selectSql) =>
      replace(table, async (scratch) => {
        await connection.run(`CREATE TABLE ${q(scratch)} AS ${selectSql}`);
      }),
    replaceTableFromRows: (table, columns, batches) =>
      replace(table, async (scratch) => {
        if (columns.length === 0) throw new RangeError('A table needs at least one column');
        const definition = columns.map((c) => `${q(c.name)} ${columnType(c.type)}`).join(', ');
        await connection.run(`CREATE TABLE ${q(scratch)} (${definition})`);
        await appendBatches(connection, scratch, columns, batches);
      }),
    appendTableAs: (table, selectSql) =>
      replace(table, async (scratch) => {
        await connection.run(`CREATE TABLE ${q(scratch)} AS SELECT * FROM ${q(table)}`);
        await connection.run(`INSERT INTO ${q(scratch)} ${selectSql}`);
      }),
    appendRows: (table, columns, batches) =>
      replace(table, async (scratch) => {
        await connection.run(`CREATE TABLE ${q(scratch)} AS SELECT * FROM ${q(table)}`);
        await appendBatches(connection, scratch, columns, batches);
      }),
    dropTable: (table) =>
      serial(async () => {
        await connection.run(`DROP TABLE IF EXISTS ${q(table)}`);
      }),
    close: () => connection.closeSync(),
  };
}

/** Appends every batch through DuckDB's appender; memory holds about one batch. */
async function appendBatches(
  connection: DuckDBConnection,
  table: string,
  columns: readonly WarehouseColumn[],
  batches: AsyncIterable<readonly WarehouseRow[]>,
): Promise<void> {
  const types = columns.map((c) => columnType(c.type) as WarehouseColumnType);
  const appender = await connection.createAppender(table);
  try {
    for await (const batch of batches) {
      for (const row of batch) {
        if (row.length !== types.length)
          throw new RangeError('A row has a different number of cells than columns');
        row.forEach((cell, i) => appendCell(appender, types[i] ?? 'VARCHAR', cell));
        appender.endRow();
      }
      // Each batch leaves JavaScript memory once it is flushed into the table.
      appender.flushSync();
    }
  } catch (error) {
    // After a failed batch closing fails too; the batch's error is the one to report.
    try {
      appender.closeSync();
    } catch {
      // The scratch table is dropped by replace() anyway.
    }
    throw error;
  }
  appender.closeSync();
}

async function swap(connection: DuckDBConnection, scratch: string, table: string): Promise<void> {
  await connection.run('BEGIN TRANSACTION');
  await connection.run(`DROP TABLE IF EXISTS ${q(table)}`);
  await connection.run(`ALTER TABLE ${q(scratch)} RENAME TO ${q(table)}`);
  await connection.run('COMMIT');
}
