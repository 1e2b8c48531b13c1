// Demo warehouse: deterministic, idempotent, plausible data (small row count here; 1 M in bench).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../src/index.js';
import { DEMO_TABLE, seedDemoWarehouse } from '../src/ingestion/index.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHECKSUM_SQL = `SELECT count(*) AS n, sum(amount) AS amount, sum(profit) AS profit,
  bit_xor(hash(order_date, province, province_code, city, city_code, category, product, channel, quantity, amount, profit)) AS h
  FROM ${DEMO_TABLE}`;

async function inspect(path: string, sql: string) {
  const driver = DIALECTS.duckdb.createDriver({ path, connections: 1 });
  try {
    return (await driver.execute(sql, [])).rows;
  } finally {
    await driver.close();
  }
}

describe('seedDemoWarehouse', () => {
  it('builds the same table, row for row, every time for the same row count', async () => {
    const a = join(dir, 'a', 'warehouse.duckdb');
    const b = join(dir, 'b.duckdb');
    expect(await seedDemoWarehouse(a, { rows: 5_000 })).toEqual({ created: true, rows: 5_000 });
    expect(await seedDemoWarehouse(b, { rows: 5_000 })).toEqual({ created: true, rows: 5_000 });
    const [sumA, sumB] = [await inspect(a, CHECKSUM_SQL), await inspect(b, CHECKSUM_SQL)];
    expect(sumA).toEqual(sumB);
    expect(sumA[0]?.n).toBe('5000');
  });

  it('skips when the table exists and rebuilds identically when forced', async () => {
    const path = join(dir, 'c.duckdb');
    await seedDemoWarehouse(path, { rows: 2_000 });
    const before = await inspect(path, CHECKSUM_SQL);
    expect(await seedDemoWarehouse(path, { rows: 9_999 })).toEqual({ created: false, rows: 2_000 });
    expect(await seedDemoWarehouse(path, { rows: 2_000, force: true })).toEqual({
      created: true,
      rows: 2_000,
    });
    expect(await inspect(path, CHECKSUM_SQL)).toEqual(before);
    const tables = await inspect(
      path,
      "SELECT table_name AS t FROM information_schema.tables WHERE table_name LIKE 'demo_sales%'",
    );
    expect(tables).toEqual([{ t: 'demo_sales' }]);
  });

  it('spans 2023–2025 with real area codes and consistent money columns', async () => {
    const path = join(dir, 'd.duckdb');
    await seedDemoWarehouse(path, { rows: 3_000 });
    const [facts] = await inspect(
      path,
      `SELECT min(order_date) AS first, max(order_date) AS last,
        count(*) FILTER (WHERE NOT regexp_full_match(city_code, '[0-9]{6}')) AS bad_codes,
        count(*) FILTER (WHERE left(city_code, 2) <> left(province_code, 2)) AS mismatched,
        count(*) FILTER (WHERE profit >= amount OR amount <= 0 OR quantity < 1) AS implausible,
        count(DISTINCT province) AS provinces
       FROM ${DEMO_TABLE}`,
    );
    expect(facts).toMatchObject({ bad_codes: '0', mismatched: '0', implausible: '0' });
    expect(String(facts?.first) >= '2023-01-01' && String(facts?.last) <= '2025-12-31').toBe(true);
    expect(Number(facts?.provinces)).toBeGreaterThan(15);
    const [gz] = await inspect(
      path,
      `SELECT DISTINCT province_code, city_code FROM ${DEMO_TABLE} WHERE city = '广州市'`,
    );
    expect(gz).toEqual({ province_code: '440000', city_code: '440100' });
  });
});
