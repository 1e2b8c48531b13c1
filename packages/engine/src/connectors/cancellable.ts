// One statement (or one streaming read) with a deadline and a cancel button (SECURITY E1).
// Drivers supply the work and a database-specific `cancel`; this wires the AbortSignal and the
// timer to `cancel` and turns the outcome into typed errors. The connection is released only
// after any cancel has completed, so a late cancel can never hit the next query on it.
import { EngineError } from '../errors.js';
import { errorMessage } from './driver-errors.js';
import { classifyConnectionError } from './failure-reason.js';

export { errorCode, errorMessage } from './driver-errors.js';

/** The cancel button and deadline of one call: a statement, or a whole streaming read. */
export interface CancelPlan {
  cancel: () => Promise<void>;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  /** Recognises the server's own statement-timeout error (the session backstop). */
  isServerTimeout?: (error: unknown) => boolean;
  /** Recognises a server's refusal of a write or of stacked statements (read-only rule). */
  isRefusal?: (error: unknown) => boolean;
}

export interface CancellableRun<T> extends CancelPlan {
  run: () => Promise<T>;
}

/**
 * Arms the timer and the signal for one call. `run` wraps each step (a statement, a fetch of
 * the next batch) and turns its outcome into typed errors; `dispose` waits for any cancel in
 * flight, so the connection is released only after it.
 */
export class CallGuard {
  private reason: 'cancelled' | 'timeout' | null = null;
  private cancelling: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private readonly onAbort = () => this.stop('cancelled');

  constructor(private readonly plan: CancelPlan) {
    if (plan.signal?.aborted) throw stoppedError('cancelled');
    plan.signal?.addEventListener('abort', this.onAbort, { once: true });
    this.timer = setTimeout(() => this.stop('timeout'), plan.timeoutMs);
  }

  private stop(why: 'cancelled' | 'timeout'): void {
    if (this.reason) return;
    this.reason = why;
    // A failed cancel must not mask the query's own outcome; the timer still bounds the wait.
    this.cancelling = this.plan.cancel().catch(() => undefined);
  }

  /** Throws when the call was stopped: some servers answer a killed SLEEP() with a normal row. */
  check(): void {
    if (this.reason) throw stoppedError(this.reason);
  }

  /** The typed error for a failure of a step of this call. */
  fail(error: unknown): EngineError {
    if (error instanceof EngineError) return error;
    if (this.reason) return stoppedError(this.reason);
    if (this.plan.isServerTimeout?.(error)) return stoppedError('timeout');
    if (this.plan.isRefusal?.(error)) return refusedError(error);
    return new EngineError('ENGINE_QUERY_FAILED', 'Query failed', {
      driverMessage: errorMessage(error),
    });
  }

  async run<T>(step: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await step();
    } catch (error) {
      throw this.fail(error);
    }
    this.check();
    return result;
  }

  async dispose(): Promise<void> {
    clearTimeout(this.timer);
    this.plan.signal?.removeEventListener('abort', this.onAbort);
    if (this.cancelling) await this.cancelling;
  }
}

/** One statement with a deadline and a cancel button. */
export async function runCancellable<T>(options: CancellableRun<T>): Promise<T> {
  const guard = new CallGuard(options);
  try {
    return await guard.run(options.run);
  } finally {
    await guard.dispose();
  }
}

/** The one-statement, read-only rule refused a statement; the driver's text goes to details. */
export function refusedError(cause?: unknown): EngineError {
  return new EngineError(
    'ENGINE_STATEMENT_REFUSED',
    'Only a single read-only query may run',
    cause === undefined ? undefined : { driverMessage: errorMessage(cause) },
  );
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
  if (!signal) return get().catch((error: unknown) => Promise.reject(connectionError(error)));
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
          reject(connectionError(error));
        }
      },
    );
  });
}

/** A failure to get a connection: typed, with the reason a caller can localise. */
function connectionError(error: unknown): EngineError {
  return error instanceof EngineError
    ? error
    : new EngineError('ENGINE_CONNECTION_FAILED', 'Could not connect', {
        driverMessage: errorMessage(error),
        reason: classifyConnectionError(error),
      });
}

export function stoppedError(reason: 'cancelled' | 'timeout'): EngineError {
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
