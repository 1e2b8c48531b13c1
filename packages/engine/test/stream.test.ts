// Streaming reads on the three real databases (issue 6 part 3): bounded batches, column types,
// an early stop that gives the connection back, cancellation and the statement timeout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver, RowBatch } from '../src/index.js';
import type { TestDatabase, TestDialectId } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { SALES } from './support/fixture.js';

const ROWS = 10_000;

/** ROWS integers 1..ROWS in order, as column `n`. */
const SERIES: Record<TestDialectId, string> = {
  duckdb: `SELECT range AS n FROM range(1, ${ROWS + 1}) ORDER BY n`,
  postgresql: `SELECT generate_series(1, ${ROWS}) AS n`,
  mysql: `SELECT seq AS n FROM seq_1_to_${ROWS}`,
};

/** Rows produced slowly enough that a read is still running when it is stopped. */
const ENDLESS: Record<TestDialectId, string> = {
  duckdb: 'SELECT range AS n FROM range(1000000000000)',
  postgresql: 'SELECT generate_series(1, 1000000000000) AS n',
  mysql: 'SELECT seq AS n FROM seq_1_to_1000000000000',
};

const LONG_QUERY: Record<TestDialectId, string> = {
  duckdb: 'SELECT count(*) AS n FROM range(100000000) a, range(100000000) b',
  postgresql: 'SELECT pg_sleep(30) AS n',
  mysql: 'SELECT SLEEP(30) AS n',
};

async function collect(stream: AsyncIterable<RowBatch>): Promise<RowBatch[]> {
  const batches: RowBatch[] = [];
  for await (const batch of stream) batches.push(batch);
  return batches;
}

const expectHealthy = async (driver: Driver) => {
  const { rows } = await driver.execute('SELECT 1 AS one', []);
  expect(Number(rows[0]?.one)).toBe(1);
};

for (const id of TEST_DIALECTS) {
  const available = await serviceAvailable(id);
  describe.runIf(available)(`${id} streaming read`, () => {
    let db: TestDatabase;
    let single: Driver;
    beforeAll(async () => {
      db = await createTestDatabase(id, [SALES]);
      single = db.makeDriver({ poolSize: 1 });
    });
    afterAll(async () => {
      await single?.close();
      await db?.cleanup();
    });

    it('reads a result larger than the batch size in batches of that size, in order', async () => {
      const batches = await collect(single.stream(SERIES[id], [], { batchSize: 3_000 }));
      expect(batches.map((b) => b.rows.length)).toEqual([3_000, 3_000, 3_000, 1_000]);
      const values = batches.flatMap((b) => b.rows.map((r) => Number(r.n)));
      expect(values[0]).toBe(1);
      expect(values[ROWS - 1]).toBe(ROWS);
      expect(new Set(values).size).toBe(ROWS);
      expect(batches[0]?.columns).toEqual([
        { name: 'n', nativeType: expect.any(String), deType: 2 },
      ]);
    });

    it('binds values and types the columns as text, time or number', async () => {
      const sql = `SELECT id, region, order_ts, amount FROM sales WHERE qty > ${db.dialect.compiler.placeholder(1)} ORDER BY id`;
      const batches = await collect(single.stream(sql, [4], { batchSize: 2 }));
      expect(batches.map((b) => b.rows.length)).toEqual([2, 2, 1]);
      expect(batches.flatMap((b) => b.rows.map((r) => Number(r.id)))).toEqual([3, 6, 7, 9, 12]);
      expect(batches[0]?.columns.map((c) => [c.name, c.deType])).toEqual([
        ['id', 2],
        ['region', 0],
        ['order_ts', 1],
        ['amount', 2],
      ]);
    });

    it('yields one empty batch with the columns for an empty result', async () => {
      const batches = await collect(single.stream('SELECT id FROM sales WHERE 1 = 0', []));
      expect(batches).toHaveLength(1);
      expect(batches[0]?.rows).toEqual([]);
      expect(batches[0]?.columns.map((c) => c.name)).toEqual(['id']);
    });

    it('gives the connection back when the consumer stops early', async () => {
      for (let i = 0; i < 2; i++) {
        let seen = 0;
        for await (const batch of single.stream(ENDLESS[id], [], { batchSize: 500 })) {
          seen += batch.rows.length;
          if (seen >= 1_000) break;
        }
        expect(seen).toBe(1_000);
      }
      // A pool of one: this waits forever unless the stream gave its connection back.
      await expectHealthy(single);
    });

    it('stops between batches when the signal is aborted', async () => {
      const controller = new AbortController();
      const reading = (async () => {
        for await (const batch of single.stream(ENDLESS[id], [], {
          batchSize: 100,
          signal: controller.signal,
        })) {
          if (batch.rows.length > 0) controller.abort();
        }
      })();
      await expect(reading).rejects.toMatchObject({ code: 'ENGINE_QUERY_CANCELLED' });
      await expectHealthy(single);
    });

    it('cancels a running statement when the signal is aborted', async () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 200);
      const started = Date.now();
      await expect(
        collect(single.stream(LONG_QUERY[id], [], { signal: controller.signal })),
      ).rejects.toMatchObject({ code: 'ENGINE_QUERY_CANCELLED' });
      expect(Date.now() - started).toBeLessThan(10_000);
      await expectHealthy(single);
    });

    it('stops at the statement timeout', async () => {
      const started = Date.now();
      await expect(
        collect(single.stream(LONG_QUERY[id], [], { timeoutMs: 300 })),
      ).rejects.toMatchObject({ code: 'ENGINE_QUERY_TIMEOUT' });
      expect(Date.now() - started).toBeLessThan(10_000);
      await expectHealthy(single);
    });

    it('gives execute results their column types too', async () => {
      const { columns } = await single.execute(
        'SELECT id, region, order_ts, amount, COUNT(*) AS n FROM sales GROUP BY id, region, order_ts, amount',
        [],
      );
      expect(columns.map((c) => [c.name, c.deType])).toEqual([
        ['id', 2],
        ['region', 0],
        ['order_ts', 1],
        ['amount', 2],
        ['n', 2],
      ]);
      expect(columns.every((c) => c.nativeType.length > 0)).toBe(true);
    });
  });
}
