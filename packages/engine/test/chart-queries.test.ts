// Chart queries on real DuckDB, PostgreSQL and MariaDB databases (issue 8): every date-grouped
// label a database renders filters back to exactly its group, the Others row is aggregated
// over its own rows, odd values bind, and the unpaged total matches the rows a model returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DateGrouping, FilterNode } from '../src/index.js';
import { runQuery, runResultCount } from '../src/index.js';
import type { TestDatabase, TestDialectId } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { catalogue, FIXTURE_TABLES, SALES } from './support/fixture.js';

const S = { kind: 'table', table: 'sales', alias: 's' } as const;
const GROUPINGS: DateGrouping[] = [
  'year',
  'year-quarter',
  'year-month',
  'year-week',
  'date',
  'date-hour',
  'date-hour-minute',
  'date-hour-minute-second',
];

const ids: TestDialectId[] = [];
for (const id of TEST_DIALECTS) if (await serviceAvailable(id)) ids.push(id);
const databases = new Map<TestDialectId, TestDatabase>();
beforeAll(async () => {
  const created = await Promise.all(ids.map((id) => createTestDatabase(id, FIXTURE_TABLES)));
  for (const db of created) databases.set(db.id, db);
});
afterAll(async () => {
  await Promise.all([...databases.values()].map((db) => db.cleanup()));
});
const db = (id: TestDialectId): TestDatabase => {
  const found = databases.get(id);
  if (!found) throw new Error(`${id} not set up`);
  return found;
};
const rows = async (id: TestDialectId, model: unknown, rowRules?: FilterNode) =>
  (await runQuery(db(id).driver, db(id).dialect, model, catalogue, { rowRules })).rows;

describe.each(ids)('on %s', (id) => {
  it.each(GROUPINGS)('a %s label filters back to exactly the rows of its group', async (g) => {
    const groups = await rows(id, {
      source: S,
      dimensions: [{ fieldId: 's_ts', dateGrouping: g }],
      measures: [{ aggregation: 'count' }],
    });
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      const filtered = await rows(id, {
        source: S,
        measures: [{ aggregation: 'count' }],
        filter: {
          kind: 'condition',
          fieldId: 's_ts',
          operator: 'period',
          grouping: g,
          value: String(group.d0),
        },
      });
      expect({ label: group.d0, count: filtered[0]?.m0 }).toEqual({
        label: group.d0,
        count: group.m0,
      });
    }
  });

  it('aggregates the Others row over its own rows: its average is the average by hand', async () => {
    const result = await rows(id, {
      source: S,
      dimensions: [{ fieldId: 's_product' }],
      measures: [
        { aggregation: 'count' },
        { aggregation: 'avg', fieldId: 's_amount' },
        { aggregation: 'count_distinct', fieldId: 's_region' },
      ],
      topN: { count: 1, others: 'Others' },
    });
    // apple is the largest product (5 rows): the others are every other row of the fixture.
    const rest = SALES.rows.filter((r) => r[2] !== 'apple');
    const avg = rest.reduce((sum, r) => sum + Number(r[5]), 0) / rest.length;
    expect(result.map((r) => r.d0)).toEqual(['apple', 'Others']);
    const others = result[1];
    expect(others?.m0).toBe(rest.length);
    expect(Number(others?.m1)).toBeCloseTo(avg, 4);
    expect(others?.m2).toBe(new Set(rest.map((r) => r[1])).size);
  });

  it('keeps every value and adds no Others row when the count covers them all', async () => {
    const result = await rows(id, {
      source: S,
      dimensions: [{ fieldId: 's_region' }],
      measures: [{ aggregation: 'count' }],
      topN: { count: 1000, others: 'Others' },
    });
    expect(result.map((r) => r.d0).sort()).toEqual(['east', 'north', 'south', 'west']);
  });

  it('returns a hostile Others label exactly as given, bound not spliced', async () => {
    const label = `' OR 1=1-- \\ "x" \`y\` 你好`;
    const result = await rows(id, {
      source: S,
      dimensions: [{ fieldId: 's_region' }],
      measures: [{ aggregation: 'count' }],
      topN: { count: 1, others: label },
    });
    expect(result.at(-1)).toEqual({ d0: label, m0: 8 });
  });

  it('compares HAVING with huge, tiny and fractional numbers without a database error', async () => {
    const byRegion = (having: unknown) => ({
      source: S,
      dimensions: [{ fieldId: 's_region' }],
      measures: [{ aggregation: 'count' }, { aggregation: 'sum', fieldId: 's_amount' }],
      having,
    });
    const cond = (measure: number, operator: string, value: unknown) => ({
      kind: 'condition',
      measure,
      operator,
      value,
    });
    expect(await rows(id, byRegion(cond(1, 'gt', 1e308)))).toEqual([]);
    expect(await rows(id, byRegion(cond(1, 'between', [-1e308, 1e308])))).toHaveLength(4);
    expect(await rows(id, byRegion(cond(0, 'gt', 2.5)))).toHaveLength(3);
    expect(await rows(id, byRegion(cond(1, 'gt', 5e-324)))).toHaveLength(4);
  });

  it('counts exactly the rows each model returns unpaged', async () => {
    const rule: FilterNode = {
      kind: 'condition',
      fieldId: 's_region',
      operator: 'ne',
      value: 'south',
    };
    const models: Record<string, unknown>[] = [
      { source: S, dimensions: [{ fieldId: 's_id' }] },
      { source: S, dimensions: [{ fieldId: 's_region' }, { fieldId: 's_product' }] },
      {
        source: S,
        dimensions: [{ fieldId: 's_ts', dateGrouping: 'year-month' }],
        measures: [{ aggregation: 'count' }],
        filter: { kind: 'condition', fieldId: 's_qty', operator: 'ge', value: 2 },
      },
      {
        source: S,
        dimensions: [{ fieldId: 's_region' }, { fieldId: 's_product' }],
        measures: [{ aggregation: 'sum', fieldId: 's_qty' }],
        having: { kind: 'condition', measure: 0, operator: 'ge', value: 3 },
      },
      {
        source: S,
        dimensions: [{ fieldId: 's_product' }, { fieldId: 's_region' }],
        measures: [{ aggregation: 'count' }],
        topN: { count: 1, others: 'Others' },
      },
      { source: S, measures: [{ aggregation: 'count' }] },
    ];
    for (const model of models) {
      for (const rowRules of [undefined, rule]) {
        const all = await rows(id, model, rowRules);
        const paged = { ...model, limit: 1, offset: 1 };
        const total = await runResultCount(db(id).driver, db(id).dialect, paged, catalogue, {
          rowRules,
        });
        expect({ model, rule: rowRules !== undefined, total }).toEqual({
          model,
          rule: rowRules !== undefined,
          total: all.length,
        });
      }
    }
  });
});
