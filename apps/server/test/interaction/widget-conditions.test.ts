// Widget, linkage, drill and URL values all reach charts as getData conditions (issue 10 part
// 3): SECURITY C1/C2 (values are bound, never spliced: quotes, LIKE metacharacters and SQL
// text match themselves) and E4 (a filter of a million values or a 10 MB body is refused
// before any query runs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, type Language, type ValidationKey } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
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

  it("E4: the conditions of one call hold 10,000 values in all; more is refused in the caller's language", async () => {
    // The attack of issue 18: twenty lists of 10,000 values, each list within its own bound.
    const lists = (count: number, size: number) =>
      Array.from({ length: count }, (_, list) => ({
        fieldId: category,
        operator: 'not_in',
        value: Array.from({ length: size }, (_, i) => `c${list * size + i}`),
      }));
    // As sent (1.9 MB): refused by its Content-Length before a byte is read.
    const attack = await ctx.app.inject({
      method: 'POST',
      url: `/chart/view/getData/${chartId}`,
      headers: { authorization: token, 'accept-language': 'zh-CN' },
      payload: { filter: lists(20, 10_000), refresh: true },
    });
    expectLocalisedError(attack, 413, 'PAYLOAD_TOO_LARGE', 'zh-CN');
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      // Within the size limit: 40,000 values are counted in the text before it is parsed…
      const counted = await ctx.app.inject({
        method: 'POST',
        url: `/chart/view/getData/${chartId}`,
        headers: { authorization: token, 'accept-language': language },
        payload: { filter: lists(20, 2_000), refresh: true },
      });
      expectValidationKey(counted, language, 'validation.filter.tooManyValues');
      // …and 10,001 values, few enough to parse, by the bounds on the parsed conditions.
      const checked = await ctx.app.inject({
        method: 'POST',
        url: `/chart/view/getData/${chartId}`,
        headers: { authorization: token, 'accept-language': language },
        payload: { filter: [...lists(1, 10_000), ...lists(1, 1)], refresh: true },
      });
      expectValidationKey(checked, language, 'validation.filter.tooManyValues');
    }
    const split = await ctx.app.inject({
      method: 'POST',
      url: `/chart/view/getData/${chartId}`,
      headers: { authorization: token },
      payload: { filter: lists(5, 1_000), linkageFilters: lists(5, 1_000), refresh: true },
    });
    expect(split.statusCode).toBe(200);
  });

  it('E7: a custom filter nested deeper than 16 levels is refused naming the bound', async () => {
    let node: unknown = { kind: 'condition', fieldId: category, operator: 'eq', value: 'x' };
    for (let i = 0; i < 17; i++) node = { kind: 'and', children: [node] };
    const demo = await demoDataset(api);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/chart/view/save',
      headers: { authorization: token, 'accept-language': 'zh-CN' },
      payload: {
        title: 'Deep filter',
        tableId: demo.id,
        type: 'bar',
        xaxis: [axis(category)],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
        customFilter: JSON.stringify(node),
      },
    });
    expectValidationKey(response, 'zh-CN', 'validation.filter.tooDeep');
  });
});

/** 400 VALIDATION_FAILED whose message is the shared text of `key` in `language`. */
function expectValidationKey(
  response: LightMyRequestResponse,
  language: Language,
  key: ValidationKey,
): void {
  expect(response.statusCode).toBe(400);
  const envelope = response.json<{ code: string; message: string }>();
  expect(envelope.code).toBe('VALIDATION_FAILED');
  expect(envelope.message).toBe(VALIDATION_MESSAGES[language][key]);
}
