import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/cache/memory-store.js';
import type { StoredKey } from '../../src/cache/store.js';

const key = (digest: string, datasetId = 'dataset-1'): StoredKey => ({
  datasetId,
  version: '1',
  digest,
});

describe('in-memory result store: a bounded LRU with a time to live', () => {
  it('evicts the least recently used entry once it holds more entries than allowed', async () => {
    const store = new MemoryStore({ maxEntries: 3, maxBytes: 1_000_000 });
    for (const name of ['a', 'b', 'c']) await store.set(key(name), `"${name}"`, 60_000);
    await store.get(key('a')); // a is now the most recently used; b the least
    await store.set(key('d'), '"d"', 60_000);
    expect(await store.get(key('b'))).toBeNull();
    expect(await store.get(key('a'))).toBe('"a"');
    expect(await store.get(key('c'))).toBe('"c"');
    expect(await store.get(key('d'))).toBe('"d"');
    expect(store.size.entries).toBe(3);
  });

  it('evicts by bytes: older entries leave until the new one fits the byte budget', async () => {
    const store = new MemoryStore({ maxEntries: 100, maxBytes: 100 });
    const forty = `"${'x'.repeat(38)}"`; // 40 bytes of JSON
    await store.set(key('a'), forty, 60_000);
    await store.set(key('b'), forty, 60_000);
    expect(store.size).toEqual({ entries: 2, bytes: 80 });
    await store.set(key('c'), forty, 60_000);
    expect(await store.get(key('a'))).toBeNull();
    expect(await store.get(key('b'))).toBe(forty);
    expect(await store.get(key('c'))).toBe(forty);
    expect(store.size).toEqual({ entries: 2, bytes: 80 });
  });

  it('counts bytes as UTF-8, so Chinese text weighs what it really does', async () => {
    const store = new MemoryStore({ maxEntries: 100, maxBytes: 1_000 });
    await store.set(key('a'), '"浙江省"', 60_000);
    expect(store.size.bytes).toBe(11);
  });

  it('keeps out a single result larger than the whole byte budget instead of flushing the rest', async () => {
    const store = new MemoryStore({ maxEntries: 100, maxBytes: 50 });
    await store.set(key('small'), '"ok"', 60_000);
    await store.set(key('huge'), `"${'x'.repeat(100)}"`, 60_000);
    expect(await store.get(key('huge'))).toBeNull();
    expect(await store.get(key('small'))).toBe('"ok"');
  });

  it('replaces an entry under the same key without counting it twice', async () => {
    const store = new MemoryStore({ maxEntries: 10, maxBytes: 1_000 });
    await store.set(key('a'), '"one"', 60_000);
    await store.set(key('a'), '"three"', 60_000);
    expect(await store.get(key('a'))).toBe('"three"');
    expect(store.size).toEqual({ entries: 1, bytes: 7 });
  });

  it('forgets an entry once its time to live has passed', async () => {
    let now = 1_000_000;
    const store = new MemoryStore({ maxEntries: 10, maxBytes: 1_000 }, () => now);
    await store.set(key('a'), '"a"', 10_000);
    now += 9_999;
    expect(await store.get(key('a'))).toBe('"a"');
    now += 1;
    expect(await store.get(key('a'))).toBeNull();
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('forgets every entry of one dataset and only those', async () => {
    const store = new MemoryStore({ maxEntries: 10, maxBytes: 1_000 });
    await store.set(key('a', 'sales'), '1', 60_000);
    await store.set({ datasetId: 'sales', version: '2', digest: 'b' }, '2', 60_000);
    await store.set(key('c', 'stock'), '3', 60_000);
    await store.deleteDataset('sales');
    expect(await store.get(key('a', 'sales'))).toBeNull();
    expect(await store.get({ datasetId: 'sales', version: '2', digest: 'b' })).toBeNull();
    expect(await store.get(key('c', 'stock'))).toBe('3');
    expect(store.size).toEqual({ entries: 1, bytes: 1 });
  });
});
