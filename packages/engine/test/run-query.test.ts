// runQuery: compile + execute + shape, with a server-side row cap that reports truncation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQuery, runCompiled, runQuery } from '../src/index.js';
import type { TestDatabase } from './support/databases.js';
import { createTestDatabase } from './support/databases.js';
import { catalogue, SALES } from './support/fixture.js';

const ids = (limit?: number) => ({
  source: { kind: 'table', table: 'sales', alias: 's' },
  dimensions: [{ fieldId: 's_id' }],
  sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
  ...(limit === undefined ? {} : { limit }),
});

describe('runQuery', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('duckdb', [SALES]);
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it('cuts a result at maxRows and says so', async () => {
    const data = await runQuery(db.driver, db.dialect, ids(), catalogue, { maxRows: 5 });
    expect(data.rows.map((r) => r.d0)).toEqual([1, 2, 3, 4, 5]);
    expect(data.truncated).toBe(true);
  });

  it('does not flag a result that fits, nor one the model itself limited', async () => {
    expect(await runQuery(db.driver, db.dialect, ids(), catalogue, { maxRows: 12 })).toMatchObject({
      truncated: false,
      cut: null,
    });
    const limited = await runQuery(db.driver, db.dialect, ids(3), catalogue, { maxRows: 5 });
    expect(limited.rows).toHaveLength(3);
    expect(limited.truncated).toBe(false);
  });

  it('returns numbers for number columns and text for grouped dates', async () => {
    const data = await runQuery(
      db.driver,
      db.dialect,
      {
        source: { kind: 'table', table: 'sales', alias: 's' },
        dimensions: [{ fieldId: 's_ts', dateGrouping: 'year' }],
        measures: [{ aggregation: 'count' }, { aggregation: 'sum', fieldId: 's_amount' }],
        sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
      },
      catalogue,
    );
    expect(data.rows[0]).toEqual({ d0: '2023', m0: 5, m1: 54.25 });
    expect(data.columns.map((c) => [c.key, c.role, c.deType])).toEqual([
      ['d0', 'dimension', 0],
      ['m0', 'measure', 2],
      ['m1', 'measure', 2],
    ]);
  });

  it('runs a statement compiled earlier as runQuery would have compiled it', async () => {
    // Compiled once by the caller (limit capped at maxRows + 1), run without compiling again.
    const compiled = compileQuery(ids(6), catalogue, db.dialect);
    const data = await runCompiled(db.driver, compiled, { maxRows: 5 });
    expect(data).toEqual(await runQuery(db.driver, db.dialect, ids(), catalogue, { maxRows: 5 }));
    expect(data.cut).toBe('rows');
  });
});
