// Extract sync (issue 7 part 5, DESIGN §6, SECURITY F3): the source query is streamed in
// batches into the embedded warehouse through the writer's appender path. The writer builds a
// scratch table and swaps it in with one transaction, so readers see the old extract or the new
// one, never a mix; a sync that fails or is aborted part way (network drop, source error,
// cancel, a cell the warehouse cannot hold, a full disk) leaves the last good table serving.
// Memory holds about two batches: the one being converted and flushed, and the next one, read
// from the source meanwhile (read-ahead.ts).
import { EngineError, isEngineError } from '../../errors.js';
import type {
  Driver,
  QueryValue,
  ResultColumn,
  RowBatch,
  SqlDialect,
} from '../../dialects/types.js';
import type { WarehouseColumn, WarehouseRow, WarehouseWriter } from '../warehouse/writer.js';
import type { CellConverter } from './column-types.js';
import { cellConverter, warehouseTypeOf } from './column-types.js';
import type { IncrementalSpec } from './incremental.js';
import { incrementalQuery, MaxTracker } from './incremental.js';
import { readAhead } from './read-ahead.js';

/**
 * Rows per batch unless told: two DuckDB vectors. The next fetch is on its way while a batch is
 * written (read-ahead.ts), so a small batch costs no waiting. A batch's row objects live until
 * it is written, and every young-generation collection meanwhile copies them: with 10,000 rows
 * those copies took 1.8 s of a 1M-row extract, with 4,096 0.8 s (bench/sync.ts on a loaded
 * 2-core machine: about 15% more rows a second, 55 MB less peak RSS).
 */
export const DEFAULT_EXTRACT_BATCH_SIZE = 4_096;

export interface ExtractOptions {
  /** Driver of the source data source. */
  driver: Driver;
  /** The source's dialect: quotes the incremental column and places its bound value. */
  dialect: SqlDialect;
  /** One read-only SELECT (a table's `SELECT *`, or a checked custom SQL). */
  sql: string;
  params?: readonly QueryValue[];
  /**
   * Warehouse columns, one per result column in order, when the caller knows better types
   * (e.g. a DECIMAL's declared precision); otherwise they follow the result's native types.
   */
  columns?: readonly WarehouseColumn[];
  writer: WarehouseWriter;
  /** Warehouse table name, made by the server (never user text). */
  table: string;
  /**
   * full: the table is replaced by the whole result. incremental: only rows whose
   * `incremental.column` is greater than `incremental.lastValue` are read and appended (the
   * first sync, with no table yet or a null lastValue, reads everything).
   */
  mode: 'full' | 'incremental';
  incremental?: IncrementalSpec;
  batchSize?: number;
  signal?: AbortSignal;
  /** Bound on the whole source read (the driver's statement timeout by default). */
  timeoutMs?: number;
  /** Bound on the bytes read (SECURITY E2): past it the sync fails, the last copy serves on. */
  maxBytes?: number;
  /**
   * Rows written so far, after each batch reaches the warehouse; a returned promise is awaited
   * before the next batch is written (e.g. a progress row being saved). The next batch is
   * already being read meanwhile (read-ahead.ts).
   */
  onProgress?: (rows: number) => void | Promise<void>;
}

export interface ExtractResult {
  /** Rows read from the source and written by this sync. */
  rows: number;
  /** Rows in the warehouse table after the swap. */
  tableRows: number;
  /**
   * Greatest value of the incremental column, including earlier syncs (the lastValue to pass
   * next time); null for a full sync without an incremental column or when there is none yet.
   */
  maxValue: QueryValue;
}

interface Plan {
  columns: WarehouseColumn[];
  convert: CellConverter[];
  names: string[];
  tracked: number;
}

function planColumns(
  result: readonly ResultColumn[],
  given: readonly WarehouseColumn[] | undefined,
  incrementalColumn: string | undefined,
): Plan {
  if (result.length === 0)
    throw new EngineError('ENGINE_EXTRACT_FAILED', 'The source query returns no columns');
  if (given && given.length !== result.length)
    throw new EngineError('ENGINE_EXTRACT_FAILED', 'The given columns do not match the result', {
      expected: result.length,
      given: given.length,
    });
  const columns = result.map((c, i) => given?.[i] ?? { name: c.name, type: warehouseTypeOf(c) });
  const names = result.map((c) => c.name);
  const tracked = incrementalColumn === undefined ? -1 : names.indexOf(incrementalColumn);
  if (incrementalColumn !== undefined && tracked < 0)
    throw new EngineError('ENGINE_UNKNOWN_FIELD', 'The incremental column is not in the result', {
      column: incrementalColumn,
    });
  return { columns, convert: columns.map((c) => cellConverter(c.type)), names, tracked };
}

const cancelled = () => new EngineError('ENGINE_QUERY_CANCELLED', 'The sync was cancelled');

export async function runExtract(options: ExtractOptions): Promise<ExtractResult> {
  const { writer, table, signal, mode } = options;
  const params = options.params ?? [];
  const spec = mode === 'incremental' ? options.incremental : undefined;
  if (mode === 'incremental' && !spec)
    throw new EngineError('ENGINE_INVALID_MODEL', 'An incremental sync needs its column');
  if (signal?.aborted) throw cancelled();

  // Without a table to append to, an incremental sync starts from scratch.
  const append = spec !== undefined && (await writer.tableExists(table));
  const lastValue = append ? spec.lastValue : null;
  const query = spec
    ? incrementalQuery(options.dialect, options.sql, params, { ...spec, lastValue })
    : { sql: options.sql, params: [...params] };

  const stream = options.driver.stream(query.sql, query.params, {
    batchSize: options.batchSize ?? DEFAULT_EXTRACT_BATCH_SIZE,
    signal,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
  });
  const source = readAhead(stream[Symbol.asyncIterator]());
  let sourceError: unknown = null;
  const pull = async (): Promise<IteratorResult<RowBatch>> => {
    try {
      return await source.next();
    } catch (error) {
      sourceError = error;
      throw error;
    }
  };

  try {
    // The first batch carries the columns the table is built from (an empty result still
    // yields one, empty, batch).
    const first = await pull();
    if (first.done) throw new EngineError('ENGINE_EXTRACT_FAILED', 'The source sent no columns');
    const plan = planColumns(first.value.columns, options.columns, spec?.column);
    const tracker = spec ? new MaxTracker(plan.columns[plan.tracked]!.type, lastValue) : null;
    let rows = 0;

    const toRows = (batch: RowBatch): WarehouseRow[] => {
      const out: WarehouseRow[] = new Array(batch.rows.length);
      const width = plan.names.length;
      for (let r = 0; r < batch.rows.length; r++) {
        const source = batch.rows[r]!;
        const row: WarehouseRow[number][] = new Array(width);
        for (let c = 0; c < width; c++) row[c] = plan.convert[c]!(source[plan.names[c]!]);
        if (tracker) tracker.see(row[plan.tracked]);
        out[r] = row;
      }
      return out;
    };

    async function* batches(): AsyncGenerator<WarehouseRow[]> {
      let next: IteratorResult<RowBatch> = first;
      while (!next.done) {
        if (signal?.aborted) throw cancelled();
        // The next batch is on its way while this one is converted and written.
        source.ahead();
        const converted = toRows(next.value);
        yield converted;
        // The writer asks for the next batch once this one is flushed into the scratch table.
        rows += converted.length;
        await options.onProgress?.(rows);
        next = await pull();
      }
      if (signal?.aborted) throw cancelled();
    }

    const tableRows = append
      ? await writer.appendRows(table, plan.columns, batches())
      : await writer.replaceTableFromRows(table, plan.columns, batches());
    return { rows, tableRows, maxValue: tracker ? tracker.max : null };
  } catch (error) {
    if (error === sourceError || isEngineError(error)) throw error;
    if (signal?.aborted) throw cancelled();
    // The warehouse refused the write (a cell its column cannot hold, a full disk, a source
    // whose columns changed since the table was built); the message stays in `cause` for logs.
    throw Object.assign(
      new EngineError('ENGINE_EXTRACT_FAILED', 'The extract could not be written', { table }),
      { cause: error },
    );
  } finally {
    // Gives the source connection back whether or not the writer read every batch.
    await source.close();
  }
}
