import type { AppConfig } from '../config.js';
import { MemoryStore } from './memory-store.js';
import { DEFAULT_REDIS_PREFIX, RedisStore } from './redis-store.js';
import { StoreResultCache, type ResultCache } from './result-cache.js';
import type { CacheLog } from './store-health.js';

export type ResultCacheConfig = Pick<AppConfig, 'redisUrl' | 'resultCache'>;

/**
 * Redis when TESSERA_REDIS_URL is set (shared by every replica), the in-process LRU otherwise.
 * `prefix` and `now` are for tests (a key space per run; a clock they move).
 */
export function createResultCache(
  config: ResultCacheConfig,
  log: CacheLog,
  options: { prefix?: string; now?: () => number } = {},
): ResultCache {
  const { entries, maxBytes, ttlMs } = config.resultCache;
  let connectionLogged = false;
  const store = config.redisUrl
    ? new RedisStore(config.redisUrl, options.prefix ?? DEFAULT_REDIS_PREFIX, (error) => {
        // The client retries forever and reports every attempt: one line is enough (the cache
        // logs each outage it notices on its own calls).
        if (connectionLogged) return;
        connectionLogged = true;
        log.warn({ err: error }, 'result cache: Redis connection error');
      })
    : new MemoryStore({ maxEntries: entries, maxBytes }, options.now);
  return new StoreResultCache({ store, defaultTtlMs: ttlMs, log });
}
