// Streaming reads (extracts, exports): a driver opens a row source on one connection, and this
// re-cuts whatever the database hands over (DuckDB chunks, cursor pages, single rows) into
// batches of `batchSize` rows, so memory holds about one batch. Each fetch runs under the call's
// guard (timeout, signal); a consumer that is slow past the deadline gets the timeout error on
// its next step.
import type { QueryRow, ResultColumn, RowBatch } from '../dialects/types.js';
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
): AsyncGenerator<RowBatch> {
  const { columns } = source;
  let pending: QueryRow[] = [];
  let yielded = false;
  for (;;) {
    const rows = await guard.run(() => source.next());
    if (rows === null) break;
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
