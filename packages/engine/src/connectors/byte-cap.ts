// Answers capped by bytes as well as rows (SECURITY E2). `SELECT repeat('x', 200000000)` is one
// row: a row limit does nothing against it. A stream with `maxBytes` weighs its rows as they
// arrive (streaming.ts) and fails with ENGINE_RESULT_TOO_LARGE once they weigh more — a sync
// fails so, keeping its last good copy — and a capped `execute` answers the rows before that,
// marked `cut`. Either way the stream's end closes the cursor or the connection, so the
// database stops sending. Drivers that read from a socket also watch the bytes arriving
// (watchSocketBytes): one value of hundreds of megabytes is stopped while it arrives.
import type { Socket } from 'node:net';
import type {
  QueryRow,
  QueryResult,
  QueryValue,
  RowBatch,
  StreamOptions,
} from '../dialects/types.js';
import { EngineError } from '../errors.js';

/** Bytes a value of no string weighs in the count (a number, a date, a boolean, null). */
const SCALAR_BYTES = 8;

/**
 * A row's weight: the characters of its strings (what JSON will carry, near enough) and a
 * fixed amount per other value. Cheap: no serialising.
 */
export function rowBytes(row: QueryRow): number {
  let bytes = 0;
  for (const key in row) {
    const value = row[key];
    bytes += typeof value === 'string' ? value.length + 2 : SCALAR_BYTES;
  }
  return bytes;
}

/** The error a stream raises when its bytes passed the cap (a sync fails with it). */
export function resultTooLarge(maxBytes: number): EngineError {
  return new EngineError('ENGINE_RESULT_TOO_LARGE', 'The result is larger than allowed', {
    maxBytes,
  });
}

export const isResultTooLarge = (error: unknown) =>
  error instanceof EngineError && error.code === 'ENGINE_RESULT_TOO_LARGE';

type Stream = (
  sql: string,
  params: readonly QueryValue[],
  options: StreamOptions,
) => AsyncIterable<RowBatch>;

/**
 * A driver's `execute` with `maxBytes`: the rows its stream delivers until the stream reports
 * the cap crossed — its end closes the cursor or the connection, so the database's work stops —
 * and then the answer is marked `cut`.
 */
export async function collectWithinBytes(
  stream: Stream,
  sql: string,
  params: readonly QueryValue[],
  options: StreamOptions & { maxBytes: number },
): Promise<QueryResult> {
  const rows: QueryRow[] = [];
  let columns: QueryResult['columns'] = [];
  try {
    for await (const batch of stream(sql, params, options)) {
      columns = batch.columns;
      for (const row of batch.rows) rows.push(row);
    }
  } catch (error) {
    if (isResultTooLarge(error)) return { columns, rows, cut: true };
    throw error;
  }
  return { columns, rows };
}

/**
 * How much one step of a capped read may gather before handing its rows on: a step that waits
 * for a whole page of wide rows would be cut off on the socket before any row of it counted.
 */
export const STEP_BYTES = 256 * 1024;

/**
 * How many bytes a capped call lets arrive on its socket before it is cut off: the rows' cap
 * with room for the protocol's own bytes (column descriptions, row headers, type names), so
 * the row count above normally ends a read first and this only stops values too large to hold.
 */
export const socketAllowance = (maxBytes: number) => maxBytes * 2 + 65_536;

/**
 * Counts the bytes arriving on `socket` from now on; past `allowance` it calls `cutOff` once
 * (which destroys the socket: the server stops sending and the read fails). Returns the stop.
 */
export function watchSocketBytes(
  socket: Socket | undefined,
  allowance: number,
  cutOff: () => void,
): () => void {
  if (!socket) return () => undefined;
  let received = 0;
  let fired = false;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > allowance && !fired) {
      fired = true;
      cutOff();
    }
  };
  socket.on('data', onData);
  return () => socket.off('data', onData);
}
