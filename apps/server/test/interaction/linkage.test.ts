// Linkage (issue 10; SPEC §2 "linkage" on a chart point, §3 linkageFilters): kept in the
// dashboard's saved canvas style, read by its viewers, replaced per source chart by its
// managers as a new version (a stale version is 409 and changes nothing). SECURITY B1, E4.
import type {
  LinkageGatherEntry,
  PanelDetail,
  PanelLinkageInfo,
  PanelSaved,
} from '@tessera/contracts';
import { parsePanelStyle } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { demoDataset } from '../chart/support.js';
import { chartComponent, demoCharts, panelClient } from '../panel/support.js';
import { expectLocalisedError } from '../security/support.js';
import { ODD_CSV, createBoard, fieldsOf, rawPost, uploadDataset, type Api } from './support.js';

describe('linkage', () => {
  let ctx: TestContext;
  let admin: Api;
  let adminToken: string;
  let charts: string[];
  let outside: string;
  let province: string;
  let city: string;
  let foreignField: string;
  let board: PanelSaved;

  const findOne = async (api: Api, id: string) =>
    dataOf<PanelDetail>(await api.get(`/panel/group/findOne/${id}`));
  const info = async (api: Api, id: string) =>
    dataOf<PanelLinkageInfo>(await api.post(`/linkage/getPanelAllLinkageInfo/${id}`));
  const gather = (api: Api, body: unknown) => api.post('/linkage/getViewLinkageGather', body);
  const save = (api: Api, body: unknown, language?: 'en' | 'zh-CN' | 'zh-TW') =>
    api.post('/linkage/saveLinkage', body, language);

  beforeAll(async () => {
    ctx = await createTestContext();
    adminToken = await login(ctx.app);
    admin = client(ctx, adminToken);
    const byTitle = await demoCharts(panelClient(ctx, adminToken));
    const ids = [...byTitle.values()];
    charts = ids.slice(0, 3);
    outside = ids[3] as string;
    const demo = await demoDataset(admin);
    province = demo.field('province');
    city = demo.field('city');
    const odd = await uploadDataset(ctx, adminToken, 'Odd names', ODD_CSV);
    foreignField = (await fieldsOf(admin, odd.id))('name');
    board = await createBoard(
      admin,
      'Linked',
      charts.map((id, i) => chartComponent(`c${i}`, id)),
    );
  });
  afterAll(async () => ctx?.close());

  it('saves a source chart’s links as a new version and reads them back', async () => {
    const [a, b, c] = charts as [string, string, string];
    expect(await info(admin, board.id)).toEqual({});
    const saved = dataOf<PanelSaved>(
      await save(admin, {
        panelId: board.id,
        version: board.version,
        sourceViewId: a,
        targets: [
          { targetViewId: b, fields: [{ sourceFieldId: province, targetFieldId: province }] },
          { targetViewId: c, fields: [{ sourceFieldId: city, targetFieldId: city }] },
        ],
      }),
    );
    expect(saved).toEqual({ id: board.id, version: board.version + 1 });
    board = saved;
    expect(await info(admin, board.id)).toEqual({ [a]: [b, c] });
    expect(
      dataOf<LinkageGatherEntry[]>(
        await gather(admin, { panelId: board.id, sourceViewId: a, targetViewIds: [b, c, outside] }),
      ),
    ).toEqual([
      {
        targetViewId: b,
        linkageActive: true,
        fields: [{ sourceFieldId: province, targetFieldId: province }],
      },
      {
        targetViewId: c,
        linkageActive: true,
        fields: [{ sourceFieldId: city, targetFieldId: city }],
      },
      { targetViewId: outside, linkageActive: false, fields: [] },
    ]);
    // The document itself holds them (the editor's undo/redo and history cover them).
    const detail = await findOne(admin, board.id);
    expect(detail.version).toBe(board.version);
    expect(parsePanelStyle(detail.panelStyle)?.linkage).toHaveLength(2);
    const history = dataOf<{ version: number }[]>(
      await admin.post(`/panel/version/list/${board.id}`),
    );
    expect(history.map((h) => h.version)).toEqual([board.version, board.version - 1]);

    // Another source's links sit beside them; saving a source again replaces only its own.
    board = dataOf<PanelSaved>(
      await save(admin, {
        panelId: board.id,
        version: board.version,
        sourceViewId: b,
        targets: [
          { targetViewId: a, fields: [{ sourceFieldId: province, targetFieldId: province }] },
        ],
      }),
    );
    board = dataOf<PanelSaved>(
      await save(admin, {
        panelId: board.id,
        version: board.version,
        sourceViewId: a,
        targets: [{ targetViewId: c, fields: [{ sourceFieldId: province, targetFieldId: city }] }],
      }),
    );
    expect(await info(admin, board.id)).toEqual({ [b]: [a], [a]: [c] });
    // An empty list removes a source's links.
    board = dataOf<PanelSaved>(
      await save(admin, {
        panelId: board.id,
        version: board.version,
        sourceViewId: b,
        targets: [],
      }),
    );
    expect(await info(admin, board.id)).toEqual({ [a]: [c] });
  });

  it('lets a viewer read the links but not save them', async () => {
    await createUser(ctx, 'vera', 'Viewer#2026', 'org_member');
    const viewer = client(ctx, await login(ctx.app, 'vera', 'Viewer#2026'));
    const [a, , c] = charts as [string, string, string];
    expect(await info(viewer, board.id)).toEqual({ [a]: [c] });
    const before = await findOne(admin, board.id);
    const response = await save(viewer, {
      panelId: board.id,
      version: board.version,
      sourceViewId: a,
      targets: [],
    });
    expect(response.statusCode).toBe(403);
    expect(await findOne(admin, board.id)).toEqual(before);
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const before = await findOne(admin, board.id);
    const [a, b] = charts as [string, string];
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const)
      expectLocalisedError(
        await save(
          admin,
          {
            panelId: board.id,
            version: board.version - 1,
            sourceViewId: a,
            targets: [{ targetViewId: b, fields: [{ sourceFieldId: city, targetFieldId: city }] }],
          },
          language,
        ),
        409,
        'PANEL_VERSION_CONFLICT',
        language,
      );
    expect(await findOne(admin, board.id)).toEqual(before);
  });

  it('refuses charts not on the dashboard and fields of another dataset with a localised 400', async () => {
    const before = await findOne(admin, board.id);
    const [a, b] = charts as [string, string];
    const pair = [{ sourceFieldId: province, targetFieldId: province }];
    const base = { panelId: board.id, version: board.version };
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      expectLocalisedError(
        await save(
          admin,
          { ...base, sourceViewId: a, targets: [{ targetViewId: outside, fields: pair }] },
          language,
        ),
        400,
        'LINKAGE_CHART_NOT_ON_PANEL',
        language,
      );
      expectLocalisedError(
        await save(
          admin,
          {
            ...base,
            sourceViewId: a,
            targets: [
              {
                targetViewId: b,
                fields: [{ sourceFieldId: province, targetFieldId: foreignField }],
              },
            ],
          },
          language,
        ),
        400,
        'LINKAGE_FIELD_INVALID',
        language,
      );
    }
    for (const targets of [
      [{ targetViewId: a, fields: pair }],
      [{ targetViewId: b, fields: [{ sourceFieldId: foreignField, targetFieldId: province }] }],
      [{ targetViewId: b, fields: [{ sourceFieldId: 'nope', targetFieldId: province }] }],
    ]) {
      const response = await save(admin, { ...base, sourceViewId: a, targets });
      expect(response.statusCode, response.body).toBe(400);
    }
    expectLocalisedError(
      await save(admin, { ...base, sourceViewId: outside, targets: [] }),
      400,
      'LINKAGE_CHART_NOT_ON_PANEL',
      'en',
    );
    // Malformed: a repeated target, no field pair, unknown keys.
    for (const body of [
      {
        ...base,
        sourceViewId: a,
        targets: [
          { targetViewId: b, fields: pair },
          { targetViewId: b, fields: pair },
        ],
      },
      { ...base, sourceViewId: a, targets: [{ targetViewId: b, fields: [] }] },
      { ...base, sourceViewId: a, targets: [], panelStyle: '{}' },
      { ...base, sourceViewId: a, targets: [{ targetViewId: b, fields: pair, sql: 'x' }] },
    ])
      expectLocalisedError(await save(admin, body), 400, 'VALIDATION_FAILED', 'en');
    expect(await findOne(admin, board.id)).toEqual(before);
  });

  it('B1: another organisation reaches no dashboard of ours on any linkage verb', async () => {
    await createUserInNewOrg(ctx, 'oleg', 'OtherOrg#2026', 'org_admin');
    const other = client(ctx, await login(ctx.app, 'oleg', 'OtherOrg#2026'));
    const before = await findOne(admin, board.id);
    const [a, b] = charts as [string, string];
    expectLocalisedError(
      await other.post(`/linkage/getPanelAllLinkageInfo/${board.id}`, undefined, 'zh-CN'),
      404,
      'NOT_FOUND',
      'zh-CN',
    );
    expectLocalisedError(
      await gather(other, { panelId: board.id, sourceViewId: a, targetViewIds: [b] }),
      404,
      'NOT_FOUND',
      'en',
    );
    expectLocalisedError(
      await save(other, {
        panelId: board.id,
        version: board.version,
        sourceViewId: a,
        targets: [],
      }),
      404,
      'NOT_FOUND',
      'en',
    );
    expectLocalisedError(
      await admin.post('/linkage/getPanelAllLinkageInfo/unknown-board'),
      404,
      'NOT_FOUND',
      'en',
    );
    expect(await findOne(admin, board.id)).toEqual(before);
  });

  it('refuses anonymous callers on every linkage verb', async () => {
    const [a] = charts as [string];
    for (const [url, payload] of [
      [`/linkage/getPanelAllLinkageInfo/${board.id}`, {}],
      ['/linkage/getViewLinkageGather', { panelId: board.id, sourceViewId: a, targetViewIds: [] }],
      [
        '/linkage/saveLinkage',
        { panelId: board.id, version: board.version, sourceViewId: a, targets: [] },
      ],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, url).toBe(401);
    }
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/linkage/'));
    expect(routes.map((r) => r.url).sort()).toEqual([
      '/linkage/getPanelAllLinkageInfo/:panelId',
      '/linkage/getViewLinkageGather',
      '/linkage/saveLinkage',
    ]);
    expect(routes.every((r) => !r.public && r.access.kind === 'object')).toBe(true);
  });

  it('E4: a 10 MB body is 413; a million targets are refused before any work', async () => {
    const [a] = charts as [string];
    const huge = JSON.stringify({
      panelId: board.id,
      version: board.version,
      sourceViewId: a,
      targets: [],
      pad: 'x'.repeat(10 * 1024 * 1024),
    });
    for (const url of ['/linkage/saveLinkage', '/linkage/getViewLinkageGather'])
      expectLocalisedError(
        await rawPost(ctx, adminToken, url, huge),
        413,
        'PAYLOAD_TOO_LARGE',
        'en',
      );
    const million = JSON.stringify({
      panelId: board.id,
      sourceViewId: a,
      targetViewIds: Array.from({ length: 1_000_001 }, () => 'a'),
    });
    expectLocalisedError(
      await rawPost(ctx, adminToken, '/linkage/getViewLinkageGather', million),
      413,
      'PAYLOAD_TOO_LARGE',
      'en',
    );
    // What fits the body limit is checked by the contract: at most 1,000 targets.
    expectLocalisedError(
      await gather(admin, {
        panelId: board.id,
        sourceViewId: a,
        targetViewIds: Array.from({ length: 1_001 }, () => a),
      }),
      400,
      'VALIDATION_FAILED',
      'en',
    );
  });
});
