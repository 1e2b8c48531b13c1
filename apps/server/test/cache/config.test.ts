import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('result cache settings', () => {
  it('default to 500 entries, 64 MB and 10 minutes, in memory', () => {
    const config = loadConfig({});
    expect(config.resultCache).toEqual({
      entries: 500,
      maxBytes: 64 * 1024 * 1024,
      ttlMs: 600_000,
    });
    expect(config.redisUrl).toBeNull();
  });

  it('read TESSERA_RESULT_CACHE_* and TESSERA_REDIS_URL from the environment', () => {
    const config = loadConfig({
      TESSERA_RESULT_CACHE_ENTRIES: '2000',
      TESSERA_RESULT_CACHE_MB: '256',
      TESSERA_RESULT_CACHE_TTL_SECONDS: '30',
      TESSERA_REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.resultCache).toEqual({
      entries: 2000,
      maxBytes: 256 * 1024 * 1024,
      ttlMs: 30_000,
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('refuse a start with a nonsensical setting rather than guess', () => {
    const bad: [string, string][] = [
      ['TESSERA_RESULT_CACHE_ENTRIES', '0'],
      ['TESSERA_RESULT_CACHE_MB', 'lots'],
      ['TESSERA_RESULT_CACHE_TTL_SECONDS', '-5'],
    ];
    for (const [name, value] of bad)
      expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration ${name}`);
  });
});
