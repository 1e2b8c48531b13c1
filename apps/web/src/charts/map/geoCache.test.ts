import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeoFeatureCollection } from '../../api/map';
import { forgetAreas, loadArea, regionName, type GeoLoaderDeps } from './geoCache';

const GUANGDONG: GeoFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { adcode: '440100', name: '广州市', name_zh_TW: '廣州市', name_en: 'Guangzhou' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [113, 23],
            [114, 23],
            [114, 24],
            [113, 23],
          ],
        ],
      },
    },
  ],
};

function deps() {
  return {
    fetch: vi.fn<GeoLoaderDeps['fetch']>(async () => GUANGDONG),
    register: vi.fn<GeoLoaderDeps['register']>(),
  };
}

afterEach(() => forgetAreas());

describe('geo cache (SPEC §4: per area code after the first load)', () => {
  it('fetches an area once for two charts drawing it at the same time', async () => {
    const loader = deps();
    await Promise.all([loadArea('440000', loader), loadArea('440000', loader)]);
    await loadArea('440000', loader);
    expect(loader.fetch).toHaveBeenCalledTimes(1);
    expect(loader.register).toHaveBeenCalledTimes(1);
    expect(loader.register).toHaveBeenCalledWith('440000', GUANGDONG);
  });

  it('fetches each area code on its own', async () => {
    const loader = deps();
    await loadArea('440000', loader);
    await loadArea('100000', loader);
    expect(loader.fetch.mock.calls).toEqual([['440000'], ['100000']]);
  });

  it('names regions in each language once loaded, by code before', async () => {
    expect(regionName('440000', '440100', 'en')).toBe('440100');
    await loadArea('440000', deps());
    expect(regionName('440000', '440100', 'en')).toBe('Guangzhou');
    expect(regionName('440000', '440100', 'zh-TW')).toBe('廣州市');
    expect(regionName('440000', '440100', 'zh-CN')).toBe('广州市');
  });

  it('tries again after a failed load instead of caching the failure', async () => {
    const loader = deps();
    loader.fetch.mockRejectedValueOnce(new Error('offline'));
    await expect(loadArea('440000', loader)).rejects.toThrow('offline');
    await loadArea('440000', loader);
    expect(loader.fetch).toHaveBeenCalledTimes(2);
  });
});
