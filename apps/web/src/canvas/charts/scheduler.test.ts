import { describe, expect, it } from 'vitest';
import { createChartScheduler } from './scheduler';

/** A job whose end the test decides. */
function deferred<T = string>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A scheduler whose first pick runs when the test says (`go`), with priorities by key. */
function setup(concurrency = 4, priorities: Record<string, number> = {}) {
  let pending: (() => void) | null = null;
  const started: string[] = [];
  const jobs = new Map<string, ReturnType<typeof deferred<string>>>();
  const scheduler = createChartScheduler({
    concurrency,
    priorityOf: (key) => priorities[key] ?? 100,
    defer: (pump) => (pending = pump),
  });
  const add = (key: string, signal?: AbortSignal) => {
    const job = deferred<string>();
    jobs.set(key, job);
    return scheduler.run(
      key,
      () => {
        started.push(key);
        return job.promise;
      },
      signal,
    );
  };
  const go = () => {
    const pump = pending;
    pending = null;
    pump?.();
  };
  return { scheduler, add, go, started, jobs, priorities };
}

describe('the chart request scheduler', () => {
  it('reads each waiting key’s priority once per pump, however many slots it fills', () => {
    const reads: string[] = [];
    let pending: (() => void) | null = null;
    const scheduler = createChartScheduler({
      concurrency: 4,
      priorityOf: (key) => {
        reads.push(key);
        return Number(key.slice(1));
      },
      defer: (pump) => (pending = pump),
    });
    const never = () => new Promise<string>(() => undefined);
    for (let i = 9; i >= 0; i -= 1) void scheduler.run(`v${i}`, never);
    pending!();
    // Four slots filled in one pump: ten reads (one per key), not 10 + 9 + 8 + 7.
    expect(reads).toHaveLength(10);
    expect(new Set(reads).size).toBe(10);
    expect(scheduler.stats()).toEqual({ running: 4, waiting: 6 });
  });

  it('runs at most four calls at once and starts the next as one ends', async () => {
    const { add, go, started, jobs, scheduler } = setup(4);
    const keys = Array.from({ length: 10 }, (_, i) => `v${i}`);
    const results = keys.map((key) => add(key));
    expect(started).toEqual([]);
    go();
    expect(started).toEqual(['v0', 'v1', 'v2', 'v3']);
    expect(scheduler.stats()).toEqual({ running: 4, waiting: 6 });
    jobs.get('v1')!.resolve('one');
    await expect(results[1]).resolves.toBe('one');
    await flush();
    expect(started).toEqual(['v0', 'v1', 'v2', 'v3', 'v4']);
    expect(scheduler.stats().running).toBe(4);
  });

  it('starts visible charts first, then the nearest, ties in the order they came', async () => {
    const { add, go, started, jobs, priorities } = setup(2, {
      far: 900,
      near: 40,
      seen1: 0,
      seen2: 0,
      nearer: 10,
    });
    for (const key of ['far', 'near', 'seen1', 'nearer', 'seen2']) void add(key);
    go();
    expect(started).toEqual(['seen1', 'seen2']);
    // The user scrolled: "far" is on screen now. Priorities are read when a slot frees.
    priorities.far = 0;
    jobs.get('seen1')!.resolve('x');
    await flush();
    expect(started).toEqual(['seen1', 'seen2', 'far']);
    jobs.get('seen2')!.resolve('x');
    await flush();
    expect(started.at(-1)).toBe('nearer');
  });

  it('drops a waiting call when its chart goes away, without using a slot', async () => {
    const { add, go, started, jobs, scheduler } = setup(1);
    const gone = new AbortController();
    void add('a');
    const cancelled = add('b', gone.signal);
    void add('c');
    go();
    gone.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(scheduler.stats()).toEqual({ running: 1, waiting: 1 });
    jobs.get('a')!.resolve('x');
    await flush();
    expect(started).toEqual(['a', 'c']);
  });

  it('hands the abort to a running call, and frees its slot when that call ends', async () => {
    const { scheduler } = setup(1);
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const running = scheduler.run(
      'a',
      (signal) =>
        new Promise((_, reject) => {
          seen = signal;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
      controller.signal,
    );
    scheduler.pump();
    expect(seen).toBe(controller.signal);
    controller.abort();
    await expect(running).rejects.toThrow('aborted');
    await flush();
    expect(scheduler.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a call whose chart is already gone, and keeps going after a failure', async () => {
    const { scheduler } = setup(1);
    const gone = new AbortController();
    gone.abort();
    await expect(scheduler.run('a', () => Promise.resolve(1), gone.signal)).rejects.toBeTruthy();
    const failing = scheduler.run('b', () => Promise.reject(new Error('boom')));
    const after = scheduler.run('c', () => Promise.resolve('drawn'));
    scheduler.pump();
    await expect(failing).rejects.toThrow('boom');
    await expect(after).resolves.toBe('drawn');
  });

  it('waits for the current work to end by default, so one render queues every chart first', async () => {
    const started: string[] = [];
    const scheduler = createChartScheduler({
      concurrency: 1,
      priorityOf: (key) => (key === 'visible' ? 0 : 5),
    });
    const a = scheduler.run('offscreen', async () => void started.push('offscreen'));
    const b = scheduler.run('visible', async () => void started.push('visible'));
    await Promise.all([a, b]);
    expect(started).toEqual(['visible', 'offscreen']);
  });
});
