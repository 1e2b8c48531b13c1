// Charts end to end through the HTTP routes (issue 8 parts 1, 2, 5): the tree, saving,
// copying, the folder advice and getData over the demo dataset in the embedded warehouse.
import type { ChartTreeNode, ChartView } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers.js';
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
    expect(answer.data.series.map((s) => s.name)).toEqual(['销售额', '数量']);
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
});
