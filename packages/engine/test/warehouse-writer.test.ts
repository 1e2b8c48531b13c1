// The warehouse writer (issue 6 parts 1 and 3): writes go through their own connection on the
// instance the query driver reads, in batches through the appender, swapped in atomically; the
// query driver on the same file stays unable to write.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../src/index.js';
import type { WarehouseColumn, WarehouseRow, WarehouseWriter } from '../src/ingestion/index.js';
import { DIALECTS } from '../src/index.js';
import { DEMO_TABLE, openWarehouseWriter, seedDemoWarehouse } from '../src/ingestion/index.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-writer-'));
const path = join(dir, 'nested', 'warehouse.duckdb');

const COLUMNS: WarehouseColumn[] = [
  { name: 'id', type: 'BIGINT' },
  { name: 'na"me;\nx', type: 'VARCHAR' },
  { name: 'day', type: 'DATE' },
  { name: 'at', type: 'TIMESTAMP' },
  { name: 'amount', type: 'DECIMAL(12,2)' },
  { name: 'ratio', type: 'DOUBLE' },
  { name: 'ok', type: 'BOOLEAN' },
];

/** `count` rows in batches of `size`, made on demand: never the whole table at once. */
async function* rowBatches(count: number, size: number): AsyncGenerator<WarehouseRow[]> {
  for (let start = 0; start < count; start += size) {
    const batch: WarehouseRow[] = [];
    for (let i = start; i < Math.min(count, start + size); i++)
      batch.push([
        i,
        `name ${i}`,
        '2024-02-29',
        '2024-02-29 12:34:56',
        i % 2 === 0 ? '10.25' : 3.5,
        i / 4,
        i % 3 === 0,
      ]);
    yield batch;
  }
}

async function* failingAfter(batches: number): AsyncGenerator<WarehouseRow[]> {
  let n = 0;
  for await (const batch of rowBatches(10_000, 1_000)) {
    if (n++ === batches) throw new Error('the upload broke off');
    yield batch;
  }
}

describe('the warehouse writer', () => {
  let writer: WarehouseWriter;
  let driver: Driver;
  beforeAll(async () => {
    // A query driver opens the file first, as the server's builtin source may.
    driver = DIALECTS.duckdb.createDriver({ path, connections: 2 });
    writer = await openWarehouseWriter(path);
  });
  afterAll(async () => {
    writer?.close();
    await driver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes batches through the appender into a table the query driver reads', async () => {
    const written = await writer.replaceTableFromRows(
      'upload_1',
      COLUMNS,
      rowBatches(5_000, 1_000),
    );
    expect(written).toBe(5_000);
    const { rows, columns } = await driver.execute(
      `SELECT count(*) AS n, sum(id) AS ids, min(day) AS first_day, max("at") AS last_at, sum(amount) AS amount, sum(CAST(ok AS INT)) AS oks, min("na""me;\nx") AS name FROM upload_1`,
      [],
    );
    expect(rows).toEqual([
      {
        n: '5000',
        ids: '12497500',
        first_day: '2024-02-29',
        last_at: '2024-02-29 12:34:56',
        amount: '34375.00',
        oks: '1667',
        name: 'name 0',
      },
    ]);
    expect(columns.map((c) => c.deType)).toEqual([2, 2, 1, 1, 2, 2, 0]);
  });

  it('keeps the previous table when a write fails part way, and leaves no scratch table', async () => {
    await expect(writer.replaceTableFromRows('upload_1', COLUMNS, failingAfter(3))).rejects.toThrow(
      'the upload broke off',
    );
    const { rows } = await driver.execute('SELECT count(*) AS n FROM upload_1', []);
    expect(rows).toEqual([{ n: '5000' }]);
    const tables = await driver.execute(
      "SELECT table_name AS t FROM information_schema.tables WHERE table_name LIKE 'upload_1%'",
      [],
    );
    expect(tables.rows).toEqual([{ t: 'upload_1' }]);
  });

  it('refuses a cell the column type cannot hold, keeping the previous table', async () => {
    async function* bad(): AsyncGenerator<WarehouseRow[]> {
      yield [[1, 'x', 'not a date', null, null, null, null]];
    }
    await expect(writer.replaceTableFromRows('upload_1', COLUMNS, bad())).rejects.toBeTruthy();
    expect((await driver.execute('SELECT count(*) AS n FROM upload_1', [])).rows).toEqual([
      { n: '5000' },
    ]);
  });

  it('replaces a table with a new one atomically while readers keep reading', async () => {
    const reads = Array.from({ length: 5 }, () =>
      driver.execute('SELECT count(*) AS n FROM upload_1', []),
    );
    await writer.replaceTableFromRows('upload_1', COLUMNS, rowBatches(1_234, 500));
    for (const { rows } of await Promise.all(reads)) expect(['5000', '1234']).toContain(rows[0]?.n);
    expect((await driver.execute('SELECT count(*) AS n FROM upload_1', [])).rows).toEqual([
      { n: '1234' },
    ]);
  });

  it('seeds the demo table on the same instance while the query driver is open', async () => {
    expect(await seedDemoWarehouse(path, { rows: 2_000 })).toEqual({ created: true, rows: 2_000 });
    expect(await seedDemoWarehouse(path, { rows: 5_000 })).toEqual({
      created: false,
      rows: 2_000,
    });
    const { rows } = await driver.execute(`SELECT count(*) AS n FROM ${DEMO_TABLE}`, []);
    expect(rows).toEqual([{ n: '2000' }]);
  });

  it('leaves the query driver on the same file unable to write', async () => {
    for (const sql of [`DELETE FROM ${DEMO_TABLE}`, 'DROP TABLE upload_1', 'CHECKPOINT']) {
      await expect(driver.execute(sql, [])).rejects.toMatchObject({
        code: 'ENGINE_STATEMENT_REFUSED',
      });
    }
    expect((await driver.execute(`SELECT count(*) AS n FROM ${DEMO_TABLE}`, [])).rows).toEqual([
      { n: '2000' },
    ]);
  });

  it('appends rows and a SELECT to a table, or nothing when the append fails', async () => {
    await writer.replaceTableFromRows('appended', COLUMNS, rowBatches(100, 40));
    expect(await writer.appendRows('appended', COLUMNS, rowBatches(50, 20))).toBe(150);
    await expect(writer.appendRows('appended', COLUMNS, failingAfter(2))).rejects.toThrow(
      'the upload broke off',
    );
    expect(await writer.rowCount('appended')).toBe(150);
    expect(await writer.appendTableAs('appended', 'SELECT * FROM "appended" WHERE "id" < 10')).toBe(
      170,
    );
    const { rows } = await driver.execute(
      'SELECT count(DISTINCT "id") AS ids, count(*) AS n FROM appended',
      [],
    );
    expect(rows).toEqual([{ ids: '100', n: '170' }]);
  });

  it('drops a table', async () => {
    await writer.dropTable('upload_1');
    expect(await writer.tableExists('upload_1')).toBe(false);
  });

  it('refuses column types it does not know', async () => {
    await expect(
      writer.replaceTableFromRows(
        'bad',
        [{ name: 'x', type: 'DECIMAL(99,2)' as WarehouseColumn['type'] }],
        rowBatches(1, 1),
      ),
    ).rejects.toThrow(RangeError);
  });
});
