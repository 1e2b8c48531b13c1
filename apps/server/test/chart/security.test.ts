// Bad inputs against the chart calls (SECURITY B1, B3, B4, C1, C2, C7, E1) and what a failed
// chart query may say: nothing internal.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChartTreeNode, ChartView, ChartViewWithData, DatasetView } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import { addTableDataset, warehouseOf } from '../dataset/support.js';
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

const XSS = '<img src=x onerror=alert(1)>';

describe('chart calls under hostile input', () => {
  let ctx: ChartTestContext;
  let api: Api;
  let demo: Awaited<ReturnType<typeof demoDataset>>;
  let chartId: string;

  beforeAll(async () => {
    ctx = await createChartTestContext();
    api = client(ctx, await login(ctx.app));
    demo = await demoDataset(api);
    chartId = (
      await saveChart(api, {
        title: 'By province',
        tableId: demo.id,
        type: 'bar',
        xaxis: [axis(demo.field('province'))],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
        drillFields: [axis(demo.field('province')), axis(demo.field('city'))],
      })
    ).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('B1: another organisation’s chart id is not found on every chart verb, like an unknown one', async () => {
    await createUserInNewOrg(ctx, 'other_admin', 'Other#Pass2026', 'org_admin');
    const other = client(ctx, await login(ctx.app, 'other_admin', 'Other#Pass2026'));
    for (const id of [chartId, 'f'.repeat(32)]) {
      for (const url of [
        `/chart/view/getOneWithPermission/${id}`,
        `/chart/view/getData/${id}`,
        `/chart/view/delete/${id}`,
        `/chart/view/chartCopy/${id}`,
      ])
        expectError(await other.post(url, {}), 404, 'NOT_FOUND');
      expectError(
        await other.post('/chart/group/save', { id, nodeType: 'chart', name: 'Mine now' }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await other.post('/chart/view/save', {
          id,
          title: 'Mine now',
          tableId: demo.id,
          type: 'text',
        }),
        404,
        'NOT_FOUND',
      );
      expect(dataOf(await other.get(`/chart/view/searchAdviceSceneId/${id}`))).toBeNull();
    }
    expectError(
      await other.post('/chart/view/previewData', {
        view: {
          title: 'Peek',
          tableId: demo.id,
          type: 'text',
          yaxis: [axis(demo.field('amount'))],
        },
      }),
      404,
      'NOT_FOUND',
    );
    expect(dataOf<ChartTreeNode[]>(await other.post('/chart/group/tree', {}))).toEqual([]);
    const view = dataOf<ChartView>(await api.post(`/chart/view/getOneWithPermission/${chartId}`));
    expect(view.title).toBe('By province');
  });

  it('B3: a row rule narrows getData and no filter, linkage or drill widens it', async () => {
    const all = await getData(api, chartId);
    const [mine, theirs] = all.data.x as [string, string];
    const province = demo.field('province');
    ctx.rules.rule = { kind: 'condition', fieldId: province, operator: 'eq', value: mine };
    try {
      expect((await getData(api, chartId)).data.x).toEqual([mine]);
      const widened = await getData(api, chartId, {
        filter: [{ fieldId: province, operator: 'ne', value: [mine] }],
        linkageFilters: [{ fieldId: province, value: [theirs] }],
      });
      expect(widened.data.x).toEqual([]);
      const drilled = await getData(api, chartId, {
        drill: [{ dimensionList: [{ fieldId: province, value: theirs }] }],
      });
      expect(drilled.data.x).toEqual([]);
      // An OR in the chart's own custom filter stays inside the rule too.
      const orChart = await saveChart(api, {
        title: 'Either province',
        tableId: demo.id,
        type: 'table',
        xaxis: [axis(province)],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
        customFilter: JSON.stringify({
          kind: 'or',
          children: [
            { kind: 'condition', fieldId: province, operator: 'eq', value: theirs },
            { kind: 'condition', fieldId: province, operator: 'ne', value: theirs },
          ],
        }),
      });
      const table = await getData(api, orChart.id);
      expect(table.data.tableRow.map((r) => r.d0)).toEqual([mine]);
      expect(table.data.total).toBe(1);
    } finally {
      ctx.rules.rule = undefined;
    }
  });

  it('B4: unknown keys in a save or a getData body are refused', async () => {
    const base = { title: 'Assigned', tableId: demo.id, type: 'text' };
    for (const payload of [
      { ...base, org_id: 2 },
      { ...base, create_by: 1 },
      { ...base, yaxis: [{ fieldId: demo.field('amount'), expression: '1' }] },
    ])
      expect((await api.post('/chart/view/save', payload)).statusCode).toBe(400);
    for (const payload of [
      { sql: 'select 1' },
      { filter: [{ fieldId: demo.field('city'), value: ['x'], raw: 'x' }] },
      { drill: [{ dimensionList: [{ fieldId: demo.field('city'), value: 'x' }], where: '1=1' }] },
    ])
      expect((await api.post(`/chart/view/getData/${chartId}`, payload)).statusCode).toBe(400);
  });

  it('C1/C2: hostile filter values bind or are refused clearly, and nothing changes', async () => {
    const city = demo.field('city');
    const quantity = demo.field('quantity');
    const bound = [
      { fieldId: city, value: ['x'.repeat(1_048_576)] },
      { fieldId: city, value: ["'; drop table demo_sales; --"] },
    ];
    for (const condition of bound)
      expect((await getData(api, chartId, { filter: [condition] })).data.x).toEqual([]);
    const asText = await getData(api, chartId, {
      filter: [{ fieldId: quantity, operator: 'ge', value: ['1'] }],
    });
    expect(asText.data.x.length).toBeGreaterThan(0);

    const warehouse = await warehouseOf(api);
    const elsewhere: DatasetView = await addTableDataset(api, warehouse.id, 'demo_sales', 'Copy');
    const fields = dataOf<{ id: string }[]>(await api.post(`/dataset/field/list/${elsewhere.id}`));
    const refused: [unknown, string][] = [
      [{ fieldId: city, value: ['a\u0000b'] }, 'VALIDATION_FAILED'],
      [
        { fieldId: city, operator: 'in', value: Array.from({ length: 10_001 }, (_, i) => `c${i}`) },
        'VALIDATION_FAILED',
      ],
      [{ fieldId: city, operator: 'regex', value: ['.*'] }, 'VALIDATION_FAILED'],
      [{ fieldId: quantity, value: ['five'] }, 'CHART_FILTER_INVALID'],
      [{ fieldId: city, value: [{ sql: '1=1' }] }, 'VALIDATION_FAILED'],
      [{ fieldId: fields[0]?.id, value: ['x'] }, 'CHART_FILTER_INVALID'],
    ];
    for (const [condition, code] of refused) {
      const response = await api.post(`/chart/view/getData/${chartId}`, { filter: [condition] });
      expect(response.statusCode, JSON.stringify(condition).slice(0, 80)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe(code);
    }
    expectLocalisedError(
      await api.post(
        `/chart/view/getData/${chartId}`,
        { filter: [{ fieldId: quantity, value: ['five'] }] },
        'zh-CN',
      ),
      400,
      'CHART_FILTER_INVALID',
      'zh-CN',
    );
    const after = await getData(api, chartId);
    expect(after.version).toBe(1);
    expect(after.data.series[0]?.data.reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(2_000);
  });

  it('C7: markup in titles, labels and formatters is stored and returned verbatim; non-colours are refused', async () => {
    const { id } = await saveChart(api, {
      title: XSS,
      tableId: demo.id,
      type: 'bar',
      xaxis: [axis(demo.field('channel'), { label: XSS })],
      yaxis: [axis(demo.field('amount'), { label: XSS })],
      customAttr: { label: { formatter: XSS } },
    });
    const view = dataOf<ChartViewWithData>(await api.post(`/chart/view/getData/${id}`, {}));
    expect(view.title).toBe(XSS);
    expect(view.customAttr.label?.formatter).toBe(XSS);
    expect(view.data.series[0]?.name).toBe(XSS);
    expect(view.data.fields[0]?.name).toBe(XSS);
    expect(
      findChartNode(dataOf<ChartTreeNode[]>(await api.post('/chart/group/tree', {})), XSS),
    ).toBeDefined();
    for (const customAttr of [
      { color: { tableHeaderBgColor: 'red;background:url(javascript:alert(1))' } },
      { color: { colors: Array.from({ length: 9 }, () => 'expression(alert(1))') } },
    ])
      expect(
        (
          await api.post('/chart/view/save', {
            title: 'Colours',
            tableId: demo.id,
            type: 'text',
            customAttr,
          })
        ).statusCode,
      ).toBe(400);
  });

  it('E1: a closed getData request cancels its query', async () => {
    const token = await login(ctx.app);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    let entered!: () => void;
    const reached = new Promise<void>((resolve) => (entered = resolve));
    let cancelled!: () => void;
    const aborted = new Promise<void>((resolve) => (cancelled = resolve));
    ctx.reader.before = (signal) =>
      new Promise<void>((resolve) => {
        entered();
        signal?.addEventListener('abort', () => {
          cancelled();
          resolve();
        });
      });
    try {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/chart/view/getData/${chartId}`,
        headers: { authorization: token, 'content-type': 'application/json' },
      });
      request.on('error', () => undefined);
      request.end('{}');
      await reached;
      request.destroy();
      await aborted;
    } finally {
      ctx.reader.before = undefined;
    }
  });

  it('caches an answer per compiled query and row rule: a refresh runs again, another rule misses', async () => {
    ctx.cache.enabled = true;
    try {
      const first = await getData(api, chartId);
      expect(first.data.cached).toBe(false);
      expect((await getData(api, chartId)).data.cached).toBe(true);
      expect((await getData(api, chartId, { refresh: true })).data.cached).toBe(false);
      const province = demo.field('province');
      const mine = first.data.x[0] as string;
      ctx.rules.rule = { kind: 'condition', fieldId: province, operator: 'eq', value: mine };
      const narrowed = await getData(api, chartId);
      expect(narrowed.data.cached).toBe(false);
      expect(narrowed.data.x).toEqual([mine]);
      const key = ctx.cache.keys.at(-1);
      expect(key).toMatchObject({ datasetId: demo.id, datasetVersion: expect.any(Number) });
      expect(key?.permission).toEqual({ rowRule: ctx.rules.rule });
      expect(key?.sql).not.toContain(mine);
      expect(key?.params).toContain(mine);
    } finally {
      ctx.cache.enabled = false;
      ctx.rules.rule = undefined;
    }
  });
});
