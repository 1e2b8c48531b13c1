// One statement with a deadline and a cancel button (SECURITY E1). Drivers supply `run` and a
// database-specific `cancel`; this helper wires the AbortSignal and the timer to `cancel` and
// turns the outcome into typed errors. The connection is released only after any cancel has
// completed, so a late cancel can never hit the next query on that connection.
import { EngineError } from '../errors.js';
import { errorMessage } from './driver-errors.js';
import { classifyConnectionError } from './failure-reason.js';

export { errorCode, errorMessage } from './driver-errors.js';

export interface CancellableRun<T> {
  run: () => Promise<T>;
  cancel: () => Promise<void>;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  /** Recognises the server's own statement-timeout error (the session backstop). */
  isServerTimeout?: (error: unknown) => boolean;
}

export async function runCancellable<T>({
  run,
  cancel,
  signal,
  timeoutMs,
  isServerTimeout,
}: CancellableRun<T>): Promise<T> {
  if (signal?.aborted) throw new EngineError('ENGINE_QUERY_CANCELLED', 'Query cancelled');
  let reason: 'cancelled' | 'timeout' | null = null;
  let cancelling: Promise<void> | null = null;
  const stop = (why: 'cancelled' | 'timeout') => {
    if (reason) return;
    reason = why;
    // A failed cancel must not mask the query's own outcome; the timer still bounds the wait.
    cancelling = cancel().catch(() => undefined);
  };
  const onAbort = () => stop('cancelled');
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => stop('timeout'), timeoutMs);
  try {
    const result = await run();
    // Some servers answer a killed SLEEP() with a normal row; an aborted call still fails.
    if (reason) throw stoppedError(reason);
    return result;
  } catch (error) {
    if (error instanceof EngineError) throw error;
    if (reason) throw stoppedError(reason);
    if (isServerTimeout?.(error)) throw stoppedError('timeout');
    throw new EngineError('ENGINE_QUERY_FAILED', 'Query failed', {
      driverMessage: errorMessage(error),
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    if (cancelling) await cancelling;
  }
}

/**
 * Wait for a pooled connection, but give up when the signal fires: a closed browser request
 * leaves the queue instead of holding its place. A connection that arrives after the abort
 * goes straight back to the pool.
 */
export function acquireUnlessAborted<T>(
  get: () => Promise<T>,
  release: (item: T) => void,
  signal: AbortSignal | undefined,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(stoppedError('cancelled'));
  if (!signal) return get();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      reject(stoppedError('cancelled'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    get().then(
      (item) => {
        signal.removeEventListener('abort', onAbort);
        if (settled) release(item);
        else {
          settled = true;
          resolve(item);
        }
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        if (!settled) {
          settled = true;
          reject(
            error instanceof EngineError
              ? error
              : new EngineError('ENGINE_CONNECTION_FAILED', 'Could not connect', {
                  driverMessage: errorMessage(error),
                  reason: classifyConnectionError(error),
                }),
          );
        }
      },
    );
  });
}

function stoppedError(reason: 'cancelled' | 'timeout'): EngineError {
  return reason === 'timeout'
    ? new EngineError('ENGINE_QUERY_TIMEOUT', 'Query exceeded its time limit')
    : new EngineError('ENGINE_QUERY_CANCELLED', 'Query cancelled');
}

/** A driver error safe to show an administrator: no password, no newlines, bounded length. */
export function sanitiseMessage(error: unknown, secrets: readonly string[]): string {
  let message = errorMessage(error);
  for (const secret of secrets) {
    if (secret.length > 0) message = message.split(secret).join('***');
  }
  return message.replace(/\s+/g, ' ').trim().slice(0, 300) || 'Connection failed';
}

/** Reject after `ms` with a connection error; used to bound test-connection. */
export async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
