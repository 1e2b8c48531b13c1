import { describe, expect, it, vi } from 'vitest';
import { createImageCache } from './imageCache';

function setup(keepUnused = 1) {
  const fetch = vi.fn((url: string) => Promise.resolve(new Blob([url])));
  let n = 0;
  const createUrl = vi.fn(() => `blob:${++n}`);
  const revokeUrl = vi.fn();
  return { cache: createImageCache({ fetch, createUrl, revokeUrl, keepUnused }), fetch, revokeUrl };
}

describe('the picture cache', () => {
  it('fetches a picture shown twice once, and shares its object URL', async () => {
    const { cache, fetch } = setup();
    const a = cache.acquire('/panel/image/a');
    const b = cache.acquire('/panel/image/a');
    expect(await a.ready).toBe('blob:1');
    expect(await b.ready).toBe('blob:1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cache.peek('/panel/image/a')).toBe('blob:1');
  });

  it('revokes an object URL once nothing shows it and the few kept unused are exceeded', async () => {
    const { cache, revokeUrl } = setup(1);
    const a = cache.acquire('/panel/image/a');
    const b = cache.acquire('/panel/image/b');
    await Promise.all([a.ready, b.ready]);
    a.release();
    a.release();
    expect(revokeUrl).not.toHaveBeenCalled();
    b.release();
    expect(revokeUrl).toHaveBeenCalledWith('blob:1');
    expect(cache.size()).toBe(1);
    // Shown again before eviction: no new fetch.
    const again = cache.acquire('/panel/image/b');
    expect(await again.ready).toBe('blob:2');
  });

  it('forgets a failed picture so the next one to show it tries again', async () => {
    const { cache, fetch } = setup();
    fetch.mockRejectedValueOnce(new Error('404'));
    await expect(cache.acquire('/panel/image/a').ready).rejects.toThrow('404');
    expect(await cache.acquire('/panel/image/a').ready).toBe('blob:1');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets go of a picture dropped while it was loading', async () => {
    const { cache, revokeUrl } = setup(0);
    const lease = cache.acquire('/panel/image/a');
    lease.release();
    await lease.ready;
    expect(revokeUrl).toHaveBeenCalledWith('blob:1');
    expect(cache.peek('/panel/image/a')).toBeUndefined();
  });
});
