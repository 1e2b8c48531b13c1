// SECURITY E7 over HTTP: a calculated field nested past the bound is refused when saved with
// a stable code and a message in the caller's language pointing at where it gets too deep (a
// field of 3,900 unary minus signs answered 500); and one already in the metadata store,
// written before the bound existed, answers that same error wherever it is used (its
// dataset's preview answered 502), while charts that do not use it keep working.
import type { DatasetField, Language } from '@tessera/contracts';
import { MAX_EXPRESSION_DEPTH } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';
import type { LightMyRequestResponse } from 'fastify';
import { CJK, expectNoInternals } from '../security/support.js';
import {
  axis,
  createChartTestContext,
  demoDataset,
  getData,
  saveChart,
  type Api,
  type ChartTestContext,
} from '../chart/support.js';

const MESSAGES: Record<Language, (position: number, near: string) => string> = {
  en: (position, near) =>
    `The expression is nested more than ${MAX_EXPRESSION_DEPTH} levels deep at position ${position}, near "${near}"`,
  'zh-CN': (position, near) =>
    `表达式在第 ${position} 个字符处嵌套超过 ${MAX_EXPRESSION_DEPTH} 层，附近为“${near}”`,
  'zh-TW': (position, near) =>
    `運算式在第 ${position} 個字元處巢狀超過 ${MAX_EXPRESSION_DEPTH} 層，附近為「${near}」`,
};

interface Refusal {
  success: boolean;
  code: string;
  message: string;
  data: Record<string, unknown> | null;
}

/** A 400 envelope with this code, and where the mistake is in `data` (for the editor). */
function refusal(response: LightMyRequestResponse, code: string): Refusal {
  expect(response.statusCode, response.body).toBe(400);
  expectNoInternals(response.body);
  const envelope = response.json<Refusal>();
  expect(envelope).toMatchObject({ success: false, code });
  return envelope;
}

describe('E7: calculated fields nested past the bound', () => {
  let ctx: ChartTestContext;
  let api: Api;
  let demo: Awaited<ReturnType<typeof demoDataset>>;

  beforeAll(async () => {
    ctx = await createChartTestContext();
    api = client(ctx, await login(ctx.app));
    demo = await demoDataset(api);
  });
  afterAll(async () => ctx?.close());

  const save = (expression: string, language: Language = 'en') =>
    api.post(
      '/dataset/field/save',
      { tableId: demo.id, name: `Deep ${language}`, deType: 2, groupType: 'q', expression },
      language,
    );

  const fieldNames = async () =>
    dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${demo.id}`)).map((f) => f.name);

  it('refuses to save 3,900 nested unary minus signs: 400, the position, every language', async () => {
    const expression = `${'-'.repeat(3_900)}[${demo.field('quantity')}]`;
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      const envelope = refusal(await save(expression, language), 'DATASET_EXPRESSION_TOO_DEEP');
      // The message counts from 1, data.position from 0 (the editor marks the spot).
      expect(envelope.message).toBe(MESSAGES[language](101, '-'.repeat(20)));
      expect(CJK.test(envelope.message)).toBe(language !== 'en');
      expect(envelope.data).toEqual({ position: 100, near: '-'.repeat(20) });
    }
    expect(await fieldNames()).not.toContain('Deep en');
  });

  it('refuses to save a long flat chain 1+1+…, which nests to the left', async () => {
    const expression = Array.from({ length: 1_500 }, () => '1').join('+');
    const envelope = refusal(await save(expression), 'DATASET_EXPRESSION_TOO_DEEP');
    expect(envelope.message).toBe(MESSAGES.en(200, '+1'.repeat(10)));
  });

  it('answers a deep field stored before the bound with the same error in preview and chart data', async () => {
    const quantity = demo.field('quantity');
    const deepId = 'deepstoredfield0001';
    // Written straight into the metadata store, as an older version would have saved it.
    await ctx.services.db
      .insertInto('dataset_fields')
      .values({
        id: deepId,
        dataset_id: demo.id,
        origin_name: '',
        name: 'Stored deep',
        de_type: 2,
        origin_de_type: 2,
        native_type: '',
        date_format: null,
        group_type: 'q',
        hidden: 0,
        kind: 'calculated',
        expression: `${'-'.repeat(3_000)}[${quantity}]`,
        source_dataset_id: null,
        sort: 999,
      })
      .execute();

    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      const preview = await api.post(
        `/dataset/table/getPreviewData/${demo.id}`,
        undefined,
        language,
      );
      const envelope = refusal(preview, 'DATASET_EXPRESSION_TOO_DEEP');
      expect(envelope.message).toBe(MESSAGES[language](101, '-'.repeat(20)));
      expect(envelope.data).toEqual({
        position: 100,
        near: '-'.repeat(20),
        fieldId: deepId,
      });
    }

    const usesDeep = await saveChart(api, {
      title: 'Uses the deep field',
      tableId: demo.id,
      type: 'bar',
      xaxis: [axis(demo.field('category'))],
      yaxis: [axis(deepId, { aggregation: 'sum' })],
    } as Parameters<typeof saveChart>[1]);
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      const data = await api.post(`/chart/view/getData/${usesDeep.id}`, {}, language);
      const envelope = refusal(data, 'DATASET_EXPRESSION_TOO_DEEP');
      expect(envelope.message).toBe(MESSAGES[language](101, '-'.repeat(20)));
    }

    // A chart of the same dataset that does not use the field is unaffected.
    const plain = await saveChart(api, {
      title: 'Does not use it',
      tableId: demo.id,
      type: 'bar',
      xaxis: [axis(demo.field('category'), { sort: 'asc' })],
      yaxis: [axis(quantity, { aggregation: 'count' })],
    } as Parameters<typeof saveChart>[1]);
    expect((await getData(api, plain.id)).data.x.length).toBeGreaterThan(0);
  });
});
