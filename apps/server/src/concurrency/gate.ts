import { AppError } from '../http/app-error.js';

export interface GateLimits {
  /** Calls running at once. */
  maxActive: number;
  /** Calls waiting for a slot; one more is refused at once. */
  maxQueue: number;
  /** How long a call may wait before it is refused. */
  maxWaitMs: number;
}

interface Waiter {
  resolve: (release: () => void) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  cleanup: () => void;
}

export const busy = () => new AppError(503, 'DATASOURCE_BUSY');

/**
 * An admission gate (SECURITY E3): a bounded number of calls run, a bounded queue waits in
 * order, and everything beyond is refused at once (503 DATASOURCE_BUSY unless the owner says
 * otherwise), so a flood neither grows memory nor slows anyone else. One per data source; one
 * for password hashing.
 */
export class Gate {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    private readonly limits: GateLimits,
    private readonly onIdle: () => void = () => undefined,
    private readonly refusal: () => Error = busy,
  ) {}

  get idle(): boolean {
    return this.active === 0 && this.queue.length === 0;
  }

  get stats(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }

  /** Resolves with a release function once a slot is free; rejects when busy or aborted. */
  enter(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(this.refusal());
    if (this.active < this.limits.maxActive) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.queue.length >= this.limits.maxQueue) return Promise.reject(this.refusal());
    return new Promise((resolve, reject) => {
      const leave = (error: Error) => {
        const index = this.queue.indexOf(waiter);
        if (index !== -1) this.queue.splice(index, 1);
        waiter.cleanup();
        reject(error);
        if (this.idle) this.onIdle();
      };
      const onAbort = () => leave(this.refusal());
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => leave(this.refusal()), this.limits.maxWaitMs),
        cleanup: () => {
          clearTimeout(waiter.timer);
          signal?.removeEventListener('abort', onAbort);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) {
        next.cleanup();
        next.resolve(this.releaser());
        return;
      }
      this.active -= 1;
      if (this.idle) this.onIdle();
    };
  }
}
