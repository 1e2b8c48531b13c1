// Streaming reads (extracts, exports): a driver opens a row source on one connection, and this
// re-cuts whatever the database hands over (DuckDB chunks, cursor pages, single rows) into
// batches of `batchSize` rows, so memory holds about one batch. Each fetch runs under the call's
// guard (timeout, signal); a consumer that is slow past the deadline gets the timeout error on
// its next step.
import type { QueryRow, ResultColumn, RowBatch } from '../dialects/types.js';
import { isResultTooLarge, resultTooLarge, rowBytes } from './byte-cap.js';
import type { CallGuard } from './cancellable.js';

export const DEFAULT_BATCH_SIZE = 1_000;
export const MAX_BATCH_SIZE = 100_000;

export function batchSizeOf(requested: number | undefined): number {
  if (requested === undefined) return DEFAULT_BATCH_SIZE;
  if (!Number.isSafeInteger(requested) || requested < 1) return DEFAULT_BATCH_SIZE;
  return Math.min(requested, MAX_BATCH_SIZE);
}

/** Rows as the database delivers them. */
export interface RowSource {
  readonly columns: ResultColumn[];
  /** The next rows (at least one), or null when the result is exhausted. */
  next(): Promise<QueryRow[] | null>;
}

export async function* rebatch(
  guard: CallGuard,
  source: RowSource,
  batchSize: number,
  /**
   * The read's byte cap (SECURITY E2). Crossing it yields the rows within it (with the columns,
   * even if none) and then fails the read with ENGINE_RESULT_TOO_LARGE.
   */
  maxBytes?: number,
): AsyncGenerator<RowBatch> {
  const { columns } = source;
  let pending: QueryRow[] = [];
  let yielded = false;
  let bytes = 0;
  for (;;) {
    let rows: QueryRow[] | null;
    try {
      rows = await guard.run(() => source.next());
    } catch (error) {
      // The driver cut off a value too large to receive: what came before it still counts.
      if (maxBytes === undefined || !isResultTooLarge(error)) throw error;
      yield { columns, rows: pending };
      throw error;
    }
    if (rows === null) break;
    if (maxBytes !== undefined) {
      const within = rowsWithin(rows, maxBytes - bytes);
      bytes += within.bytes;
      if (within.count < rows.length) {
        yield { columns, rows: pending.concat(rows.slice(0, within.count)) };
        throw resultTooLarge(maxBytes);
      }
    }
    pending = pending.length === 0 ? rows : pending.concat(rows);
    while (pending.length >= batchSize) {
      const batch = pending.slice(0, batchSize);
      pending = pending.slice(batchSize);
      yielded = true;
      yield { columns, rows: batch };
      guard.check();
    }
  }
  // An empty result still yields one (empty) batch: a consumer needs the columns to build a table.
  if (pending.length > 0 || !yielded) {
    yield { columns, rows: pending };
    guard.check();
  }
}

/** How many of `rows`, from the first, weigh at most `budget` bytes, and what they weigh. */
function rowsWithin(rows: readonly QueryRow[], budget: number): { count: number; bytes: number } {
  let bytes = 0;
  for (let i = 0; i < rows.length; i++) {
    const next = bytes + rowBytes(rows[i] as QueryRow);
    if (next > budget) return { count: i, bytes };
    bytes = next;
  }
  return { count: rows.length, bytes };
}
