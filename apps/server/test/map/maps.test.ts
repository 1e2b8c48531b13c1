import { gunzipSync } from 'node:zlib';
import type { AreaEntity } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CITIES } from '../../../../packages/engine/src/ingestion/demo/demo-lookups.js';
import { body, createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { expectError, expectUnauthenticated, messageFor } from '../security/support.js';

/** Issue 8 part 4 (SPEC §7): the area tree and the shipped GeoJSON per area. */

interface GeoJson {
  type: string;
  features: { properties: { adcode: string; name: string; name_en: string } }[];
}

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await login(ctx.app);
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: token, ...headers } });

const geo = async (code: string): Promise<GeoJson> => {
  const response = await get(`/geo/${code}_full.json`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GeoJson>();
};

const demoProvinces = [...new Map(DEMO_CITIES.map(([name, code]) => [code, name])).entries()];

describe('GET /api/map/areaEntitys/0', () => {
  it('answers the world holding China holding its 34 provinces, named in the caller language', async () => {
    const response = await get('/api/map/areaEntitys/0', { 'accept-language': 'en' });
    const world = body<AreaEntity>(response).data;
    expect(world).toMatchObject({ code: 'world', name: 'World' });
    expect(world.children.map((c) => c.code)).toEqual(['100000']);
    const china = world.children[0]!;
    expect(china).toMatchObject({
      name: 'China',
      names: { 'zh-CN': '中国', 'zh-TW': '中國', en: 'China' },
    });
    expect(china.children).toHaveLength(34);
    expect(china.children.find((p) => p.code === '440000')).toEqual({
      code: '440000',
      name: 'Guangdong',
      names: { 'zh-CN': '广东省', 'zh-TW': '廣東省', en: 'Guangdong' },
      children: [],
    });
  });

  it('lists every province of the demo data under its GB/T 2260 code and demo name', async () => {
    const response = await get('/api/map/areaEntitys/0', { 'accept-language': 'zh-CN' });
    const provinces = body<AreaEntity>(response).data.children[0]!.children;
    for (const [code, name] of demoProvinces)
      expect(provinces.find((p) => p.code === code)?.name).toBe(name);
  });

  it('refuses an anonymous caller', async () => {
    expectUnauthenticated(
      await ctx.app.inject({ method: 'GET', url: '/api/map/areaEntitys/0' }),
      'invalid',
      'AUTH_REQUIRED',
      'zh-CN',
    );
  });

  it('answers a signed-in member without any chart permission', async () => {
    await createUser(ctx, 'maya', 'Member#2026');
    const member = await login(ctx.app, 'maya', 'Member#2026');
    const response = await get('/api/map/areaEntitys/0', { authorization: member });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /geo/{areaCode}_full.json', () => {
  it('serves the China map with one feature per province, each carrying its adcode', async () => {
    const china = await geo('100000');
    expect(china.type).toBe('FeatureCollection');
    expect(china.features).toHaveLength(34);
    const codes = new Set(china.features.map((f) => f.properties.adcode));
    for (const [code] of demoProvinces) expect(codes, code).toContain(code);
    expect(china.features.find((f) => f.properties.adcode === '110000')?.properties).toMatchObject({
      name: '北京市',
      name_en: 'Beijing',
    });
  });

  it("matches every demo city's code to a feature of its province's map", async () => {
    const municipalities = new Set(['110000', '120000', '310000', '500000']);
    for (const [, provinceCode, city, cityCode] of DEMO_CITIES) {
      // The four municipalities are mapped by district; their one demo "city" is the whole map.
      if (municipalities.has(provinceCode)) continue;
      const province = await geo(provinceCode);
      const feature = province.features.find((f) => f.properties.adcode === cityCode);
      expect(feature?.properties.name, `${city} ${cityCode}`).toBe(city);
    }
  });

  it('serves the world with ISO 3166 codes and names in three languages', async () => {
    const world = await geo('world');
    expect(world.features.length).toBeGreaterThan(200);
    expect(world.features.find((f) => f.properties.adcode === 'FR')?.properties).toMatchObject({
      name: '法国',
      name_en: 'France',
    });
  });

  it('answers JSON with a long private cache, an ETag, and 304 when the ETag is sent back', async () => {
    const first = await get('/geo/440000_full.json');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('private, max-age=604800');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/geo/440000_full.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gzips the GeoJSON for a client that accepts it', async () => {
    const plain = await get('/geo/100000_full.json');
    const zipped = await get('/geo/100000_full.json', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers MAP_AREA_NOT_FOUND, localised, for an area without a map', async () => {
    for (const code of ['999999', '440100', 'WORLD', 'CN']) {
      const response = await get(`/geo/${code}_full.json`, { 'accept-language': 'zh-TW' });
      const envelope = expectError(response, 404, 'MAP_AREA_NOT_FOUND');
      expect(envelope.message).toBe(messageFor('MAP_AREA_NOT_FOUND', 'zh-TW'));
    }
  });

  it('never reads a file from a path trick, a NUL or a very long code (SECURITY A4)', async () => {
    const tricks = [
      '/geo/..%2f..%2fpackage.json',
      '/geo/..%2fareas.json',
      '/geo/areas_full.json',
      '/geo/%2e%2e%2fsrc%2fmain.ts',
      '/geo/100000_full.json%00',
      '/geo/100000%00_full.json',
      '/geo/..%5c100000_full.json',
      '/geo/100000_full.JSON',
      '/geo/100000_full.json/',
      '/geo//100000_full.json',
      `/geo/${'1'.repeat(5000)}_full.json`,
    ];
    for (const url of tricks) {
      const response = await get(url);
      expect([400, 404, 414], url).toContain(response.statusCode);
      expect(response.body, url).not.toMatch(/FeatureCollection|"dependencies"/);
    }
  });

  it('refuses an anonymous caller, even for a known area', async () => {
    expectUnauthenticated(
      await ctx.app.inject({
        method: 'GET',
        url: '/geo/100000_full.json',
        headers: { 'accept-language': 'en' },
      }),
      'invalid',
      'AUTH_REQUIRED',
      'en',
    );
  });
});
