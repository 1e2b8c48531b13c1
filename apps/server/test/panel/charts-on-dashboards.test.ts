// Charts placed on dashboards (issue 9 parts 5, 7, 8): who may place which chart, reading a
// chart's data through a dashboard, deleting a placed chart, the folder advice, and the
// first-start demo dashboard over the demo charts.
import { loadAccess } from '../../src/auth/access.js';
import {
  GRANT_LEVELS,
  chartIdsOf,
  parsePanelData,
  type CanvasComponent,
  type ChartViewWithData,
  type PanelTreeNode,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../src/auth/grants.js';
import { DEMO_CHART_TITLES } from '../../src/demo/chart-titles.js';
import { dashboardReach } from '../../src/panel/chart-refs.js';
import { storedDocument, writeNextVersion } from '../../src/panel/store.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { createUserInNewOrg, dataOf, revokeGrant } from '../datasource/support.js';
import { expectLocalisedError } from '../security/support.js';
import { axis, demoDataset, saveChart } from '../chart/support.js';
import {
  chartComponent,
  createPanel,
  demoCharts,
  documentSave,
  findOne,
  flatten,
  panelClient,
  panelTree,
  snapshot,
  textComponent,
  type PanelApi,
} from './support.js';

/** A role holding the dashboard capability but no chart capability (a dashboard designer). */
async function createDesignerRole(ctx: TestContext): Promise<void> {
  const role = await ctx.services.db
    .insertInto('roles')
    .values({
      org_id: null,
      code: 'designer',
      name: 'Designer',
      description: null,
      builtin: 0,
      create_time: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.services.db
    .insertInto('role_menus')
    .values([1, 4, 101].map((menu_id) => ({ role_id: role.id, menu_id })))
    .execute();
}

describe('charts on dashboards', () => {
  let ctx: TestContext;
  let admin: PanelApi;
  let member: PanelApi;
  let designer: PanelApi;
  let designerId: number;
  let demo: Awaited<ReturnType<typeof demoDataset>>;

  const newChart = async (title: string) =>
    (
      await saveChart(admin, {
        title,
        tableId: demo.id,
        type: 'text',
        yaxis: [axis(demo.field('amount'))],
      })
    ).id;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = panelClient(ctx, await login(ctx.app));
    await createUser(ctx, 'mia', 'Member#2026');
    member = panelClient(ctx, await login(ctx.app, 'mia', 'Member#2026'));
    await createDesignerRole(ctx);
    designerId = await createUser(ctx, 'dina', 'Designer#2026', 'designer');
    designer = panelClient(ctx, await login(ctx.app, 'dina', 'Designer#2026'));
    demo = await demoDataset(admin);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('has a "Sales overview" dashboard over the demo charts in a "Demo" folder on first start', async () => {
    const demoFolder = (await panelTree(member)).find((n) => n.name === 'Demo');
    // The member reads English (issue 19: demo objects are named in the reader's language).
    const board = demoFolder?.children.find((n) => n.name === 'Sales overview') as PanelTreeNode;
    expect(board).toMatchObject({ nodeType: 'panel', permission: 'view' });
    const detail = await findOne(admin, board.id);
    expect(detail).toMatchObject({ permission: 'manage', version: 1, createBy: 'Administrator' });
    const components = parsePanelData(detail.panelData);
    expect(components).toBeDefined();
    const charts = await demoCharts(admin);
    const titles = DEMO_CHART_TITLES['zh-CN'];
    const expected = [
      titles.totalSales,
      titles.totalProfit,
      titles.orderCount,
      titles.map,
      titles.trend,
      titles.categoryPie,
      titles.topCities,
      titles.detail,
    ].map((t) => charts.get(t));
    expect(chartIdsOf(components ?? [])).toEqual(expected);
    const placed = await ctx.services.db
      .selectFrom('panel_charts')
      .select('chart_id')
      .where('panel_id', '=', board.id)
      .execute();
    expect(placed.map((r) => r.chart_id).sort()).toEqual([...expected].sort());
    // A member sees its charts' data (here through their own 'use' on the demo charts).
    const totalSales = charts.get(titles.totalSales) as string;
    const data = dataOf<ChartViewWithData>(
      await member.post(`/chart/view/getData/${totalSales}`, {}),
    );
    expect(data.data.series.length).toBeGreaterThan(0);
  });

  it('lets a member with no grant on a chart read its data through a dashboard they view, and not without it', async () => {
    const chart = await newChart('Only through a dashboard');
    await revokeGrant(ctx.services.db, 'chart', chart, 'org', 1);
    expectLocalisedError(
      await member.post(`/chart/view/getData/${chart}`, {}),
      404,
      'NOT_FOUND',
      'en',
    );
    const board = await createPanel(admin, 'Carrier', {
      panelStyle: '{}',
      panelData: JSON.stringify([chartComponent('c1', chart)]),
    });
    const data = dataOf<ChartViewWithData>(await member.post(`/chart/view/getData/${chart}`, {}));
    expect(data.id).toBe(chart);
    expect(data.data.series.length).toBeGreaterThan(0);
    // The chart definition itself stays out of reach: only its data comes with the dashboard.
    expectLocalisedError(
      await member.post(`/chart/view/getOneWithPermission/${chart}`),
      404,
      'NOT_FOUND',
      'en',
    );
    // Take the dashboard away and the chart is out of reach again.
    await revokeGrant(ctx.services.db, 'panel', board.id, 'org', 1);
    expectLocalisedError(
      await member.post(`/chart/view/getData/${chart}`, {}),
      404,
      'NOT_FOUND',
      'en',
    );
  });

  it('still refuses a member who only views a chart and no dashboard places it (403, as before)', async () => {
    const chart = await newChart('Viewed only');
    await revokeGrant(ctx.services.db, 'chart', chart, 'org', 1);
    const mia = await ctx.services.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'mia')
      .executeTakeFirstOrThrow();
    await grant(ctx.services.db, 'chart', chart, 'user', mia.id, GRANT_LEVELS.view);
    expectLocalisedError(
      await member.post(`/chart/view/getData/${chart}`, {}),
      403,
      'FORBIDDEN',
      'en',
    );
  });

  it('places only charts the designer may use: unknown or unseen → 404, viewed only → 403 naming them', async () => {
    const board = await createPanel(designer, 'Designer board');
    const unseen = await newChart('Unseen chart');
    await revokeGrant(ctx.services.db, 'chart', unseen, 'org', 1);
    const viewed = await newChart('Viewed chart');
    await revokeGrant(ctx.services.db, 'chart', viewed, 'org', 1);
    await grant(ctx.services.db, 'chart', viewed, 'user', designerId, GRANT_LEVELS.view);
    const before = [await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_charts')];
    const save = (viewId: string) =>
      designer.post(
        '/panel/group/save',
        documentSave(board.id, 1, [chartComponent('c', viewId)], 'Designer board'),
        'zh-CN',
      );
    expectLocalisedError(await save('f'.repeat(32)), 404, 'NOT_FOUND', 'zh-CN');
    expectLocalisedError(await save(unseen), 404, 'NOT_FOUND', 'zh-CN');
    expectLocalisedError(await save(viewed), 403, 'PANEL_CHART_NOT_USABLE', 'zh-CN', {
      names: 'Viewed chart',
    });
    expect([await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_charts')]).toEqual(before);
    await grant(ctx.services.db, 'chart', viewed, 'user', designerId, GRANT_LEVELS.use);
    expect(dataOf<{ version: number }>(await save(viewed)).version).toBe(2);
  });

  it('lets a designer keep a chart someone else placed, though they could not place it themselves', async () => {
    const chart = await newChart('Placed by the admin');
    await revokeGrant(ctx.services.db, 'chart', chart, 'org', 1);
    const board = await createPanel(admin, 'Shared board', {
      panelStyle: '{}',
      panelData: JSON.stringify([chartComponent('c', chart)]),
    });
    const kept = [chartComponent('c', chart), textComponent('t', 'Note')];
    expect(
      dataOf<{ version: number }>(
        await designer.post('/panel/group/save', documentSave(board.id, 1, kept, 'Shared board')),
      ).version,
    ).toBe(2);
  });

  it('refuses to delete a chart a dashboard places, naming the dashboards, until it is taken off', async () => {
    const chart = await newChart('In use');
    const a = await createPanel(admin, 'Board A', {
      panelStyle: '{}',
      panelData: JSON.stringify([chartComponent('c', chart)]),
    });
    await createPanel(admin, 'Board B', {
      panelStyle: '{}',
      panelData: JSON.stringify([
        {
          id: 'g',
          component: 'group',
          style: { width: 10, height: 10, top: 0, left: 0 },
          propValue: [chartComponent('c', chart)],
        },
      ]),
    });
    expectLocalisedError(
      await admin.post(`/chart/view/delete/${chart}`),
      409,
      'CHART_IN_USE',
      'en',
      {
        names: 'Board A, Board B',
      },
    );
    expect(
      await ctx.services.db.selectFrom('charts').select('id').where('id', '=', chart).execute(),
    ).toHaveLength(1);
    await admin.post('/panel/group/save', documentSave(a.id, 1, [], 'Board A'));
    expectLocalisedError(
      await admin.post(`/chart/view/delete/${chart}`, undefined, 'zh-TW'),
      409,
      'CHART_IN_USE',
      'zh-TW',
      {
        names: 'Board B',
      },
    );
  });

  it('advises the folder of the latest chart a dashboard places, null for one placing none', async () => {
    const folder = dataOf<{ id: string }>(
      await admin.post('/chart/group/save', { name: 'Advice charts' }),
    );
    const first = await newChart('Advice first');
    const second = (
      await saveChart(admin, {
        title: 'Advice second',
        sceneId: folder.id,
        tableId: demo.id,
        type: 'text',
        yaxis: [axis(demo.field('amount'))],
      })
    ).id;
    const board = await createPanel(admin, 'Advice board', {
      panelStyle: '{}',
      panelData: JSON.stringify([chartComponent('a', first), chartComponent('b', second)]),
    });
    expect(dataOf(await admin.get(`/chart/view/searchAdviceSceneId/${board.id}`))).toBe(folder.id);
    const empty = await createPanel(admin, 'Empty advice board');
    expect(dataOf(await admin.get(`/chart/view/searchAdviceSceneId/${empty.id}`))).toBeNull();
    // Another organisation's dashboard id is no dashboard to them: their own fallback applies.
    await createUserInNewOrg(ctx, 'other_admin', 'Other#Pass2026', 'org_admin');
    const other = panelClient(ctx, await login(ctx.app, 'other_admin', 'Other#Pass2026'));
    expect(dataOf(await other.get(`/chart/view/searchAdviceSceneId/${board.id}`))).toBeNull();
  });

  it('lets a share-link visitor reach exactly the charts its own dashboard places (the seam the share-link issue uses)', async () => {
    const chart = await newChart('Linked chart');
    const board = await createPanel(admin, 'Linked board', {
      panelStyle: '{}',
      panelData: JSON.stringify([chartComponent('c', chart)]),
    });
    const other = await createPanel(admin, 'Unlinked board');
    const reach = dashboardReach(ctx.services.db, ctx.app.resources);
    const owner = await loadAccess(ctx.services.db, 1, 'j');
    if (!owner) throw new Error('no administrator');
    const link = (panelId: string, orgId = 1) =>
      ({ kind: 'link', linkId: 'l', orgId, panelId, owner }) as const;
    expect(await reach(link(board.id), chart)).toBe(true);
    expect(await reach(link(other.id), chart)).toBe(false);
    expect(await reach(link(board.id, 999), chart)).toBe(false);
    const demoChart = [...(await demoCharts(admin)).values()][0] as string;
    expect(await reach(link(board.id), demoChart)).toBe(false);
  });

  it('fails a save whose newly placed chart was deleted after the check, changing nothing', async () => {
    // The chart check runs before the write's transaction; the write checks again inside it.
    const board = await createPanel(admin, 'Race board');
    const before = [await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_versions')];
    const doc = storedDocument('{}', [
      chartComponent('c', 'e'.repeat(32)) as unknown as CanvasComponent,
    ]);
    await expect(
      writeNextVersion(
        ctx.services.db,
        { id: board.id, expected: 1, name: 'Race board', parent: '' },
        { ...doc, added: doc.chartIds },
        { orgId: 1, deptId: 1, userId: 1, now: Date.now() },
      ),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect([await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_versions')]).toEqual(before);
  });

  it('lists the dashboards a designer made with manage, others at the level granted', async () => {
    const mine = flatten(await panelTree(designer)).find((n) => n.name === 'Designer board');
    expect(mine?.permission).toBe('manage');
  });
});
