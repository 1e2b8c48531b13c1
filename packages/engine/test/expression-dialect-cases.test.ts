// Calculated fields, casts, distinct values and counts, table-driven like dialect-cases: each
// case states its SQL for DuckDB, PostgreSQL and MySQL side by side, then runs on the three real
// databases loaded with the same fixture and must return the same rows everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShapedRow } from '../src/index.js';
import { DIALECTS, isEngineError, shapeRows } from '../src/index.js';
import { EXPRESSION_CASES } from './dialect-cases/expression-cases.js';
import { EXPRESSION_EXPECTED } from './dialect-cases/expression-expected-sql.js';
import { EXPRESSION_KNOWN_ROWS } from './dialect-cases/expression-known-rows.js';
import type { TestDatabase, TestDialectId } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { EXPRESSION_TABLES } from './support/expression-fixture.js';

describe('every expression case compiles to the stated SQL in every dialect', () => {
  it('has an expected-SQL entry for every case and no stale ones', () => {
    expect(Object.keys(EXPRESSION_EXPECTED).sort()).toEqual(
      EXPRESSION_CASES.map((c) => c.name).sort(),
    );
  });

  for (const c of EXPRESSION_CASES) {
    it(c.name, () => {
      const expected = EXPRESSION_EXPECTED[c.name];
      if (!expected) throw new Error(`no expected SQL for ${c.name}`);
      for (const id of TEST_DIALECTS) {
        const compiled = c.compile(DIALECTS[id]);
        expect({ id, sql: compiled.sql }).toEqual({ id, sql: expected[id] });
        const params =
          id === 'mysql'
            ? expected.mysqlParams
            : id === 'duckdb'
              ? (expected.duckdbParams ?? expected.params)
              : expected.params;
        expect({ id, params: compiled.params }).toEqual({ id, params });
      }
    });
  }
});

const available = new Map<TestDialectId, boolean>();
for (const id of TEST_DIALECTS) available.set(id, await serviceAvailable(id));

describe('every expression case returns the same rows on DuckDB, PostgreSQL and MariaDB', () => {
  const databases = new Map<TestDialectId, TestDatabase>();

  beforeAll(async () => {
    const ids = TEST_DIALECTS.filter((id) => available.get(id));
    const created = await Promise.all(ids.map((id) => createTestDatabase(id, EXPRESSION_TABLES)));
    for (const db of created) databases.set(db.id, db);
  });
  afterAll(async () => {
    await Promise.all([...databases.values()].map((db) => db.cleanup()));
  });

  for (const c of EXPRESSION_CASES) {
    it(c.name, async () => {
      const results = new Map<TestDialectId, ShapedRow[]>();
      for (const [id, db] of databases) {
        const compiled = c.compile(db.dialect);
        try {
          const result = await db.driver.execute(compiled.sql, compiled.params);
          const rows = shapeRows(result.rows, compiled.columns);
          results.set(id, (c.sorted ? rows : sortRows(rows)).map(roundNumbers));
        } catch (error) {
          throw new Error(
            `${id}: ${isEngineError(error) ? JSON.stringify(error.details) : String(error)}`,
          );
        }
      }
      const reference = results.get('duckdb');
      expect(reference?.length).toBeGreaterThan(0);
      for (const [id, rows] of results) expect({ id, rows }).toEqual({ id, rows: reference });
      const known = EXPRESSION_KNOWN_ROWS[c.name];
      if (known) expect(reference).toEqual(known);
    });
  }
});

/** Four decimal places is what every database agrees on (see dialect-cases.test.ts). */
function roundNumbers(row: ShapedRow): ShapedRow {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e4) / 1e4 : v]),
  );
}

function sortRows(rows: ShapedRow[]): ShapedRow[] {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
