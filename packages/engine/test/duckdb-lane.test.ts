// The DuckDB lane (SECURITY E3): DuckDB's native calls never hold more of libuv's worker
// threads than the lane allows, so token checks, hashing and files always find one; a call
// stopped by its deadline or its caller really ends, even one stopped before its statement
// started (DuckDB forgets an interrupt that lands between two native calls).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../src/index.js';
import type { Driver } from '../src/index.js';
import { duckdbLane, Lane, laneSizeFor, threadpoolSize } from '../src/dialects/duckdb/lane.js';
import { openWarehouseWriter } from '../src/ingestion/warehouse/writer.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the lane', () => {
  it('runs at most its size at once, the rest in arrival order', async () => {
    const lane = new Lane(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        lane.run(async () => {
          order.push(i);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(lane.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('frees its slot when the work fails, and says when it is idle', async () => {
    const lane = new Lane(1);
    await expect(lane.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let done = false;
    const slow = lane.run(async () => {
      await tick();
      done = true;
    });
    await lane.whenIdle();
    expect(done).toBe(true);
    await slow;
  });

  it('leaves two threads of the default pool and four of a larger one to the rest', () => {
    expect(threadpoolSize({})).toBe(4);
    expect(threadpoolSize({ UV_THREADPOOL_SIZE: '12' })).toBe(12);
    expect(threadpoolSize({ UV_THREADPOOL_SIZE: 'many' })).toBe(4);
    expect(laneSizeFor(4)).toBe(2);
    expect(laneSizeFor(1)).toBe(1);
    expect(laneSizeFor(12)).toBe(8);
    expect(duckdbLane.size).toBe(laneSizeFor(threadpoolSize()));
  });
});

describe('DuckDB calls in the lane', () => {
  let dir: string;
  let driver: Driver;

  beforeAll(async () => {
    process.env.HOME ??= '/tmp';
    dir = mkdtempSync(join(tmpdir(), 'tessera-lane-'));
    const path = join(dir, 'w.duckdb');
    const writer = await openWarehouseWriter(path);
    await writer.replaceTableAs('numbers', 'SELECT range AS n FROM range(2000000)');
    writer.close();
    // More connections than the lane has slots: the lane, not the pool, is the bound.
    driver = DIALECTS.duckdb.createDriver({ path, connections: duckdbLane.size + 3 });
  });
  afterAll(async () => {
    await driver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never runs more statements at once than the lane allows', async () => {
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, duckdbLane.stats.active)), 1);
    try {
      const answers = await Promise.all(
        Array.from({ length: duckdbLane.size + 3 }, (_, i) =>
          driver.execute('SELECT sum(n % $1) AS s FROM numbers', [i + 2]),
        ),
      );
      expect(answers).toHaveLength(duckdbLane.size + 3);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(duckdbLane.size);
  });

  it(
    'ends a statement at its deadline and gives its thread back',
    { timeout: 30_000 },
    async () => {
      const endless = 'SELECT count(*) AS n FROM numbers a, numbers b WHERE a.n + b.n = -1';
      await expect(driver.execute(endless, [], { timeoutMs: 300 })).rejects.toMatchObject({
        code: 'ENGINE_QUERY_TIMEOUT',
      });
      await duckdbLane.whenIdle();
      expect(duckdbLane.stats).toEqual({ active: 0, waiting: 0 });
    },
  );

  it('never starts the statement of a call cancelled while it waited for the lane', async () => {
    const endless = 'SELECT count(*) AS n FROM numbers a, numbers b WHERE a.n + b.n = -1';
    // Fill the lane with statements that end at their deadline.
    const fillers = Array.from({ length: duckdbLane.size }, () =>
      driver.execute(endless, [], { timeoutMs: 1_500 }).catch((error: unknown) => error),
    );
    await tick();
    const controller = new AbortController();
    const waiting = driver.execute(endless, [], { signal: controller.signal, timeoutMs: 60_000 });
    await tick();
    controller.abort();
    // Had its cross join started, it would run for hours: the test's own timeout would end it.
    await expect(waiting).rejects.toMatchObject({ code: 'ENGINE_QUERY_CANCELLED' });
    await Promise.all(fillers);
    await duckdbLane.whenIdle();
  }, 30_000);
});
