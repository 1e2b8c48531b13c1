import { AppError } from '../http/app-error.js';
import { callerOf } from './caller.js';

export interface GateLimits {
  /** Calls running at once. */
  maxActive: number;
  /** Calls waiting for a slot; one more is refused at once. */
  maxQueue: number;
  /** How long a call may wait before it is refused. */
  maxWaitMs: number;
  /**
   * Each caller's share (SECURITY E3): at most this many of one caller's calls run, and this
   * many wait; freed slots go round the callers in turn. Absent: one queue for everyone.
   */
  perCaller?: { maxActive: number; maxQueue: number } | undefined;
}

interface Waiter {
  caller: string;
  resolve: (release: () => void) => void;
  timer: NodeJS.Timeout;
  cleanup: () => void;
}

export const busy = () => new AppError(503, 'DATASOURCE_BUSY');

/**
 * An admission gate (SECURITY E3): a bounded number of calls run, a bounded queue waits, and
 * everything beyond is refused at once (503 DATASOURCE_BUSY unless the owner says otherwise),
 * so a flood neither grows memory nor slows anyone else. With a per-caller share, one member's
 * thousand refreshes take their share of the slots and of the queue and are refused past it,
 * while another user's call runs at once or goes next: a freed slot goes to the waiting caller
 * running the fewest calls (among equals, the one served longest ago), not to the longest queue. One gate per data source; one for
 * password hashing.
 */
export class Gate {
  private active = 0;
  private queued = 0;
  private readonly activeBy = new Map<string, number>();
  /** Waiting calls per caller, in arrival order. */
  private readonly queues = new Map<string, Waiter[]>();
  /** When each caller with calls running or waiting last started one (a counter, not a time). */
  private readonly lastServed = new Map<string, number>();
  private served = 0;

  constructor(
    private readonly limits: GateLimits,
    private readonly onIdle: () => void = () => undefined,
    private readonly refusal: () => Error = busy,
  ) {}

  get idle(): boolean {
    return this.active === 0 && this.queued === 0;
  }

  get stats(): { active: number; queued: number } {
    return { active: this.active, queued: this.queued };
  }

  /**
   * Resolves with a release function once a slot is free; rejects when busy or aborted. The
   * caller is the one the signal was made for (a request's user), unless named.
   */
  enter(signal?: AbortSignal, caller: string = callerOf(signal)): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(this.refusal());
    const share = this.limits.perCaller;
    const own = this.queues.get(caller)?.length ?? 0;
    if (own === 0 && this.mayStart(caller)) {
      this.start(caller);
      return Promise.resolve(this.releaser(caller));
    }
    if (this.queued >= this.limits.maxQueue || (share && own >= share.maxQueue))
      return Promise.reject(this.refusal());
    return new Promise((resolve, reject) => {
      const leave = (error: Error) => {
        this.remove(waiter);
        waiter.cleanup();
        reject(error);
        if (this.idle) this.onIdle();
      };
      const onAbort = () => leave(this.refusal());
      const waiter: Waiter = {
        caller,
        resolve,
        timer: setTimeout(() => leave(this.refusal()), this.limits.maxWaitMs),
        cleanup: () => {
          clearTimeout(waiter.timer);
          signal?.removeEventListener('abort', onAbort);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const queue = this.queues.get(caller);
      if (queue) queue.push(waiter);
      else this.queues.set(caller, [waiter]);
      this.queued += 1;
    });
  }

  private mayStart(caller: string): boolean {
    if (this.active >= this.limits.maxActive) return false;
    const share = this.limits.perCaller;
    return !share || (this.activeBy.get(caller) ?? 0) < share.maxActive;
  }

  private start(caller: string): void {
    this.active += 1;
    this.activeBy.set(caller, (this.activeBy.get(caller) ?? 0) + 1);
    this.served += 1;
    this.lastServed.set(caller, this.served);
  }

  private finish(caller: string): void {
    this.active -= 1;
    const left = (this.activeBy.get(caller) ?? 1) - 1;
    if (left > 0) return void this.activeBy.set(caller, left);
    this.activeBy.delete(caller);
    // A caller with nothing running and nothing waiting is forgotten: memory stays bounded.
    if (!this.queues.has(caller)) this.lastServed.delete(caller);
  }

  private remove(waiter: Waiter): void {
    const queue = this.queues.get(waiter.caller);
    const index = queue?.indexOf(waiter) ?? -1;
    if (!queue || index === -1) return;
    queue.splice(index, 1);
    this.queued -= 1;
    if (queue.length > 0) return;
    this.queues.delete(waiter.caller);
    if (!this.activeBy.has(waiter.caller)) this.lastServed.delete(waiter.caller);
  }

  /**
   * Starts waiting calls while slots are free: the caller running the fewest calls goes first,
   * among equals the one served longest ago.
   */
  private admitNext(): void {
    for (;;) {
      let chosen: string | undefined;
      for (const caller of this.queues.keys()) {
        if (!this.mayStart(caller)) continue;
        if (chosen === undefined || this.before(caller, chosen)) chosen = caller;
      }
      const queue = chosen === undefined ? undefined : this.queues.get(chosen);
      const next = queue?.shift();
      if (chosen === undefined || !queue || !next) return;
      if (queue.length === 0) this.queues.delete(chosen);
      this.queued -= 1;
      next.cleanup();
      this.start(chosen);
      next.resolve(this.releaser(chosen));
    }
  }

  /** Whether caller `a` is served before `b`. */
  private before(a: string, b: string): boolean {
    const running = (this.activeBy.get(a) ?? 0) - (this.activeBy.get(b) ?? 0);
    if (running !== 0) return running < 0;
    return (this.lastServed.get(a) ?? -1) < (this.lastServed.get(b) ?? -1);
  }

  private releaser(caller: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.finish(caller);
      this.admitNext();
      if (this.idle) this.onIdle();
    };
  }
}
