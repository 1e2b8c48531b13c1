// The DuckDB lane (SECURITY E3, DESIGN §5). Every asynchronous call into DuckDB's native
// binding (prepare, run, a result's next chunk, connect, an appender, the SQL check's parser)
// occupies one of libuv's worker threads until DuckDB returns: a long statement holds its
// thread for its whole run. Those threads are shared with everything else the process does off
// the event loop — token checks (WebCrypto HMAC), password hashing, static files, log writes —
// so four slow statements on the default pool of four threads once held every signed-in call
// and every sign-in. The lane admits at most `size` DuckDB calls at once, fewer than the pool
// has threads, so the rest of the server always finds a free one; the others wait here, in
// order, without holding a thread.
export class Lane {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idleWaiters: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('A lane needs at least one slot');
  }

  /** Runs `work` once a slot is free; the slot is held until its promise settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  /** Calls running and waiting, for diagnostics and tests. */
  get stats(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Resolves once no call runs or waits: a process that exits before then hangs in libuv. */
  whenIdle(): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private leave(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next caller: nobody can slip in between.
    if (next) return next();
    this.active -= 1;
    if (this.active === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

/** libuv's worker threads: UV_THREADPOOL_SIZE as the process was started with, else 4. */
export function threadpoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE);
  // libuv clamps to 1..1024 and ignores what is not a number.
  return Number.isInteger(size) && size >= 1 ? Math.min(size, 1024) : 4;
}

/** DuckDB's share of the pool: all but two threads of a small pool, all but four of a larger. */
export function laneSizeFor(threads: number): number {
  return Math.max(1, threads - (threads >= 8 ? 4 : 2));
}

/** The one lane of the process: every DuckDB instance shares the same thread pool. */
export const duckdbLane = new Lane(laneSizeFor(threadpoolSize()));

/** Shorthand for one native DuckDB call in the lane. */
export const inDuckdbLane = <T>(work: () => Promise<T>): Promise<T> => duckdbLane.run(work);
