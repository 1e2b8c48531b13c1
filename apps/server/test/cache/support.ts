import { Redis } from 'ioredis';
import type { CacheKeyParts, CacheLog } from '../../src/cache/index.js';

export const REDIS_URL = 'redis://127.0.0.1:6379';

/** A chart's data query as the chart routes would key it. */
export function keyParts(overrides: Partial<CacheKeyParts> = {}): CacheKeyParts {
  return {
    datasourceId: 'ds-1',
    sql: 'SELECT "province", SUM("amount") FROM "sales" WHERE "year" = $1 GROUP BY 1',
    params: [2024],
    permission: { orgId: 1, rowRules: [{ field: 'region', op: 'eq', value: 'East' }] },
    datasetId: 'dataset-1',
    datasetVersion: 3,
    extractVersion: null,
    ...overrides,
  };
}

/** A logger that remembers what it was told. */
export function recordingLog(): CacheLog & { lines: { level: string; msg: string }[] } {
  const lines: { level: string; msg: string }[] = [];
  return {
    lines,
    warn: (_obj, msg) => void lines.push({ level: 'warn', msg }),
    info: (_obj, msg) => void lines.push({ level: 'info', msg }),
  };
}

/** A promise settled from outside: a query that answers when the test says so. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every queued promise callback run (store reads in memory take a few turns). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    if (process.env.CI) return true; // under CI a missing Redis must fail, not skip
    console.warn(
      '[server tests] Redis at 127.0.0.1:6379 is not reachable: skipping (set CI to fail instead)',
    );
    return false;
  } finally {
    redis.disconnect();
  }
}
