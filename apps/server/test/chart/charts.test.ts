// Charts end to end through the HTTP routes (issue 8 parts 1, 2, 5): the tree, saving,
// copying, the folder advice and getData over the demo dataset in the embedded warehouse.
import type { ChartTreeNode, ChartView } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import { client, dataOf } from '../datasource/support.js';
import {
  axis,
  createChartTestContext,
  demoDataset,
  findChartNode,
  getData,
  saveChart,
  type Api,
  type ChartTestContext,
} from './support.js';

describe('charts over the HTTP API', () => {
  let ctx: ChartTestContext;
  let api: Api;
  let demo: Awaited<ReturnType<typeof demoDataset>>;

  beforeAll(async () => {
    ctx = await createChartTestContext();
    api = client(ctx, await login(ctx.app));
    demo = await demoDataset(api);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const tree = async (keyword?: string) =>
    dataOf<ChartTreeNode[]>(await api.post('/chart/group/tree', keyword ? { keyword } : {}));

  it('saves a chart in a folder, shows it in the tree and reads it back with its permission', async () => {
    const folder = dataOf<{ id: string }>(
      await api.post('/chart/group/save', { name: 'Sales charts' }),
    );
    const saved = await saveChart(api, {
      title: 'By category',
      sceneId: folder.id,
      tableId: demo.id,
      type: 'bar',
      xaxis: [axis(demo.field('category'))],
      yaxis: [axis(demo.field('amount'))],
    });
    expect(saved.version).toBe(1);
    const node = findChartNode(await tree(), 'Sales charts');
    expect(node?.children).toEqual([
      expect.objectContaining({
        id: saved.id,
        name: 'By category',
        nodeType: 'chart',
        type: 'bar',
      }),
    ]);
    const view = dataOf<ChartView>(await api.post(`/chart/view/getOneWithPermission/${saved.id}`));
    expect(view).toMatchObject({
      title: 'By category',
      sceneId: folder.id,
      tableId: demo.id,
      tableName: 'Demo sales',
      permission: 'manage',
      version: 1,
    });
    // A keyword keeps the match with its ancestors.
    const found = await tree('categ');
    expect(found.map((n) => n.name)).toContain('Sales charts');
    expect(findChartNode(found, 'By category')).toBeDefined();
  });

  it('reads bar data: x labels and one series per measure, numbers as numbers', async () => {
    const { id } = await saveChart(api, {
      title: 'Bar data',
      tableId: demo.id,
      type: 'bar',
      xaxis: [axis(demo.field('category'), { sort: 'asc' })],
      yaxis: [axis(demo.field('amount')), axis(demo.field('quantity'), { aggregation: 'count' })],
    });
    const answer = await getData(api, id);
    expect(answer.data.x.length).toBeGreaterThan(1);
    expect([...answer.data.x].sort()).toEqual(answer.data.x);
    // The demo fields' names in the reader's language (issue 19).
    expect(answer.data.series.map((s) => s.name)).toEqual(['Sales', 'Quantity']);
    const counts = answer.data.series[1]?.data ?? [];
    expect(counts.every((n) => typeof n === 'number')).toBe(true);
    expect(counts.reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(2_000);
    expect(answer.data.fields.map((f) => [f.key, f.role])).toEqual([
      ['d0', 'dimension'],
      ['m0', 'measure'],
      ['m1', 'measure'],
    ]);
    expect(answer.drill).toBe(false);
    expect(answer.data.cached).toBe(false);
  });

  it('refuses a title that is empty or longer than 50 characters (SPEC §5)', async () => {
    for (const title of ['', 'x'.repeat(51)]) {
      const response = await api.post('/chart/view/save', {
        title,
        tableId: demo.id,
        type: 'table',
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('updates with the loaded version and refuses a stale one (409)', async () => {
    const body = {
      title: 'Versioned',
      tableId: demo.id,
      type: 'pie' as const,
      xaxis: [axis(demo.field('channel'))],
      yaxis: [axis(demo.field('amount'))],
    };
    const { id } = await saveChart(api, body);
    const second = await saveChart(api, { ...body, id, version: 1, type: 'pie-rose' });
    expect(second).toEqual({ id, version: 2 });
    expectLocalisedError(
      await api.post('/chart/view/save', { ...body, id, version: 1 }),
      409,
      'CHART_VERSION_CONFLICT',
      'en',
    );
    const view = dataOf<ChartView>(await api.post(`/chart/view/getOneWithPermission/${id}`));
    expect(view).toMatchObject({ type: 'pie-rose', version: 2 });
  });

  it('refuses a name (or a look-alike) taken among its siblings, and fields not in the dataset', async () => {
    const body = { tableId: demo.id, type: 'text' as const, yaxis: [axis(demo.field('amount'))] };
    await saveChart(api, { ...body, title: 'Revenue' });
    expectLocalisedError(
      await api.post('/chart/view/save', { ...body, title: 'Rеvenue' }), // Cyrillic е
      400,
      'CHART_NAME_TAKEN',
      'en',
    );
    expectLocalisedError(
      await api.post('/chart/view/save', {
        ...body,
        title: 'Missing field',
        yaxis: [axis('00000000000000000000000000000000')],
      }),
      400,
      'CHART_FIELD_MISSING',
      'en',
    );
  });

  it('moves and renames a chart through the tree, refuses folder cycles and non-empty deletes', async () => {
    const outer = dataOf<{ id: string }>(await api.post('/chart/group/save', { name: 'Outer' }));
    const inner = dataOf<{ id: string }>(
      await api.post('/chart/group/save', { name: 'Inner', pid: outer.id }),
    );
    expectLocalisedError(
      await api.post('/chart/group/save', { id: outer.id, name: 'Outer', pid: inner.id }),
      400,
      'CHART_FOLDER_CYCLE',
      'en',
    );
    const { id } = await saveChart(api, {
      title: 'Mover',
      tableId: demo.id,
      type: 'text',
      yaxis: [axis(demo.field('amount'))],
    });
    dataOf(
      await api.post('/chart/group/save', { id, nodeType: 'chart', name: 'Moved', pid: inner.id }),
    );
    const view = dataOf<ChartView>(await api.post(`/chart/view/getOneWithPermission/${id}`));
    expect(view).toMatchObject({ title: 'Moved', sceneId: inner.id, version: 2 });
    expectLocalisedError(
      await api.post(`/chart/group/delete/${inner.id}`),
      409,
      'CHART_FOLDER_NOT_EMPTY',
      'en',
    );
    dataOf(await api.post(`/chart/view/delete/${id}`));
    dataOf(await api.post(`/chart/group/delete/${inner.id}`));
    dataOf(await api.post(`/chart/group/delete/${outer.id}`));
    expect(findChartNode(await tree(), 'Outer')).toBeUndefined();
    expect((await api.post(`/chart/view/getOneWithPermission/${id}`)).statusCode).toBe(404);
  });

  it('copies a chart beside itself with a free title of at most 50 characters', async () => {
    const title = 'L'.repeat(50);
    const { id } = await saveChart(api, {
      title,
      tableId: demo.id,
      type: 'text',
      yaxis: [axis(demo.field('amount'))],
    });
    const first = dataOf<{ id: string }>(await api.post(`/chart/view/chartCopy/${id}`));
    const second = dataOf<{ id: string }>(await api.post(`/chart/view/chartCopy/${id}`));
    const titles = await Promise.all(
      [first.id, second.id].map(
        async (copy) =>
          dataOf<ChartView>(await api.post(`/chart/view/getOneWithPermission/${copy}`)).title,
      ),
    );
    expect(titles[0]).toBe(`${'L'.repeat(45)}-copy`);
    expect(titles[1]).toBe(`${'L'.repeat(44)}-copy2`);
    expect(titles.every((t) => [...t].length <= 50)).toBe(true);
  });

  it('advises the folder of the chart named, else of the caller’s latest chart, else the root', async () => {
    const folder = dataOf<{ id: string }>(await api.post('/chart/group/save', { name: 'Advice' }));
    const { id } = await saveChart(api, {
      title: 'Advised',
      sceneId: folder.id,
      tableId: demo.id,
      type: 'text',
      yaxis: [axis(demo.field('amount'))],
    });
    expect(dataOf(await api.get(`/chart/view/searchAdviceSceneId/${id}`))).toBe(folder.id);
    expect(dataOf(await api.get('/chart/view/searchAdviceSceneId/nothing'))).toBe(folder.id);
    await createUser(ctx, 'fresh_member', 'Member#Pass2026');
    const member = client(ctx, await login(ctx.app, 'fresh_member', 'Member#Pass2026'));
    expect(dataOf(await member.get('/chart/view/searchAdviceSceneId/nothing'))).toBeNull();
  });

  it('gives the organisation use: a member reads data but cannot change or delete the chart', async () => {
    const { id } = await saveChart(api, {
      title: 'Shared',
      tableId: demo.id,
      type: 'text',
      yaxis: [axis(demo.field('amount'))],
    });
    await createUser(ctx, 'reader_member', 'Member#Pass2026');
    const member = client(ctx, await login(ctx.app, 'reader_member', 'Member#Pass2026'));
    const view = dataOf<ChartView>(await member.post(`/chart/view/getOneWithPermission/${id}`));
    expect(view.permission).toBe('use');
    dataOf(await member.post(`/chart/view/getData/${id}`, {}));
    expect((await member.post(`/chart/view/delete/${id}`)).statusCode).toBe(403);
    expect(
      findChartNode(dataOf<ChartTreeNode[]>(await member.post('/chart/group/tree', {})), 'Shared'),
    ).toBeDefined();
  });
});

describe('a dataset charts read', () => {
  it('cannot be deleted while a chart reads it (409 naming the chart)', async () => {
    const ctx = await createChartTestContext();
    try {
      const api = client(ctx, await login(ctx.app));
      const demo = await demoDataset(api);
      await saveChart(api, {
        title: 'Keeps it',
        tableId: demo.id,
        type: 'text',
        yaxis: [axis(demo.field('amount'))],
      });
      const response = await api.post(`/dataset/table/delete/${demo.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({
        code: 'DATASET_IN_USE',
      });
      expect(response.json<{ message: string }>().message).toContain('Keeps it');
    } finally {
      await ctx.close();
    }
  });
});
