// Table-driven dialect test (DESIGN §3): each case states its SQL for every dialect side by
// side (expected-sql.ts), then runs on real DuckDB, PostgreSQL and MariaDB databases loaded
// with the same fixture and must return the same rows everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShapedRow } from '../src/index.js';
import {
  compileQuery,
  compileResultCount,
  DIALECTS,
  isEngineError,
  runQuery,
  runResultCount,
} from '../src/index.js';
import { CHART_EXPECTED } from './dialect-cases/chart-expected-sql.js';
import { CHART_KNOWN_ROWS } from './dialect-cases/chart-known-rows.js';
import type { DialectCase } from './dialect-cases/chart-models.js';
import { CHART_MODELS } from './dialect-cases/chart-models.js';
import { EXPECTED as BASE_EXPECTED } from './dialect-cases/expected-sql.js';
import { MODELS as BASE_MODELS } from './dialect-cases/models.js';
import type { TestDatabase, TestDialectId } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { catalogue, FIXTURE_TABLES } from './support/fixture.js';

const MODELS: DialectCase[] = [...BASE_MODELS, ...CHART_MODELS];
const EXPECTED = { ...BASE_EXPECTED, ...CHART_EXPECTED };

/** Rows the fixture must give for some cases, so agreement is not agreement on a wrong answer. */
const KNOWN_ROWS: Record<string, ShapedRow[]> = {
  'group by a dimension with sum': [
    { d0: 'east', m0: 54.25 },
    { d0: 'north', m0: 75.75 },
    { d0: 'south', m0: 31 },
    { d0: 'west', m0: 38.25 },
  ],
  'date grouping year-week': [
    { d0: '2023-W02', m0: 1 },
    { d0: '2023-W08', m0: 1 },
    { d0: '2023-W13', m0: 1 },
    { d0: '2023-W29', m0: 1 },
    { d0: '2023-W52', m0: 1 },
    { d0: '2024-W01', m0: 1 },
    { d0: '2024-W10', m0: 1 },
    { d0: '2024-W18', m0: 1 },
    { d0: '2024-W32', m0: 1 },
    { d0: '2025-W01', m0: 1 },
    { d0: '2025-W07', m0: 1 },
    { d0: '2025-W27', m0: 1 },
  ],
  'date grouping year-quarter': [
    { d0: '2023-Q1', m0: 2 },
    { d0: '2023-Q2', m0: 1 },
    { d0: '2023-Q3', m0: 1 },
    { d0: '2023-Q4', m0: 1 },
    { d0: '2024-Q1', m0: 2 },
    { d0: '2024-Q2', m0: 1 },
    { d0: '2024-Q3', m0: 1 },
    { d0: '2024-Q4', m0: 1 },
    { d0: '2025-Q1', m0: 1 },
    { d0: '2025-Q2', m0: 1 },
  ],
  'operator like escapes % and _': [{ d0: 4 }, { d0: 6 }],
  'operator empty': [{ d0: 2 }, { d0: 3 }, { d0: 7 }, { d0: 11 }, { d0: 12 }],
  'operator between': [{ d0: 6 }, { d0: 7 }, { d0: 8 }],
  'row rule ANDed around a user OR': [{ d0: 1 }, { d0: 3 }, { d0: 11 }],
  'sort by measure with limit and offset': [
    { d0: 'east', m0: 14 },
    { d0: 'west', m0: 10 },
  ],
  'left join with nulls sorted last': [
    { d0: 'alice', m0: 54.25 },
    { d0: 'bob', m0: 38.25 },
    { d0: 'carol', m0: 75.75 },
    { d0: null, m0: 31 },
  ],
  'odd column names are quoted': [
    { d0: 'a', d1: 'x', m0: 1, m1: 10, m2: 1 },
    { d0: 'a', d1: 'y', m0: 2, m1: 20, m2: 1 },
    { d0: 'b', d1: 'x', m0: 3, m1: 30, m2: 1 },
  ],
  ...CHART_KNOWN_ROWS,
};

describe('every case compiles to the stated SQL in every dialect', () => {
  it('has an expected-SQL entry for every case and no stale ones', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(MODELS.map((c) => c.name).sort());
  });

  for (const c of MODELS) {
    it(c.name, () => {
      const expected = EXPECTED[c.name];
      if (!expected) throw new Error(`no expected SQL for ${c.name}`);
      for (const id of TEST_DIALECTS) {
        const want = expected[id];
        const compile = () =>
          (c.count ? compileResultCount : compileQuery)(c.model, catalogue, DIALECTS[id], {
            rowRules: c.rowRules,
          });
        if (typeof want === 'string') {
          const compiled = compile();
          expect({ id, sql: compiled.sql }).toEqual({ id, sql: want });
          expect(compiled.params).toEqual(expected.params);
        } else {
          expect(compile).toThrow(expect.objectContaining({ code: want.error }));
        }
      }
    });
  }
});

const available = new Map<TestDialectId, boolean>();
for (const id of TEST_DIALECTS) available.set(id, await serviceAvailable(id));

describe('every case returns the same rows on DuckDB, PostgreSQL and MariaDB', () => {
  const databases = new Map<TestDialectId, TestDatabase>();

  beforeAll(async () => {
    const ids = TEST_DIALECTS.filter((id) => available.get(id));
    const created = await Promise.all(ids.map((id) => createTestDatabase(id, FIXTURE_TABLES)));
    for (const db of created) databases.set(db.id, db);
  });
  afterAll(async () => {
    await Promise.all([...databases.values()].map((db) => db.cleanup()));
  });

  for (const c of MODELS) {
    it(c.name, async () => {
      const results = new Map<TestDialectId, ShapedRow[]>();
      for (const [id, db] of databases) {
        if (typeof EXPECTED[c.name]?.[id] !== 'string') continue;
        try {
          if (c.count) {
            const total = await runResultCount(db.driver, db.dialect, c.model, catalogue, {
              rowRules: c.rowRules,
            });
            results.set(id, [{ total }]);
            continue;
          }
          const data = await runQuery(db.driver, db.dialect, c.model, catalogue, {
            rowRules: c.rowRules,
          });
          const sorted = (c.model as { sort?: unknown[] }).sort?.length
            ? data.rows
            : sortRows(data.rows);
          results.set(id, sorted.map(roundNumbers));
        } catch (error) {
          throw new Error(
            `${id}: ${isEngineError(error) ? JSON.stringify(error.details) : String(error)}`,
          );
        }
      }
      const reference = results.get('duckdb');
      expect(reference?.length).toBeGreaterThan(0);
      for (const [id, rows] of results) expect({ id, rows }).toEqual({ id, rows: reference });
      const known = KNOWN_ROWS[c.name];
      if (known) expect(reference).toEqual(known);
    });
  }
});

function roundNumbers(row: ShapedRow): ShapedRow {
  // AVG differs in precision: DuckDB double, PostgreSQL numeric, MariaDB DECIMAL with
  // div_precision_increment (4) extra digits. Four places is what every database agrees on.
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e4) / 1e4 : v]),
  );
}

function sortRows(rows: ShapedRow[]): ShapedRow[] {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
