import type { AxiosInstance } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installHttp } from '../../api/client';
import type { Http } from '../../api/http';
import type { GeoFeatureCollection } from '../../api/map';
import { forgetAreas } from './geoCache';
import { mapInput } from './mapFixtures';
import { prepare, toOption } from './toOption';

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

/** The app's client with its GET answered by a spy (the map type only reads). */
function spyHttp() {
  const get = vi.fn(async () => GUANGDONG);
  const client = { instance: {} as AxiosInstance, get, post: vi.fn() } as unknown as Http;
  installHttp(client);
  return get;
}

afterEach(() => forgetAreas());

describe('map prepare', () => {
  it('loads an area through the client once, whatever the number of charts drawing it', async () => {
    const get = spyHttp();
    const input = mapInput({ areaCode: '440000' });
    await Promise.all([prepare(input), prepare(input)]);
    await prepare(mapInput({ areaCode: '440000' }, 'zh-TW'));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/geo/440000_full.json', { hideMsg: true });
  });

  it('lets the option name regions from the loaded features', async () => {
    spyHttp();
    const input = mapInput({ areaCode: '440000' });
    await prepare(input);
    const option = toOption(input) as {
      tooltip: { formatter: (p: { name: string; value: number }) => string };
    };
    expect(option.tooltip.formatter({ name: '440100', value: 3 })).toBe('Revenue\nGuangzhou: 3');
  });
});
