// Issue 10: POST /dataset/field/multFieldValues lists the distinct values of text and number
// fields for filter widgets (SPEC §2 text/number select, grid select; §5 filter-field rules):
// searched, sorted and paged in the database, over a real uploaded dataset in DuckDB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';
import { demoDataset } from '../chart/support.js';
import { expectLocalisedError } from '../security/support.js';
import { ODD_CSV, fieldsOf, uploadDataset, values, valuesOf, type Api } from './support.js';

const ALL_NAMES = [
  '100% juice',
  '100X juice',
  '; drop table sales',
  'Apple pie',
  "O'Brien",
  'apple',
  'back\\slash',
  'underXscore',
  'under_score',
  'Ünïcode café',
  '数据分析',
];

describe('field values', () => {
  let ctx: TestContext;
  let api: Api;
  let field: (column: string) => string;
  let demo: Awaited<ReturnType<typeof demoDataset>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const token = await login(ctx.app);
    api = client(ctx, token);
    const dataset = await uploadDataset(ctx, token, 'Odd names', ODD_CSV);
    field = await fieldsOf(api, dataset.id);
    demo = await demoDataset(api);
  });
  afterAll(async () => ctx?.close());

  it('lists each value once, in ascending order (code point order, as the warehouse sorts)', async () => {
    expect(await valuesOf(api, { fieldIds: [field('name')] })).toEqual(ALL_NAMES);
  });

  it('pages on the server with offset and limit', async () => {
    const first = await valuesOf(api, { fieldIds: [field('name')], limit: 4 });
    const second = await valuesOf(api, { fieldIds: [field('name')], limit: 4, offset: 4 });
    const last = await valuesOf(api, { fieldIds: [field('name')], limit: 4, offset: 8 });
    expect([...first, ...second, ...last]).toEqual(ALL_NAMES);
    expect(last).toHaveLength(3);
    expect(await valuesOf(api, { fieldIds: [field('name')], offset: 100 })).toEqual([]);
  });

  it('matches the keyword as a case-insensitive "contains"', async () => {
    expect(await valuesOf(api, { fieldIds: [field('name')], keyword: 'APPLE' })).toEqual([
      'Apple pie',
      'apple',
    ]);
    expect(await valuesOf(api, { fieldIds: [field('name')], keyword: 'ÜNÏ' })).toEqual([
      'Ünïcode café',
    ]);
    expect(await valuesOf(api, { fieldIds: [field('name')], keyword: '分析' })).toEqual([
      '数据分析',
    ]);
  });

  it('C1: takes %, _, quotes, backslashes and SQL in the keyword literally', async () => {
    const search = (keyword: string) => valuesOf(api, { fieldIds: [field('name')], keyword });
    expect(await search('%')).toEqual(['100% juice']);
    expect(await search('_')).toEqual(['under_score']);
    expect(await search("'")).toEqual(["O'Brien"]);
    expect(await search("o'b")).toEqual(["O'Brien"]);
    expect(await search('\\')).toEqual(['back\\slash']);
    expect(await search('; drop table')).toEqual(['; drop table sales']);
    expect(await search("' OR 1=1--")).toEqual([]);
    expect(await search('!')).toEqual([]);
    // Nothing broke: the demo table is still there and answers.
    expect(await valuesOf(api, { fieldIds: [demo.field('category')] })).not.toHaveLength(0);
  });

  it('keeps numbers as numbers, sorted by value, and searches their text', async () => {
    const scores = await valuesOf(api, { fieldIds: [field('score')] });
    expect(scores).toEqual([-1, 2.5, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scores.every((v) => typeof v === 'number')).toBe(true);
    expect(await valuesOf(api, { fieldIds: [field('score')], keyword: '1' })).toEqual([-1, 10]);
  });

  it('answers the union of several fields, each value once, sorted and paged', async () => {
    const union = await valuesOf(api, { fieldIds: [field('alias'), field('name')] });
    expect(union).toEqual(
      [...ALL_NAMES, 'attack', 'dessert', 'drink', 'fruit', 'path', 'person', '中文'].sort(
        codePoints,
      ),
    );
    // Paged through: the pages put together are the union.
    const pages: unknown[] = [];
    for (let offset = 0; offset < union.length; offset += 5)
      pages.push(
        ...(await valuesOf(api, {
          fieldIds: [field('name'), field('alias')],
          limit: 5,
          offset,
        })),
      );
    expect(pages).toEqual(union);
    // Overlapping fields (the same values twice) and another dataset's field.
    expect(
      await valuesOf(api, { fieldIds: [field('alias'), field('alias')], keyword: 'fru' }),
    ).toEqual(['fruit']);
    const categories = await valuesOf(api, { fieldIds: [demo.field('category')] });
    expect(
      await valuesOf(api, { fieldIds: [demo.field('category'), field('alias')], limit: 1000 }),
    ).toEqual(
      [...categories, 'attack', 'dessert', 'drink', 'fruit', 'path', 'person', '中文'].sort(
        codePoints,
      ),
    );
    // Numbers come before texts.
    expect(
      await valuesOf(api, { fieldIds: [field('alias'), field('score')], keyword: '1' }),
    ).toEqual([-1, 10]);
    expect((await valuesOf(api, { fieldIds: [field('alias'), field('score')] }))[0]).toBe(-1);
  });

  it('reads a large column in the database: a page of the demo table, never all of it', async () => {
    const cities = await valuesOf(api, { fieldIds: [demo.field('city')], limit: 3 });
    expect(cities).toHaveLength(3);
    expect([...cities].sort(codePoints)).toEqual(cities);
  });

  it('refuses a time field with a localised 400 (date widgets pick from a calendar)', async () => {
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const)
      expectLocalisedError(
        await values(api, { fieldIds: [demo.field('order_date')] }, language),
        400,
        'FIELD_VALUES_TYPE',
        language,
      );
    expectLocalisedError(
      await values(api, { fieldIds: [field('name'), demo.field('order_date')] }),
      400,
      'FIELD_VALUES_TYPE',
      'en',
    );
  });

  it('C2: refuses unknown field ids with 404 and malformed requests with 400', async () => {
    expectLocalisedError(await values(api, { fieldIds: ['nope'] }), 404, 'NOT_FOUND', 'en');
    expectLocalisedError(
      await values(api, { fieldIds: [field('name'), 'nope'] }),
      404,
      'NOT_FOUND',
      'en',
    );
    for (const bad of [
      {},
      { fieldIds: [] },
      { fieldIds: [field('name')], limit: 0 },
      { fieldIds: [field('name')], limit: 1001 },
      { fieldIds: [field('name')], offset: -1 },
      { fieldIds: [field('name')], keyword: 'x'.repeat(101) },
      { fieldIds: [field('name')], keyword: { $ne: '' } },
      { fieldIds: [{ id: field('name') }] },
      { fieldIds: [field('name')], sql: 'select 1' },
      { fieldIds: [field('name')], keyword: 'a\u0000b' },
    ])
      expectLocalisedError(
        await api.post('/dataset/field/multFieldValues', bad),
        400,
        'VALIDATION_FAILED',
        'en',
      );
  });

  it('refuses paging a union deeper than it reads', async () => {
    expectLocalisedError(
      await values(api, { fieldIds: [field('name'), field('alias')], offset: 20_000 }),
      400,
      'VALIDATION_FAILED',
      'en',
    );
    // A single field pages as deep as the contract allows.
    expect(dataOf(await values(api, { fieldIds: [field('name')], offset: 1_000_000 }))).toEqual([]);
  });
});

function codePoints(a: unknown, b: unknown): number {
  const x = [...String(a)].map((c) => c.codePointAt(0) as number);
  const y = [...String(b)].map((c) => c.codePointAt(0) as number);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1)
    if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  return x.length - y.length;
}
