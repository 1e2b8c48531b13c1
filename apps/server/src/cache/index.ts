// The permission-aware result cache (issue 8 part 7, DESIGN §7): what the chart routes use.
export { createResultCache, type ResultCacheConfig } from './factory.js';
export { cacheDigest, canonicalJson, type CacheKeyParts } from './key.js';
export type { CacheResult, CacheStats, GetOrRunOptions, ResultCache } from './result-cache.js';
export type { CacheLog } from './store-health.js';
