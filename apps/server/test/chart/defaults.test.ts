// Defaults that tell the truth (issue 19 part 3), through POST /chart/view/getData over the demo
// dataset in the embedded warehouse: a chart nobody sorted comes in ascending dimension order
// (stable when a filter changes), and a chart cut by its result row limit says so with the
// limit and the rows there are in all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers.js';
import { client } from '../datasource/support.js';
import {
  axis,
  createChartTestContext,
  demoDataset,
  getData,
  saveChart,
  type Api,
  type ChartTestContext,
} from './support.js';

const ascending = (values: readonly string[]) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('chart data defaults', () => {
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

  const chart = async (body: Record<string, unknown>) => {
    count += 1;
    return (
      await saveChart(api, {
        title: `Defaults chart ${count}`,
        tableId: demo.id,
        type: 'bar',
        ...body,
      } as Parameters<typeof saveChart>[1])
    ).id;
  };

  it('draws a new line over a date in date order, and says it stopped at 100 of all the days', async () => {
    const id = await chart({
      type: 'line',
      xaxis: [axis(demo.field('order_date'))],
      yaxis: [axis(demo.field('amount'))],
    });
    const { data } = await getData(api, id);
    expect(data.x).toHaveLength(100);
    expect(data.x).toEqual(ascending(data.x));
    // The days there are in all: what a table of the same grouping counts for its paging.
    const table = await chart({
      type: 'table',
      xaxis: [axis(demo.field('order_date'))],
      yaxis: [axis(demo.field('amount'))],
    });
    const days = (await getData(api, table)).data.total as number;
    expect(days).toBeGreaterThan(100);
    expect(data).toMatchObject({ cut: 'rows', rowLimit: 100, totalRows: days });
  });

  it('says nothing when every row fits under the limit, however close', async () => {
    const months = await chart({
      type: 'line',
      xaxis: [axis(demo.field('order_date'), { dateGrouping: 'year-month' })],
      yaxis: [axis(demo.field('amount'))],
    });
    const all = (await getData(api, months)).data;
    expect(all.cut).toBeUndefined();
    expect(all.x).toEqual(ascending(all.x));
    // A limit of exactly the months there are is not a cut; one less is.
    const exact = await chart({
      type: 'line',
      xaxis: [axis(demo.field('order_date'), { dateGrouping: 'year-month' })],
      yaxis: [axis(demo.field('amount'))],
      resultCount: all.x.length,
    });
    expect((await getData(api, exact)).data.cut).toBeUndefined();
    const short = await chart({
      type: 'line',
      xaxis: [axis(demo.field('order_date'), { dateGrouping: 'year-month' })],
      yaxis: [axis(demo.field('amount'))],
      resultCount: all.x.length - 1,
    });
    const cut = (await getData(api, short)).data;
    expect(cut).toMatchObject({
      cut: 'rows',
      rowLimit: all.x.length - 1,
      totalRows: all.x.length,
    });
    expect(cut.x).toEqual(all.x.slice(0, -1));
  });

  it('keeps a bar chart’s order when a filter changes its numbers', async () => {
    const id = await chart({
      xaxis: [axis(demo.field('province'))],
      yaxis: [axis(demo.field('amount'))],
    });
    const before = (await getData(api, id)).data.x;
    expect(before).toEqual(ascending(before));
    const after = (
      await getData(api, id, {
        filter: [{ fieldId: demo.field('channel'), operator: 'eq', value: ['线上商城'] }],
      })
    ).data.x;
    expect(after.length).toBeGreaterThan(1);
    // The provinces still there come in the same order as before.
    expect(after).toEqual(before.filter((p) => after.includes(p)));
  });
});
