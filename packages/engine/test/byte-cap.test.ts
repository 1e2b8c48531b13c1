// SECURITY E2 on the three real databases: an answer is capped by bytes as well as rows. One
// row of 50 million characters, or many small rows past the cap, are cut short: the database
// stops sending (the connection is dropped or the cursor closed), the answer says it was cut,
// and the next call on the same pool works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../src/index.js';
import type { TestDatabase, TestDialectId } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { rowBytes } from '../src/connectors/byte-cap.js';

const CAP = 1_000_000;

/** One row holding a text of 50,000,000 characters. */
const HUGE_CELL: Record<TestDialectId, string> = {
  duckdb: "SELECT repeat('x', 50000000) AS big",
  postgresql: "SELECT repeat('x', 50000000) AS big",
  mysql: "SELECT REPEAT('x', 50000000) AS big",
};

/** 100,000 rows of 40 characters each: 4 MB in all. */
const MANY_ROWS: Record<TestDialectId, string> = {
  duckdb: "SELECT range AS n, repeat('y', 40) AS t FROM range(100000) ORDER BY n",
  postgresql: "SELECT n, repeat('y', 40) AS t FROM generate_series(0, 99999) AS n ORDER BY n",
  mysql: "SELECT seq AS n, REPEAT('y', 40) AS t FROM seq_0_to_99999 ORDER BY n",
};

for (const id of TEST_DIALECTS) {
  const available = await serviceAvailable(id);
  describe.runIf(available)(`${id}: answers capped by bytes (E2)`, () => {
    let db: TestDatabase;
    let single: Driver;
    beforeAll(async () => {
      db = await createTestDatabase(id, []);
      // One connection: each test's next call proves the connection came back usable.
      single = db.makeDriver({ poolSize: 1 });
      if (id === 'mysql') await db.admin('SET GLOBAL max_allowed_packet = 134217728');
    });
    afterAll(async () => {
      await single?.close();
      await db?.cleanup();
    });

    const healthy = async () => {
      const { rows } = await single.execute('SELECT 1 AS one', []);
      expect(Number(rows[0]?.one)).toBe(1);
    };

    it('cuts one value of 50 million characters and says so', async () => {
      const result = await single.execute(HUGE_CELL[id], [], { maxBytes: CAP });
      expect(result.cut).toBe(true);
      expect(result.rows).toEqual([]);
      await healthy();
    });

    it('answers the rows within the cap, in order, marked cut', async () => {
      const result = await single.execute(MANY_ROWS[id], [], { maxBytes: CAP });
      expect(result.cut).toBe(true);
      expect(result.rows.length).toBeGreaterThan(1_000);
      expect(result.rows.length).toBeLessThan(100_000);
      const weight = result.rows.reduce((sum, row) => sum + rowBytes(row), 0);
      expect(weight).toBeLessThanOrEqual(CAP);
      expect(result.rows.map((r) => Number(r.n))).toEqual(
        Array.from({ length: result.rows.length }, (_, i) => i),
      );
      await healthy();
    });

    it('leaves an answer within the cap whole and unmarked', async () => {
      const result = await single.execute(MANY_ROWS[id], [], { maxBytes: 10 * CAP });
      expect(result.cut).toBeUndefined();
      expect(result.rows).toHaveLength(100_000);
    });

    it('fails a streaming read past the cap with ENGINE_RESULT_TOO_LARGE', async () => {
      const read = async () => {
        for await (const batch of single.stream(HUGE_CELL[id], [], { maxBytes: CAP })) void batch;
      };
      await expect(read()).rejects.toMatchObject({
        code: 'ENGINE_RESULT_TOO_LARGE',
        details: { maxBytes: CAP },
      });
      await healthy();
    });
  });
}
