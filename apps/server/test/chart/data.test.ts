// Chart data through POST /chart/view/getData (issue 8 part 5, SPEC §3 data, §7) over the demo
// dataset in the embedded warehouse: answer shapes, filters, drill, paging, HAVING, top N.
import type { ChartViewWithData } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';
import { expectLocalisedError } from '../security/support.js';
import {
  axis,
  createChartTestContext,
  demoDataset,
  getData,
  saveChart,
  type Api,
  type ChartTestContext,
} from './support.js';

const sum = (values: readonly (number | null)[]) =>
  values.reduce<number>((a, b) => a + (b ?? 0), 0);

describe('chart data', () => {
  let ctx: ChartTestContext;
  let api: Api;
  let demo: Awaited<ReturnType<typeof demoDataset>>;
  let count = 0;

  beforeAll(async () => {
    ctx = await createChartTestContext();
    api = client(ctx, await login(ctx.app));
    demo = await demoDataset(api);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Saves a chart over the demo dataset (a fresh title each time) and returns its id. */
  const chart = async (body: Record<string, unknown>) => {
    count += 1;
    return (
      await saveChart(api, {
        title: `Data chart ${count}`,
        tableId: demo.id,
        type: 'bar',
        ...body,
      } as Parameters<typeof saveChart>[1])
    ).id;
  };
  // Sorted: without an order, groups come back in whatever order the database finds them.
  const byCategory = () =>
    chart({
      xaxis: [axis(demo.field('category'), { sort: 'asc' })],
      yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
    });

  it('answers a text (KPI) chart as one value per measure', async () => {
    const id = await chart({
      type: 'text',
      yaxis: [axis(demo.field('order_date'), { aggregation: 'count' }), axis(demo.field('amount'))],
    });
    const { data } = await getData(api, id);
    expect(data.x).toEqual(['']);
    expect(data.series[0]?.data).toEqual([2_000]);
    expect(typeof data.series[1]?.data[0]).toBe('number');
  });

  it('pivots a stacked bar of category × channel into one series per channel', async () => {
    const id = await chart({
      type: 'bar-stack',
      xaxis: [axis(demo.field('category')), axis(demo.field('channel'))],
      yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
    });
    const { data } = await getData(api, id);
    expect(data.series.map((s) => s.name).sort()).toEqual(
      ['线上商城', '线下门店', '分销商', '企业采购'].sort(),
    );
    expect(data.series.every((s) => s.data.length === data.x.length)).toBe(true);
    expect(sum(data.series.flatMap((s) => s.data))).toBe(2_000);
  });

  it('answers a bubble chart with its size series marked as the bubble', async () => {
    const id = await chart({
      type: 'bubble',
      xaxis: [axis(demo.field('province'))],
      yaxis: [axis(demo.field('amount')), axis(demo.field('profit'))],
      extBubble: [axis(demo.field('quantity'))],
    });
    const { data } = await getData(api, id);
    expect(data.series.map((s) => s.role)).toEqual(['measure', 'measure', 'bubble']);
    expect(data.fields.map((f) => f.role)).toEqual(['dimension', 'measure', 'measure', 'bubble']);
  });

  it('pages a table and reports the total number of rows (groups)', async () => {
    const id = await chart({
      type: 'table',
      xaxis: [axis(demo.field('province')), axis(demo.field('category'))],
      yaxis: [axis(demo.field('amount')), axis(demo.field('profit'))],
      customAttr: { size: { tablePageSize: 7 } },
    });
    const first = await getData(api, id);
    expect(first.data).toMatchObject({ page: 1, pageSize: 7 });
    expect(first.data.tableRow).toHaveLength(7);
    const total = first.data.total as number;
    expect(total).toBeGreaterThan(7);
    const lastPage = Math.ceil(total / 7);
    const last = await getData(api, id, { page: { page: lastPage, pageSize: 7 } });
    expect(last.data.tableRow).toHaveLength(total - (lastPage - 1) * 7);
    expect(last.data.total).toBe(total);
  });

  it('keeps only groups passing a measure filter (HAVING)', async () => {
    const all = await getData(api, await byCategory());
    const counts = all.data.series[0]?.data as number[];
    const threshold = [...counts].sort((a, b) => a - b)[Math.floor(counts.length / 2)] as number;
    const id = await chart({
      xaxis: [axis(demo.field('category'))],
      yaxis: [
        axis(demo.field('quantity'), {
          aggregation: 'count',
          filter: [{ operator: 'ge', value: threshold }],
        }),
      ],
    });
    const { data } = await getData(api, id);
    expect(data.x.length).toBeLessThan(all.data.x.length);
    expect((data.series[0]?.data as number[]).every((n) => n >= threshold)).toBe(true);
  });

  it('keeps the top N and folds the rest into a localised "others" row', async () => {
    const id = await chart({
      xaxis: [axis(demo.field('city'))],
      yaxis: [axis(demo.field('quantity'), { aggregation: 'count', sort: 'desc' })],
      topN: { count: 3, others: true },
    });
    const en = dataOf<ChartViewWithData>(await api.post(`/chart/view/getData/${id}`, {}, 'en'));
    expect(en.data.x).toHaveLength(4);
    expect(en.data.x[3]).toBe('Others');
    expect(sum(en.data.series[0]?.data ?? [])).toBe(2_000);
    const zh = dataOf<ChartViewWithData>(await api.post(`/chart/view/getData/${id}`, {}, 'zh-CN'));
    expect(zh.data.x[3]).toBe('其他');
  });

  it('applies in, between and a date-grouped value, and ignores a condition meant for other charts', async () => {
    const id = await byCategory();
    const all = await getData(api, id);
    const [a, b] = all.data.x as [string, string];
    const inList = await getData(api, id, {
      filter: [{ fieldId: demo.field('category'), value: [a, b] }],
    });
    expect([...inList.data.x].sort()).toEqual([a, b].sort());
    const elsewhere = await getData(api, id, {
      filter: [{ fieldId: demo.field('category'), value: [a], viewIds: ['someotherchart'] }],
    });
    expect(elsewhere.data.x).toEqual(all.data.x);
    const mine = await getData(api, id, {
      linkageFilters: [{ fieldId: demo.field('category'), value: [a], viewIds: [id] }],
    });
    expect(mine.data.x).toEqual([a]);

    const between = await getData(api, id, {
      filter: [{ fieldId: demo.field('quantity'), operator: 'between', value: ['1', 2] }],
    });
    expect(sum(between.data.series[0]?.data ?? [])).toBeLessThan(2_000);

    const trend = await getData(
      api,
      await chart({
        type: 'line',
        xaxis: [axis(demo.field('order_date'), { dateGrouping: 'year-month', sort: 'asc' })],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      }),
    );
    expect(trend.data.x[0]).toMatch(/^\d{4}-\d{2}$/);
    const month = trend.data.x[0] as string;
    const inMonth = await getData(api, id, {
      filter: [{ fieldId: demo.field('order_date'), value: [month], dateGrouping: 'year-month' }],
    });
    expect(sum(inMonth.data.series[0]?.data ?? [])).toBe(trend.data.series[0]?.data[0]);
  });

  it('applies a date-grouped between from the first period to the end of the last (quarter, date range widgets)', async () => {
    const id = await byCategory();
    const date = demo.field('order_date');
    const months = await getData(
      api,
      await chart({
        type: 'line',
        xaxis: [axis(date, { dateGrouping: 'year-month', sort: 'asc' })],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      }),
    );
    const [m1, m2, m3] = months.data.x as [string, string, string];
    const perMonth = months.data.series[0]?.data ?? [];
    // SPEC §9 quarter → a month range: the three months' rows, no more.
    const quarter = await getData(api, id, {
      filter: [{ fieldId: date, operator: 'between', value: [m1, m3], dateGrouping: 'year-month' }],
    });
    expect(sum(quarter.data.series[0]?.data ?? [])).toBe(sum(perMonth.slice(0, 3)));
    // A day range includes the whole of its last day: the month's first to its last day.
    const next = await getData(api, id, {
      filter: [{ fieldId: date, operator: 'between', value: [m2, m2], dateGrouping: 'year-month' }],
    });
    const lastDay = new Date(Date.UTC(Number(m1.slice(0, 4)), Number(m1.slice(5, 7)), 0));
    const days = await getData(api, id, {
      filter: [
        {
          fieldId: date,
          operator: 'between',
          value: [`${m1}-01`, lastDay.toISOString().slice(0, 10)],
          dateGrouping: 'date',
        },
      ],
    });
    expect(sum(days.data.series[0]?.data ?? [])).toBe(perMonth[0]);
    expect(sum(next.data.series[0]?.data ?? [])).toBe(perMonth[1]);
    for (const bad of [[m3, m1], ['2024-13', '2024-14'], [m1]]) {
      const response = await api.post(`/chart/view/getData/${id}`, {
        filter: [{ fieldId: date, operator: 'between', value: bad, dateGrouping: 'year-month' }],
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('drills two levels down its drill path and refuses a step beyond it', async () => {
    const id = await chart({
      xaxis: [axis(demo.field('province'))],
      yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      drillFields: [
        axis(demo.field('province')),
        axis(demo.field('city')),
        axis(demo.field('order_date'), { dateGrouping: 'year' }),
      ],
    });
    const top = await getData(api, id);
    const province = top.data.dimensionValues[0]?.[0] as string;
    const one = await getData(api, id, {
      drill: [{ dimensionList: [{ fieldId: demo.field('province'), value: province }] }],
    });
    expect(one.drill).toBe(true);
    expect(one.data.fields[0]?.fieldId).toBe(demo.field('city'));
    expect(sum(one.data.series[0]?.data ?? [])).toBe(top.data.series[0]?.data[0]);
    const city = one.data.dimensionValues[0]?.[0] as string;
    const two = await getData(api, id, {
      drill: [
        { dimensionList: [{ fieldId: demo.field('province'), value: province }] },
        { dimensionList: [{ fieldId: demo.field('city'), value: city }] },
      ],
    });
    expect(two.data.x.every((x) => /^\d{4}$/.test(x))).toBe(true);
    expect(two.drillFilters).toEqual([
      { fieldId: demo.field('province'), operator: 'eq', value: [province] },
      { fieldId: demo.field('city'), operator: 'eq', value: [city] },
    ]);
    expect(sum(two.data.series[0]?.data ?? [])).toBe(one.data.series[0]?.data[0]);
    const three = await api.post(`/chart/view/getData/${id}`, {
      drill: [
        { dimensionList: [{ fieldId: demo.field('province'), value: province }] },
        { dimensionList: [{ fieldId: demo.field('city'), value: city }] },
        { dimensionList: [{ fieldId: demo.field('order_date'), value: '2024' }] },
      ],
    });
    expectLocalisedError(three, 400, 'CHART_FILTER_INVALID', 'en');
  });

  it('previews an unsaved chart from the editor’s wells', async () => {
    const response = await api.post('/chart/view/previewData', {
      view: {
        title: 'Unsaved',
        tableId: demo.id,
        type: 'pie',
        xaxis: [axis(demo.field('channel'))],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      },
    });
    const preview = dataOf<ChartViewWithData>(response);
    expect(preview.data.x).toHaveLength(4);
    expect(preview.tableName).toBe('Demo sales');
  });
});
