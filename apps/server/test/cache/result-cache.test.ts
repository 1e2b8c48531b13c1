import { describe, expect, it } from 'vitest';
import { createResultCache, type ResultCacheConfig } from '../../src/cache/index.js';
import { deferred, keyParts, recordingLog, settle } from './support.js';

const config = (overrides: Partial<ResultCacheConfig['resultCache']> = {}): ResultCacheConfig => ({
  redisUrl: null,
  resultCache: { entries: 500, maxBytes: 64 * 1024 * 1024, ttlMs: 600_000, ...overrides },
});

const rows = (label: string) => ({ x: ['East', 'West'], series: [{ name: label, data: [1, 2] }] });
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

describe('result cache in memory (DESIGN §7)', () => {
  it('runs 50 concurrent identical calls once and gives every caller the answer', async () => {
    const cache = createResultCache(config(), recordingLog());
    let executions = 0;
    const gate = deferred<void>();
    const run = async () => {
      executions += 1;
      await gate.promise;
      return rows('sales');
    };
    const calls = Array.from({ length: 50 }, () => cache.getOrRun(keyParts(), run));
    await settle();
    gate.resolve();
    const answers = await Promise.all(calls);
    expect(executions).toBe(1);
    expect(cache.stats()).toMatchObject({ runs: 1, joined: 49, hits: 0 });
    for (const answer of answers) expect(answer).toEqual({ value: rows('sales'), cached: false });
    // Each caller has its own copy: one chart shaping its rows cannot change another's.
    answers[0]!.value.series[0]!.data.push(99);
    expect(answers[1]!.value.series[0]!.data).toEqual([1, 2]);
  });

  it('answers a later identical call from the cache without running it', async () => {
    const cache = createResultCache(config(), recordingLog());
    let executions = 0;
    const run = async () => ((executions += 1), rows('sales'));
    await cache.getOrRun(keyParts(), run);
    const second = await cache.getOrRun(keyParts(), run);
    expect(second).toEqual({ value: rows('sales'), cached: true });
    expect(executions).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, runs: 1 });
  });

  it('runs distinct keys separately: another row rule never gets these rows', async () => {
    const cache = createResultCache(config(), recordingLog());
    const east = keyParts({ permission: { rowRules: [{ field: 'region', value: 'East' }] } });
    const west = keyParts({ permission: { rowRules: [{ field: 'region', value: 'West' }] } });
    const [a, b] = await Promise.all([
      cache.getOrRun(east, async () => rows('east only')),
      cache.getOrRun(west, async () => rows('west only')),
    ]);
    expect(a.value.series[0]!.name).toBe('east only');
    expect(b.value.series[0]!.name).toBe('west only');
    expect(cache.stats()).toMatchObject({ runs: 2, joined: 0 });
    expect((await cache.getOrRun(west, async () => rows('again'))).value.series[0]!.name).toBe(
      'west only',
    );
  });

  it('does not cache a failure: every waiter gets the error and the next call runs again', async () => {
    const cache = createResultCache(config(), recordingLog());
    const gate = deferred<void>();
    let executions = 0;
    const failing = async () => {
      executions += 1;
      await gate.promise;
      throw new Error('relation "sales" does not exist');
    };
    const calls = Array.from({ length: 5 }, () =>
      cache.getOrRun(keyParts(), failing).then(
        () => 'answered',
        (error: Error) => error.message,
      ),
    );
    await settle();
    gate.resolve();
    expect(await Promise.all(calls)).toEqual(Array(5).fill('relation "sales" does not exist'));
    expect(executions).toBe(1);
    const retry = await cache.getOrRun(keyParts(), async () => rows('fixed'));
    expect(retry).toEqual({ value: rows('fixed'), cached: false });
  });

  it('a refresh skips the stored value, runs, and stores the fresh answer for everyone', async () => {
    const cache = createResultCache(config(), recordingLog());
    await cache.getOrRun(keyParts(), async () => rows('old'));
    const refreshed = await cache.getOrRun(keyParts(), async () => rows('new'), { bypass: true });
    expect(refreshed).toEqual({ value: rows('new'), cached: false });
    const after = await cache.getOrRun(keyParts(), async () => rows('unused'));
    expect(after).toEqual({ value: rows('new'), cached: true });
    expect(cache.stats()).toMatchObject({ runs: 2, bypassed: 1, hits: 1 });
  });

  it('a refresh joins an identical run already in flight instead of starting another', async () => {
    const cache = createResultCache(config(), recordingLog());
    const gate = deferred<void>();
    let executions = 0;
    const run = async () => ((executions += 1), await gate.promise, rows('live'));
    const first = cache.getOrRun(keyParts(), run, { bypass: true });
    await settle();
    const second = cache.getOrRun(keyParts(), run, { bypass: true });
    const plain = cache.getOrRun(keyParts(), run);
    gate.resolve();
    expect((await Promise.all([first, second, plain])).map((answer) => answer.cached)).toEqual([
      false,
      false,
      false,
    ]);
    expect(executions).toBe(1);
    expect(cache.stats()).toMatchObject({ runs: 1, joined: 2 });
  });

  it('forgets a dataset on invalidation and keeps other datasets cached', async () => {
    const cache = createResultCache(config(), recordingLog());
    const sales = keyParts({ datasetId: 'sales' });
    const stock = keyParts({ datasetId: 'stock' });
    await cache.getOrRun(sales, async () => rows('sales v1'));
    await cache.getOrRun(stock, async () => rows('stock'));
    await cache.invalidateDataset('sales');
    expect(await cache.getOrRun(sales, async () => rows('sales v2'))).toEqual({
      value: rows('sales v2'),
      cached: false,
    });
    expect((await cache.getOrRun(stock, async () => rows('unused'))).cached).toBe(true);
  });

  it('a run in flight when its dataset changes is neither stored nor joined by later calls', async () => {
    const cache = createResultCache(config(), recordingLog());
    const gate = deferred<void>();
    const before = cache.getOrRun(keyParts(), async () => (await gate.promise, rows('before')));
    await settle();
    await cache.invalidateDataset('dataset-1');
    const after = cache.getOrRun(keyParts(), async () => rows('after'));
    gate.resolve();
    expect((await before).value.series[0]!.name).toBe('before');
    expect((await after).value.series[0]!.name).toBe('after');
    expect(cache.stats()).toMatchObject({ runs: 2, joined: 0 });
    expect(await cache.getOrRun(keyParts(), async () => rows('unused'))).toEqual({
      value: rows('after'),
      cached: true,
    });
  });

  it('expires a stored result after the configured time to live, or the call’s own', async () => {
    let now = 5_000_000;
    const cache = createResultCache(config({ ttlMs: 60_000 }), recordingLog(), {
      now: () => now,
    });
    await cache.getOrRun(keyParts(), async () => rows('one'));
    await cache.getOrRun(keyParts({ sql: 'SELECT 2' }), async () => rows('two'), { ttlMs: 1_000 });
    now += 1_000;
    expect(
      (await cache.getOrRun(keyParts({ sql: 'SELECT 2' }), async () => rows('2b'))).cached,
    ).toBe(false);
    expect((await cache.getOrRun(keyParts(), async () => rows('1b'))).cached).toBe(true);
    now += 59_000;
    expect((await cache.getOrRun(keyParts(), async () => rows('1c'))).value.series[0]!.name).toBe(
      '1c',
    );
  });

  it('evicts the least recently used result past the configured entry count', async () => {
    const cache = createResultCache(config({ entries: 2 }), recordingLog());
    for (const sql of ['a', 'b', 'c']) await cache.getOrRun(keyParts({ sql }), async () => sql);
    expect((await cache.getOrRun(keyParts({ sql: 'a' }), async () => 'a again')).cached).toBe(
      false,
    );
    expect((await cache.getOrRun(keyParts({ sql: 'c' }), async () => 'c again')).cached).toBe(true);
  });

  it('hands a value JSON cannot carry to its callers without storing it', async () => {
    const cache = createResultCache(config(), recordingLog());
    const first = await cache.getOrRun(keyParts(), async () => ({ total: 10n }));
    expect(first).toEqual({ value: { total: 10n }, cached: false });
    expect((await cache.getOrRun(keyParts(), async () => ({ total: 11n }))).value.total).toBe(11n);
  });

  it('refuses a datasetId option that contradicts the key', async () => {
    const cache = createResultCache(config(), recordingLog());
    await expect(
      cache.getOrRun(keyParts(), async () => 1, { datasetId: 'another' }),
    ).rejects.toThrow(TypeError);
    expect(
      (await cache.getOrRun(keyParts(), async () => 1, { datasetId: 'dataset-1' })).value,
    ).toBe(1);
  });
});

describe('result cache waiters whose requests close', () => {
  it('lets one caller leave at once while the shared query goes on for the others', async () => {
    const cache = createResultCache(config(), recordingLog());
    const gate = deferred<void>();
    let runSignal: AbortSignal | undefined;
    const run = async (signal: AbortSignal) => {
      runSignal = signal;
      await gate.promise;
      return rows('shared');
    };
    const leaving = new AbortController();
    const a = cache.getOrRun(keyParts(), run, { signal: leaving.signal });
    await settle();
    const b = cache.getOrRun(keyParts(), run, { signal: new AbortController().signal });
    const c = cache.getOrRun(keyParts(), run);
    await settle();
    leaving.abort();
    await expect(a).rejects.toSatisfy(isAbort);
    expect(runSignal?.aborted).toBe(false);
    gate.resolve();
    expect((await b).value).toEqual(rows('shared'));
    expect((await c).value).toEqual(rows('shared'));
    expect(runSignal?.aborted).toBe(false);
    expect((await cache.getOrRun(keyParts(), run)).cached).toBe(true);
  });

  it('cancels the query when the last waiting caller leaves, and stores nothing', async () => {
    const cache = createResultCache(config(), recordingLog());
    let executions = 0;
    let cancelled = 0;
    const run = (signal: AbortSignal) =>
      new Promise<ReturnType<typeof rows>>((_resolve, reject) => {
        executions += 1;
        signal.addEventListener('abort', () => {
          cancelled += 1;
          reject(new Error('canceling statement due to user request'));
        });
      });
    const first = new AbortController();
    const second = new AbortController();
    const a = cache.getOrRun(keyParts(), run, { signal: first.signal });
    await settle();
    const b = cache.getOrRun(keyParts(), run, { signal: second.signal });
    await settle();
    first.abort();
    await expect(a).rejects.toSatisfy(isAbort);
    expect(cancelled).toBe(0);
    second.abort();
    await expect(b).rejects.toSatisfy(isAbort);
    expect(cancelled).toBe(1);
    // A new caller starts a new run rather than joining the cancelled one.
    const fresh = await cache.getOrRun(keyParts(), async () => rows('fresh'));
    expect(fresh).toEqual({ value: rows('fresh'), cached: false });
    expect(executions).toBe(1);
    expect(cache.stats()).toMatchObject({ runs: 2 });
  });

  it('does not store the answer of a run whose callers all left, even if it finishes', async () => {
    const cache = createResultCache(config(), recordingLog());
    const gate = deferred<void>();
    const leaving = new AbortController();
    const a = cache.getOrRun(keyParts(), async () => (await gate.promise, rows('late')), {
      signal: leaving.signal,
    });
    await settle();
    leaving.abort();
    await expect(a).rejects.toSatisfy(isAbort);
    gate.resolve();
    await settle();
    expect((await cache.getOrRun(keyParts(), async () => rows('next'))).value.series[0]!.name).toBe(
      'next',
    );
  });

  it('does not run at all for a caller whose request has already closed', async () => {
    const cache = createResultCache(config(), recordingLog());
    let executions = 0;
    const closed = new AbortController();
    closed.abort();
    await expect(
      cache.getOrRun(keyParts(), async () => (executions += 1), { signal: closed.signal }),
    ).rejects.toSatisfy(isAbort);
    expect(executions).toBe(0);
    expect(cache.stats().runs).toBe(0);
  });
});
