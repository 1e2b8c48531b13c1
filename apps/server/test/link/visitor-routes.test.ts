// Issue 23 part 3 / SECURITY B5: what a share link's visitor reaches besides its dashboard's
// document and chart data — its widgets' values, the map boundaries, its pictures and the
// dashboard's name — and that it reaches nothing else: every other field, picture and dashboard
// is not found, every route not declared for visitors refuses the token.
import {
  type AreaEntity,
  type LinkInfo,
  type LinkResourceDetail,
  type PanelImageUploaded,
} from '@tessera/contracts';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { dataOf } from '../datasource/support.js';
import { selectWidget } from '../interaction/support.js';
import { PNG_1x1 } from '../panel/pictures.js';
import { chartComponent, createPanel, panelClient, type PanelApi } from '../panel/support.js';
import { expectError } from '../security/support.js';
import { linkToken, ruledCreator, visit, type VisitOptions } from './support.js';

let ctx: TestContext;
/** The system administrator: sees every row. */
let admin: PanelApi;
/** The link's creator: an organisation administrator with a row rule of her own. */
let olga: PanelApi;
let board: string;
let otherBoard: string;
let datasetId: string;
let province: string;
let city: string;
const pictures: Record<'shown' | 'background' | 'elsewhere', string> = {
  shown: '',
  background: '',
  elsewhere: '',
};
let token: string;

const asVisitor = (url: string, payload: unknown = {}, options: VisitOptions = {}) =>
  visit(ctx.app, url, payload, { token, ...options });
const get = (url: string, options: VisitOptions = {}) =>
  asVisitor(url, undefined, { method: 'GET', ...options });
const picture = (name: keyof typeof pictures) => `/panel/image/${pictures[name]}`;
const valuesOf = (response: LightMyRequestResponse) => dataOf<(string | number)[]>(response);

const box = { width: 300, height: 100, top: 10, left: 20 };
const pictureComponent = (id: string, url: string) => ({
  id,
  component: 'picture',
  style: box,
  propValue: { url },
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = panelClient(ctx, await login(ctx.app));
  const member = await ruledCreator(ctx, admin);
  olga = member.olga;
  ({ datasetId, province, city } = member);
  const placed = member.placed;

  for (const name of Object.keys(pictures) as (keyof typeof pictures)[])
    pictures[name] = dataOf<PanelImageUploaded>(await olga.upload(PNG_1x1, `${name}.png`)).id;

  board = (
    await createPanel(olga, 'Olga’s board', {
      panelStyle: JSON.stringify({
        panel: { backgroundType: 'image', imageUrl: picture('background') },
      }),
      panelData: JSON.stringify([
        chartComponent('c', placed),
        selectWidget('w', datasetId, province),
        pictureComponent('p', picture('shown')),
      ]),
    })
  ).id;
  // Another dashboard of hers: its widget's field and its picture are not the link's.
  otherBoard = (
    await createPanel(olga, 'Olga’s other board', {
      panelStyle: '{}',
      panelData: JSON.stringify([
        selectWidget('w', datasetId, city),
        pictureComponent('p', picture('elsewhere')),
      ]),
    })
  ).id;
  const linkId = dataOf<LinkInfo>(await olga.post(`/api/link/currentGenerate/${board}`)).id;
  token = await linkToken(ctx.app, linkId);
});
afterAll(async () => ctx?.close());

describe('filter widget values (POST /dataset/field/multFieldValues)', () => {
  it('lists the values of the link’s widgets’ fields, under the creator’s row rules', async () => {
    const asked = { fieldIds: [province], panelId: board };
    expect(valuesOf(await asVisitor('/dataset/field/multFieldValues', asked))).toEqual(['浙江省']);
    // Without naming the dashboard too: a visitor asks through its own.
    expect(
      valuesOf(await asVisitor('/dataset/field/multFieldValues', { fieldIds: [province] })),
    ).toEqual(['浙江省']);
    // The administrator sees every province of the same field.
    expect(
      valuesOf(await admin.post('/dataset/field/multFieldValues', asked)).length,
    ).toBeGreaterThan(1);
  });

  it('finds no other field: one no widget of the link lists, another board’s, a mix', async () => {
    for (const body of [
      { fieldIds: [city] },
      { fieldIds: [city], panelId: otherBoard },
      { fieldIds: [province, city], panelId: board },
      { fieldIds: ['nope'] },
    ])
      expectError(await asVisitor('/dataset/field/multFieldValues', body), 404, 'NOT_FOUND');
  });

  it('refuses a call without a token or with a forged one', async () => {
    const body = { fieldIds: [province], panelId: board };
    expectError(
      await asVisitor('/dataset/field/multFieldValues', body, { token: undefined }),
      401,
      'AUTH_REQUIRED',
    );
    expectError(
      await asVisitor('/dataset/field/multFieldValues', body, { token: `${token}x` }),
      401,
      'AUTH_TOKEN_INVALID',
    );
  });
});

describe('map boundaries (GET /api/map/areaEntitys/0, GET /geo/{code}_full.json)', () => {
  it('answers the area tree and an area’s boundaries to a visitor', async () => {
    const tree = await get('/api/map/areaEntitys/0');
    expect(tree.statusCode).toBe(200);
    expect(dataOf<AreaEntity>(tree).children.length).toBeGreaterThan(0);
    const geo = await get('/geo/440000_full.json');
    expect(geo.statusCode).toBe(200);
    expect(geo.json<{ type: string }>().type).toBe('FeatureCollection');
  });

  it('refuses them without a token or with a forged one', async () => {
    for (const url of ['/api/map/areaEntitys/0', '/geo/440000_full.json']) {
      expectError(await get(url, { token: undefined }), 401, 'AUTH_REQUIRED');
      expectError(await get(url, { token: `${token}x` }), 401, 'AUTH_TOKEN_INVALID');
    }
  });
});

describe('pictures (GET /panel/image/{id})', () => {
  it('serves the pictures the link’s dashboard shows: a component’s and the background', async () => {
    for (const name of ['shown', 'background'] as const) {
      const served = await get(picture(name));
      expect(served.statusCode, name).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
    }
  });

  it('finds no other picture, though the creator’s own', async () => {
    expect((await olga.image(pictures.elsewhere)).statusCode).toBe(200);
    expectError(await get(picture('elsewhere')), 404, 'NOT_FOUND');
    expectError(await get('/panel/image/0123456789abcdef0123456789abcdef'), 404, 'NOT_FOUND');
    expectError(await get('/panel/image/..%2f..%2fetc'), 404, 'NOT_FOUND');
  });

  it('refuses a call without a token or with a forged one', async () => {
    expectError(await get(picture('shown'), { token: undefined }), 401, 'AUTH_REQUIRED');
    expectError(await get(picture('shown'), { token: `${token}x` }), 401, 'AUTH_TOKEN_INVALID');
  });
});

describe('the dashboard’s name (POST /api/link/resourceDetail/{id})', () => {
  it('names the link’s dashboard, and finds no other', async () => {
    expect(
      dataOf<LinkResourceDetail>(await asVisitor(`/api/link/resourceDetail/${board}`)),
    ).toEqual({ id: board, name: 'Olga’s board' });
    expectError(await asVisitor(`/api/link/resourceDetail/${otherBoard}`), 404, 'NOT_FOUND');
    expectError(
      await asVisitor(`/api/link/resourceDetail/${board}`, {}, { token: undefined }),
      401,
      'AUTH_REQUIRED',
    );
    expectError(
      await asVisitor(`/api/link/resourceDetail/${board}`, {}, { token: `${token}x` }),
      401,
      'AUTH_TOKEN_INVALID',
    );
  });

  it('names it to a signed-in reader of the dashboard too', async () => {
    expect(
      dataOf<LinkResourceDetail>(await olga.post(`/api/link/resourceDetail/${board}`)).name,
    ).toBe('Olga’s board');
  });
});

describe('every other route (SECURITY B5)', () => {
  /** The routes a visitor's token opens: a deliberate list, so a new one is a decision. */
  const VISITOR_ROUTES = [
    'GET /api/map/areaEntitys/0',
    'GET /geo/:file',
    'GET /panel/image/:id',
    'POST /api/link/chart/export/:id',
    'POST /api/link/chart/getData/:id',
    'POST /api/link/dashboardExported',
    'POST /api/link/resourceDetail/:resourceId',
    'POST /api/link/viewDetail/:id',
    'POST /dataset/field/multFieldValues',
  ];
  const routes = () =>
    ctx.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/') && !r.public);

  it('admits visitors on exactly the dashboard runtime’s routes', () => {
    const admitting = routes()
      .filter((r) => 'link' in r.access && r.access.link === true)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(admitting).toEqual(VISITOR_ROUTES);
  });

  it('answers 401 to a valid link token on every route not declared for visitors', async () => {
    const refused: string[] = [];
    let walked = 0;
    for (const route of routes()) {
      if (VISITOR_ROUTES.includes(`${route.method} ${route.url}`)) continue;
      const url = route.url.replace(/:(\w+)/g, (_whole, name: string) =>
        name === 'lang' ? 'en' : /id$/i.test(name) ? board : 'x',
      );
      const response = await visit(
        ctx.app,
        url,
        {},
        {
          token,
          method: route.method as HTTPMethods,
        },
      );
      walked += 1;
      if (response.statusCode !== 401)
        refused.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
    expect(walked).toBe(routes().length - VISITOR_ROUTES.length);
    // The token itself is good: the same visitor opens its dashboard.
    expect((await asVisitor(`/api/link/viewDetail/${board}`)).statusCode).toBe(200);
  });
});
