// Column masks compiled into the SQL: the same masked answers on DuckDB, PostgreSQL and MariaDB
// (grouping, counting, filtering and distinct values all see the masked text), while row
// rules still read raw values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileDistinctValues,
  compileQuery,
  createFieldCatalogue,
  runQuery,
  runResultCount,
  type ColumnMasks,
} from '../src/index.js';
import type { TestDatabase, TestDialectId } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { catalogue, SALES } from './support/fixture.js';

const source = { kind: 'table', table: 'sales', alias: 's' } as const;
const regionMasked: ColumnMasks = new Map([['s_region', { keepStart: 1, keepEnd: 1 }]]);

const available = new Map<TestDialectId, boolean>();
for (const id of TEST_DIALECTS) available.set(id, await serviceAvailable(id));

describe.each(TEST_DIALECTS.filter((id) => available.get(id)))('column masks on %s', (id) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(id, [SALES]);
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  const run = (model: object, options: Parameters<typeof runQuery>[4] = {}) =>
    runQuery(db.driver, db.dialect, { source, ...model }, catalogue, options);

  it('groups and counts the masked text, keeping the first and last characters', async () => {
    const data = await run(
      {
        dimensions: [{ fieldId: 's_region' }],
        measures: [{ aggregation: 'count' }],
        sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
      },
      { masks: regionMasked },
    );
    expect(data.rows).toEqual([
      { d0: 'e**t', m0: 4 },
      { d0: 'n***h', m0: 3 },
      { d0: 's***h', m0: 2 },
      { d0: 'w**t', m0: 3 },
    ]);
  });

  it('stars a value no longer than the characters kept and leaves NULL empty', async () => {
    const data = await run(
      {
        dimensions: [{ fieldId: 's_id' }, { fieldId: 's_note' }],
        sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
      },
      { masks: new Map([['s_note', { keepStart: 1, keepEnd: 2 }]]) },
    );
    expect(data.rows.map((r) => r.d1)).toEqual([
      'g*ft',
      null,
      '',
      'p******0%',
      "i*'s",
      '***',
      null,
      'b*******sh',
      'g*ft',
      '*',
      '',
      null,
    ]);
  });

  it('filters on what the caller sees: a raw value finds nothing, a masked one finds its rows', async () => {
    const count = (value: string, operator = 'eq') =>
      runResultCount(
        db.driver,
        db.dialect,
        {
          source,
          dimensions: [{ fieldId: 's_id' }],
          filter: { kind: 'condition', fieldId: 's_region', operator, value },
        },
        catalogue,
        { masks: regionMasked },
      );
    expect(await count('east')).toBe(0);
    expect(await count('e**t')).toBe(4);
    expect(await count('%as%', 'like')).toBe(0);
  });

  it('holds row rules to raw values', async () => {
    const data = await run(
      { dimensions: [{ fieldId: 's_region' }], measures: [{ aggregation: 'count' }] },
      {
        masks: regionMasked,
        rowRules: { kind: 'condition', fieldId: 's_region', operator: 'eq', value: 'east' },
      },
    );
    expect(data.rows).toEqual([{ d0: 'e**t', m0: 4 }]);
  });

  it('masks the field inside a calculated field that reads it', async () => {
    const withCalc = createFieldCatalogue([
      ...catalogue.fields,
      {
        id: 'c_upper',
        column: '',
        tableAlias: '',
        deType: 0,
        nativeType: '',
        expression: 'UPPER([s_region])',
      },
    ]);
    const data = await runQuery(
      db.driver,
      db.dialect,
      {
        source,
        dimensions: [{ fieldId: 'c_upper' }],
        sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
        limit: 1,
      },
      withCalc,
      { masks: regionMasked },
    );
    expect(data.rows).toEqual([{ d0: 'E**T' }]);
  });

  it('merges values that mask alike, whether grouped before masking or not', async () => {
    // Only the last character kept: east and west are both ***t, north and south ****h.
    const lastOnly: ColumnMasks = new Map([['s_region', { keepStart: 0, keepEnd: 1 }]]);
    const measures = [
      { fieldId: 's_amount', aggregation: 'sum' },
      { aggregation: 'count' },
      { fieldId: 's_amount', aggregation: 'min' },
      { fieldId: 's_amount', aggregation: 'max' },
    ];
    const byRegion = {
      dimensions: [{ fieldId: 's_region' }],
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    };
    const raw = await run({ ...byRegion, measures });
    const masked = await run({ ...byRegion, measures }, { masks: lastOnly });
    // The raw groups combined by hand, as the masked query must combine them.
    const merged = new Map<string, number[]>();
    for (const row of raw.rows) {
      const key = `${'*'.repeat(String(row.d0).length - 1)}${String(row.d0).slice(-1)}`;
      const [sum, count, min, max] = [row.m0, row.m1, row.m2, row.m3].map(Number) as number[];
      const seen = merged.get(key);
      merged.set(
        key,
        seen
          ? [seen[0]! + sum!, seen[1]! + count!, Math.min(seen[2]!, min!), Math.max(seen[3]!, max!)]
          : [sum!, count!, min!, max!],
      );
    }
    const rounded = (n: unknown) => Math.round(Number(n) * 100) / 100;
    expect(masked.rows.map((r) => [r.d0, ...[r.m0, r.m1, r.m2, r.m3].map(rounded)])).toEqual(
      [...merged].sort().map(([key, values]) => [key, ...values.map(rounded)]),
    );
    // An average does not combine from groups: it is computed over the masked rows directly.
    const averaged = await run(
      { ...byRegion, measures: [{ fieldId: 's_amount', aggregation: 'avg' }] },
      { masks: lastOnly },
    );
    expect(averaged.rows.map((r) => [r.d0, rounded(r.m0)])).toEqual(
      [...merged].sort().map(([key, [sum, count]]) => [key, rounded(sum! / count!)]),
    );
  });

  it('masks the groups, not every row, when the measures combine from groups', () => {
    const compiled = (aggregation: string) =>
      compileQuery(
        {
          source,
          dimensions: [{ fieldId: 's_region' }],
          measures: [{ fieldId: 's_amount', aggregation }],
        },
        catalogue,
        db.dialect,
        { masks: regionMasked },
      ).sql.toLowerCase();
    // The derived table groups raw values; the mask (repeat) is written outside it only.
    const summed = compiled('sum');
    expect(summed).toMatch(/grouped/);
    expect(summed.indexOf('repeat')).toBeLessThan(summed.indexOf('(select'));
    expect(compiled('avg')).not.toMatch(/grouped/);
  });

  it('lists distinct values masked, searched by their masked text', async () => {
    const list = async (keyword?: string) => {
      const compiled = compileDistinctValues(
        { fieldId: 's_region', limit: 10, ...(keyword ? { keyword } : {}) },
        catalogue,
        source,
        db.dialect,
        { masks: regionMasked },
      );
      const result = await db.driver.execute(compiled.sql, compiled.params, {});
      return result.rows.map((r) => r.v);
    };
    expect(await list()).toEqual(['e**t', 'n***h', 's***h', 'w**t']);
    expect(await list('as')).toEqual([]);
  });
});
