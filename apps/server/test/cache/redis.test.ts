// The shared result cache against the machine's real Redis (issue 8 part 7). Every run keys its
// entries under its own prefix and removes them afterwards; with CI set, a missing Redis fails.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cacheDigest,
  createResultCache,
  type ResultCache,
  type ResultCacheConfig,
} from '../../src/cache/index.js';
import { closedPort, RedisRelay } from './redis-proxy.js';
import { deferred, keyParts, recordingLog, REDIS_URL, redisReachable, settle } from './support.js';

const PREFIX = `tessera:test:${randomUUID()}:`;
const TTL_MS = 600_000;

const config = (url: string): ResultCacheConfig => ({
  redisUrl: url,
  resultCache: { entries: 500, maxBytes: 64 * 1024 * 1024, ttlMs: TTL_MS },
});
const rows = (label: string) => ({ x: ['浙江省'], series: [{ name: label, data: [1] }] });

describe.runIf(await redisReachable())('result cache in Redis', () => {
  let admin: Redis;
  const opened: ResultCache[] = [];
  const open = (url = REDIS_URL, log = recordingLog()) => {
    const cache = createResultCache(config(url), log, { prefix: PREFIX });
    opened.push(cache);
    return cache;
  };
  const ourKeys = async () => (await admin.keys(`${PREFIX}*`)).sort();

  beforeAll(() => {
    admin = new Redis(REDIS_URL);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((cache) => cache.close()));
    const keys = await admin.keys(`${PREFIX}*`);
    if (keys.length) await admin.del(...keys);
  });
  afterAll(async () => {
    expect(await admin.keys(`${PREFIX}*`)).toEqual([]);
    admin.disconnect();
  });

  it('stores JSON under <prefix><dataset>:<version>:<digest> with a time to live, no SQL in the name', async () => {
    const cache = open();
    const parts = keyParts({ datasetVersion: 7, extractVersion: 'sync-2' });
    await cache.getOrRun(parts, async () => rows('sales'));
    const name = `${PREFIX}dataset-1:7.sync-2:${cacheDigest(parts)}`;
    expect(await ourKeys()).toEqual([name]);
    expect(JSON.parse((await admin.get(name)) ?? 'null')).toEqual(rows('sales'));
    const ttl = await admin.pttl(name);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(TTL_MS);
    expect(name).not.toContain('SELECT');
  });

  it('shares results between replicas: a second server answers from what the first stored', async () => {
    const first = open();
    const second = open();
    await first.getOrRun(keyParts(), async () => rows('from the first'));
    let executions = 0;
    const answer = await second.getOrRun(keyParts(), async () => ((executions += 1), rows('x')));
    expect(answer).toEqual({ value: rows('from the first'), cached: true });
    expect(executions).toBe(0);
  });

  it('runs 50 concurrent identical calls once', async () => {
    const cache = open();
    const gate = deferred<void>();
    let executions = 0;
    const run = async () => ((executions += 1), await gate.promise, rows('once'));
    const calls = Array.from({ length: 50 }, () => cache.getOrRun(keyParts(), run));
    await vi.waitFor(() => expect(executions).toBe(1));
    await settle();
    gate.resolve();
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => answer.value.series[0]!.name === 'once')).toBe(true);
    expect(executions).toBe(1);
    expect(cache.stats()).toMatchObject({ runs: 1, joined: 49 });
  });

  it('invalidates every version of one dataset, and no other dataset whatever its name', async () => {
    const cache = open();
    const datasets = ['sales', 'sales:eu', 'sal*', 'sales-2'];
    for (const datasetId of datasets)
      for (const datasetVersion of [1, 2])
        await cache.getOrRun(keyParts({ datasetId, datasetVersion }), async () => datasetId);
    expect(await ourKeys()).toHaveLength(8);
    await cache.invalidateDataset('sal*');
    await cache.invalidateDataset('sales');
    const left = await ourKeys();
    expect(left).toHaveLength(4);
    expect(left.every((name) => /:(sales%3Aeu|sales-2):/.test(name))).toBe(true);
    let executions = 0;
    const again = await cache.getOrRun(keyParts({ datasetId: 'sales', datasetVersion: 1 }), () => {
      executions += 1;
      return Promise.resolve('sales v2');
    });
    expect(again).toEqual({ value: 'sales v2', cached: false });
    expect(executions).toBe(1);
  });

  it('invalidates a dataset holding more keys than one SCAN batch', async () => {
    const cache = open();
    const pipeline = admin.pipeline();
    for (let i = 0; i < 1_200; i += 1)
      pipeline.set(`${PREFIX}big:1:${i.toString(16).padStart(64, '0')}`, '1', 'PX', TTL_MS);
    await pipeline.exec();
    await cache.getOrRun(keyParts({ datasetId: 'other' }), async () => 'kept');
    await cache.invalidateDataset('big');
    expect(await ourKeys()).toHaveLength(1);
  });

  it('still answers every query when Redis is not there, and logs it once', async () => {
    const log = recordingLog();
    const cache = open(`redis://127.0.0.1:${await closedPort()}`, log);
    let executions = 0;
    for (let i = 0; i < 3; i += 1) {
      const answer = await cache.getOrRun(
        keyParts(),
        async () => ((executions += 1), rows('live')),
      );
      expect(answer).toEqual({ value: rows('live'), cached: false });
    }
    await cache.invalidateDataset('dataset-1');
    expect(executions).toBe(3);
    const outages = log.lines.filter((line) => line.msg.includes('store unavailable'));
    expect(outages).toHaveLength(1);
  });

  it('keeps answering when Redis goes away mid-run, and caches again once it is back', async () => {
    const relay = new RedisRelay();
    await relay.start();
    try {
      const log = recordingLog();
      const cache = open(relay.url, log);
      await vi.waitFor(async () =>
        expect((await cache.getOrRun(keyParts(), async () => rows('stored'))).cached).toBe(true),
      );

      // A query is running when Redis vanishes: its callers still get the answer.
      const gate = deferred<void>();
      const running = cache.getOrRun(keyParts({ sql: 'SELECT 2' }), async () => {
        await gate.promise;
        return rows('mid-run');
      });
      await settle();
      await relay.stop();
      gate.resolve();
      expect(await running).toEqual({ value: rows('mid-run'), cached: false });

      // With Redis gone, calls run their queries (no hang, no error) and invalidation returns.
      for (let i = 0; i < 3; i += 1)
        expect(await cache.getOrRun(keyParts(), async () => rows('live'))).toEqual({
          value: rows('live'),
          cached: false,
        });
      await cache.invalidateDataset('dataset-1');
      expect(log.lines.filter((line) => line.msg.includes('store unavailable'))).toHaveLength(1);

      await relay.start();
      await vi.waitFor(
        async () =>
          expect((await cache.getOrRun(keyParts(), async () => rows('back'))).cached).toBe(true),
        { timeout: 10_000, interval: 100 },
      );
      expect(log.lines.some((line) => line.msg.includes('answers again'))).toBe(true);
    } finally {
      await relay.stop();
    }
  });
});
