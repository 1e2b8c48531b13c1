// Widget, linkage, drill and URL values all reach charts as getData conditions (issue 10 part
// 3): SECURITY C1/C2 (values are bound, never spliced: quotes, LIKE metacharacters and SQL
// text match themselves) and E4 (a filter of a million values or a 10 MB body is refused
// before any query runs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers.js';
import { client } from '../datasource/support.js';
import { expectLocalisedError } from '../security/support.js';
import {
  axis,
  createChartTestContext,
  demoDataset,
  getData,
  saveChart,
  type Api,
  type ChartTestContext,
} from '../chart/support.js';
import { rawPost } from './support.js';

describe('widget conditions through chart data', () => {
  let ctx: ChartTestContext;
  let api: Api;
  let token: string;
  let chartId: string;
  let category: string;

  beforeAll(async () => {
    ctx = await createChartTestContext();
    token = await login(ctx.app);
    api = client(ctx, token);
    const demo = await demoDataset(api);
    category = demo.field('category');
    chartId = (
      await saveChart(api, {
        title: 'Widget conditions',
        tableId: demo.id,
        type: 'bar',
        xaxis: [axis(category, { sort: 'asc' })],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      } as Parameters<typeof saveChart>[1])
    ).id;
  });
  afterAll(async () => ctx?.close());

  it('C1/C2: a text search or select value is matched literally, whatever it holds', async () => {
    const all = await getData(api, chartId);
    expect(all.data.x.length).toBeGreaterThan(1);
    for (const hostile of [
      "' OR 1=1 --",
      '%',
      '_',
      '\\',
      "x'); DROP TABLE charts; --",
      '" OR ""="',
    ]) {
      const searched = await getData(api, chartId, {
        filter: [{ componentId: 'w', fieldId: category, operator: 'like', value: [hostile] }],
      });
      expect(searched.data.x).toEqual([]);
      const selected = await getData(api, chartId, {
        filter: [{ componentId: 'w', fieldId: category, operator: 'in', value: [hostile, 'x'] }],
      });
      expect(selected.data.x).toEqual([]);
    }
    // The charts are all still there: nothing ran but the SELECT.
    expect((await getData(api, chartId)).data.x).toEqual(all.data.x);
    // A real value still filters.
    const first = all.data.x[0] as string;
    const one = await getData(api, chartId, {
      filter: [{ fieldId: category, operator: 'like', value: [first.slice(0, 1)] }],
    });
    expect(one.data.x).toContain(first);
  });

  it('E4: a filter of a million values is 413 unparsed; one past the list bound is 400', async () => {
    const million = JSON.stringify({
      filter: [
        {
          fieldId: category,
          operator: 'in',
          value: Array.from({ length: 1_000_000 }, (_, i) => i),
        },
      ],
    });
    expectLocalisedError(
      await rawPost(ctx, token, `/chart/view/getData/${chartId}`, million),
      413,
      'PAYLOAD_TOO_LARGE',
      'en',
    );
    const huge = JSON.stringify({
      filter: [{ fieldId: category, operator: 'like', value: ['x'.repeat(10 * 1024 * 1024)] }],
    });
    expectLocalisedError(
      await rawPost(ctx, token, `/chart/view/getData/${chartId}`, huge),
      413,
      'PAYLOAD_TOO_LARGE',
      'en',
    );
    const tooMany = JSON.stringify({
      filter: [
        { fieldId: category, operator: 'in', value: Array.from({ length: 10_001 }, () => 1) },
      ],
    });
    const refused = await rawPost(ctx, token, `/chart/view/getData/${chartId}`, tooMany);
    expect(refused.statusCode).toBe(400);
  });
});
