// The demo charts of first start (issue 8 part 8) and what a failed chart query says: a
// localised message, never SQL or driver text (SPEC §7 "default error hidden").
import type { ChartTreeNode, ChartViewWithData } from '@tessera/contracts';
import { CHART_TYPES } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers.js';
import {
  client,
  createPostgresDatabase,
  dataOf,
  serviceAvailable,
  type ThrowawayDatabase,
} from '../datasource/support.js';
import { expectLocalisedError } from '../security/support.js';
import { addSource, addTableDataset } from '../dataset/support.js';
import { prepareDemoCharts } from '../../src/chart/demo.js';
import {
  axis,
  createChartTestContext,
  saveChart,
  type Api,
  type ChartTestContext,
} from './support.js';

describe('demo charts', () => {
  let ctx: ChartTestContext;
  let api: Api;

  beforeAll(async () => {
    ctx = await createChartTestContext();
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('puts every chart type over "Demo sales" in a "Demo" folder, titled in the reader language, each with data', async () => {
    const tree = dataOf<ChartTreeNode[]>(await api.post('/chart/group/tree', {}));
    const folder = tree.find((n) => n.name === 'Demo' && n.nodeType === 'folder');
    const charts = folder?.children ?? [];
    expect(new Set(charts.map((c) => c.type))).toEqual(new Set(CHART_TYPES));
    expect(charts.map((c) => c.name)).toContain('Sales by province');
    for (const chart of charts) {
      const answer = dataOf<ChartViewWithData>(
        await api.post(`/chart/view/getData/${chart.id}`, {}),
      );
      expect(answer.tableName, chart.name).toBe('Demo sales');
      expect(answer.data.tableRow.length, chart.name).toBeGreaterThan(0);
    }
    const map = charts.find((c) => c.type === 'map') as ChartTreeNode;
    const mapView = dataOf<ChartViewWithData>(await api.post(`/chart/view/getData/${map.id}`, {}));
    expect(mapView.customAttr.areaCode).toBe('100000');
    expect(mapView.data.x.every((code) => /^\d{6}$/.test(code))).toBe(true);
    const top = charts.find((c) => c.name === 'Top 10 cities by sales') as ChartTreeNode;
    const topView = dataOf<ChartViewWithData>(await api.post(`/chart/view/getData/${top.id}`, {}));
    expect(topView.data.x).toHaveLength(10);
  });

  it('makes them once: a second start adds nothing', async () => {
    await prepareDemoCharts(ctx.services.db);
    const folders = await ctx.services.db
      .selectFrom('chart_groups')
      .select('id')
      .where('name', '=', 'Demo')
      .execute();
    expect(folders).toHaveLength(1);
  });
});

describe.runIf(await serviceAvailable('postgresql'))('a failed chart query', () => {
  let ctx: ChartTestContext;
  let api: Api;
  let pgDb: ThrowawayDatabase;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase([
      'CREATE TABLE sales (region text, amount numeric(10,2))',
      "INSERT INTO sales VALUES ('north', 10), ('south', 20)",
    ]);
    ctx = await createChartTestContext();
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    await pgDb?.drop();
  });

  it('answers CHART_DATA_FAILED in the caller’s language with no SQL text', async () => {
    const source = await addSource(api, pgDb, 'Sales database');
    const dataset = await addTableDataset(api, source.id, 'sales', 'Sales');
    const fields = dataOf<{ id: string; originName: string }[]>(
      await api.post(`/dataset/field/list/${dataset.id}`),
    );
    const field = (name: string) => fields.find((f) => f.originName === name)?.id as string;
    const { id } = await saveChart(api, {
      title: 'Regions',
      tableId: dataset.id,
      type: 'bar',
      xaxis: [axis(field('region'), { sort: 'asc' })],
      yaxis: [axis(field('amount'))],
    });
    const before = dataOf<ChartViewWithData>(await api.post(`/chart/view/getData/${id}`, {}));
    expect(before.data.series[0]?.data).toEqual([10, 20]);
    await pgDb.exec(['DROP TABLE sales']);
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      const response = await api.post(`/chart/view/getData/${id}`, { refresh: true }, language);
      expectLocalisedError(response, 502, 'CHART_DATA_FAILED', language);
      expect(response.body).not.toMatch(/sales|relation|"region"/i);
    }
  });
});
