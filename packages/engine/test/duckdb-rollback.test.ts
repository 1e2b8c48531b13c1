// A DuckDB call answers before its ROLLBACK has run (driver.ts finish): the connection goes
// back to the pool only after it, so the next call on the same connection never starts inside
// the previous one's transaction, and close() waits for rollbacks still running.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../src/index.js';
import { duckdbLane } from '../src/dialects/duckdb/lane.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-rollback-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the rollback after an answer', () => {
  it('lets the next call on the one connection start clean, in order or all at once', async () => {
    const driver = DIALECTS.duckdb.createDriver({ path: join(dir, 'one.duckdb'), connections: 1 });
    try {
      // A BEGIN inside an open transaction fails: every call here would, were one left open.
      for (let i = 0; i < 5; i++)
        expect((await driver.execute('SELECT ? AS n', [i])).rows).toEqual([{ n: i }]);
      const together = await Promise.all(
        Array.from({ length: 5 }, (_, i) => driver.execute('SELECT ? AS n', [i])),
      );
      expect(together.map((r) => r.rows[0]?.n)).toEqual([0, 1, 2, 3, 4]);
      // A failed call rolls back too.
      await expect(driver.execute('SELECT * FROM missing', [])).rejects.toThrow();
      expect((await driver.execute('SELECT 1 AS n', [])).rows).toEqual([{ n: 1 }]);
    } finally {
      await driver.close();
    }
  });

  it('closes only after the rollbacks still running, leaving no DuckDB call behind', async () => {
    const driver = DIALECTS.duckdb.createDriver({ path: join(dir, 'two.duckdb'), connections: 2 });
    await Promise.all([driver.execute('SELECT 1', []), driver.execute('SELECT 2', [])]);
    await driver.close();
    expect(duckdbLane.stats).toEqual({ active: 0, waiting: 0 });
  });
});
