/** The reason a caller's signal carries, or the standard one when it carries none. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * One execution shared by every identical call that arrives while it runs (DESIGN §7).
 *
 * Each caller joins with its own signal (its HTTP request). A caller whose request closes stops
 * waiting at once, but the execution goes on while anyone else still waits: the waiters are
 * counted, and only when the last one has gone is the run's own signal aborted (which cancels
 * the database query) and `onAbandoned` called so no later caller joins a cancelled run.
 */
export class SharedRun<R> {
  readonly promise: Promise<R>;
  /** Set when the dataset was invalidated during the run: its result must not be stored. */
  stale = false;
  private readonly controller = new AbortController();
  private waiters = 0;
  private settled = false;

  constructor(
    run: (signal: AbortSignal) => Promise<R>,
    private readonly onAbandoned: () => void,
  ) {
    // Started on the next microtask, so `run` may refer to this object (it is constructed by then).
    this.promise = Promise.resolve()
      .then(() => run(this.controller.signal))
      .finally(() => {
        this.settled = true;
      });
    // Every waiter may have left before a failure: no unhandled rejection for nobody.
    this.promise.catch(() => undefined);
  }

  /** Whether every waiter left and the run was told to stop. */
  get abandoned(): boolean {
    return this.controller.signal.aborted;
  }

  get waiting(): number {
    return this.waiters;
  }

  /** The shared result for one caller, or its own abort reason as soon as its signal fires. */
  join(signal?: AbortSignal): Promise<R> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    this.waiters += 1;
    return new Promise<R>((resolve, reject) => {
      let done = false;
      const finish = () => {
        if (done) return false;
        done = true;
        this.waiters -= 1;
        signal?.removeEventListener('abort', leave);
        return true;
      };
      const leave = () => {
        if (!finish()) return;
        reject(abortReason(signal as AbortSignal));
        if (this.waiters === 0 && !this.settled) {
          this.controller.abort();
          this.onAbandoned();
        }
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.promise.then(
        (value) => finish() && resolve(value),
        (error: unknown) => finish() && reject(error),
      );
    });
  }
}
