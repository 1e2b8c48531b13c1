// Extract syncs over time (issue 7 part 5, SECURITY F3): incremental syncs by a timestamp and
// by an increasing integer read only the new rows; a sync that breaks off part way (a source
// error after some rows, a killed backend, a cancel, a warehouse that cannot take a batch)
// leaves the last good extract whole and readable; a large extract holds one batch at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver, RowBatch } from '../src/index.js';
import type { WarehouseRow, WarehouseWriter } from '../src/ingestion/index.js';
import { DIALECTS } from '../src/index.js';
import { openWarehouseWriter, runExtract } from '../src/ingestion/index.js';
import type { TestDatabase } from './support/databases.js';
import { createTestDatabase, serviceAvailable } from './support/databases.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-extract-sync-'));
const path = join(dir, 'warehouse.duckdb');
let writer: WarehouseWriter;
let warehouse: Driver;

beforeAll(async () => {
  writer = await openWarehouseWriter(path);
  warehouse = DIALECTS.duckdb.createDriver({ path, connections: 2 });
});
afterAll(async () => {
  writer?.close();
  await warehouse?.close();
  rmSync(dir, { recursive: true, force: true });
});

const read = async (sql: string) => (await warehouse.execute(sql, [])).rows;
const tablesLike = async (prefix: string) =>
  (
    await read(
      `SELECT table_name AS t FROM information_schema.tables WHERE starts_with(table_name, '${prefix}') ORDER BY t`,
    )
  ).map((r) => r.t);

/** The same driver, recording the size of every batch it hands over. */
function observed(driver: Driver, sizes: number[]): Driver {
  return {
    ...driver,
    async *stream(sql, params, options) {
      for await (const batch of driver.stream(sql, params, options) as AsyncIterable<RowBatch>) {
        sizes.push(batch.rows.length);
        yield batch;
      }
    },
  };
}

describe.runIf(await serviceAvailable('postgresql'))('PostgreSQL extract syncs', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('postgresql', []);
    await db.admin('CREATE TABLE events (id serial, at timestamp(6), note text)');
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  const addEvents = (...ats: string[]) =>
    db.admin(
      `INSERT INTO events (at, note) VALUES ${ats.map((at) => `('${at}', 'event at ${at}')`).join(', ')}`,
    );
  const syncByTime = (lastValue: string | number | null) =>
    runExtract({
      driver: db.driver,
      dialect: db.dialect,
      sql: 'SELECT id, at, note FROM events',
      writer,
      table: 'events_by_time',
      mode: 'incremental',
      incremental: { column: 'at', lastValue },
    });

  it('syncs incrementally by a timestamp: only rows after the last value are added', async () => {
    await addEvents('2024-01-01 08:00:00', '2024-01-02 09:30:00.25', '2024-01-01 23:59:59.999999');
    const first = await syncByTime(null);
    expect(first).toEqual({ rows: 3, tableRows: 3, maxValue: '2024-01-02 09:30:00.25' });

    await addEvents('2024-01-03 00:00:00', '2024-01-02 09:30:00.250001');
    const second = await syncByTime(first.maxValue);
    expect(second).toEqual({ rows: 2, tableRows: 5, maxValue: '2024-01-03 00:00:00' });

    const third = await syncByTime(second.maxValue);
    expect(third).toEqual({ rows: 0, tableRows: 5, maxValue: '2024-01-03 00:00:00' });

    expect(
      await read('SELECT count(DISTINCT id) AS n, max("at") AS last FROM events_by_time'),
    ).toEqual([{ n: '5', last: '2024-01-03 00:00:00' }]);
    expect(await tablesLike('events_by_time')).toEqual(['events_by_time']);
  });

  it('keeps the previous extract when the source fails after some rows were written', async () => {
    const sql = (failAt: number) =>
      `SELECT n, 'row ' || n AS label, 100 / (${failAt} - n) AS q FROM generate_series(1, 20000) AS n`;
    await runExtract({
      driver: db.driver,
      dialect: db.dialect,
      sql: sql(1_000_000),
      writer,
      table: 'failing',
      mode: 'full',
    });
    let written = 0;
    await expect(
      runExtract({
        driver: db.driver,
        dialect: db.dialect,
        sql: sql(15_000),
        writer,
        table: 'failing',
        mode: 'full',
        batchSize: 1_000,
        onProgress: (rows) => {
          written = rows;
        },
      }),
    ).rejects.toMatchObject({ code: 'ENGINE_QUERY_FAILED' });
    // Batches had reached the scratch table before the source broke off.
    expect(written).toBeGreaterThanOrEqual(10_000);
    expect(await read('SELECT count(*) AS n, max(label) AS top FROM failing')).toEqual([
      { n: '20000', top: 'row 9999' },
    ]);
    expect(await tablesLike('failing')).toEqual(['failing']);
    // The source connection went back to the pool healthy.
    expect((await db.driver.execute('SELECT 1 AS one', [])).rows).toEqual([{ one: 1 }]);
  });

  it('keeps the previous extract when the source backend is killed mid-stream', async () => {
    const sql = 'SELECT n, md5(n::text) AS h FROM generate_series(1, 100000) AS n';
    await runExtract({
      driver: db.driver,
      dialect: db.dialect,
      sql,
      writer,
      table: 'killed',
      mode: 'full',
    });
    let killed = false;
    await expect(
      runExtract({
        driver: db.driver,
        dialect: db.dialect,
        sql: `SELECT n + 1 AS n, h FROM (${sql}) AS s`,
        writer,
        table: 'killed',
        mode: 'full',
        batchSize: 2_000,
        onProgress: async () => {
          if (killed) return;
          killed = true;
          await db.admin(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'tessera' AND state <> 'idle'`,
          );
        },
      }),
    ).rejects.toBeTruthy();
    expect(killed).toBe(true);
    expect(await read('SELECT count(*) AS n, min(n) AS first FROM killed')).toEqual([
      { n: '100000', first: '1' },
    ]);
    expect(await tablesLike('killed')).toEqual(['killed']);
    // The pool replaced the killed connection.
    expect((await db.driver.execute('SELECT 1 AS one', [])).rows).toEqual([{ one: 1 }]);
  });

  it('keeps the previous extract when the sync is cancelled, and says it was cancelled', async () => {
    const sql = 'SELECT n FROM generate_series(1, 50000) AS n';
    await runExtract({
      driver: db.driver,
      dialect: db.dialect,
      sql,
      writer,
      table: 'cancelled',
      mode: 'full',
    });
    const controller = new AbortController();
    await expect(
      runExtract({
        driver: db.driver,
        dialect: db.dialect,
        sql: 'SELECT n FROM generate_series(1, 1000000) AS n',
        writer,
        table: 'cancelled',
        mode: 'full',
        batchSize: 1_000,
        signal: controller.signal,
        onProgress: (rows) => {
          if (rows >= 3_000) controller.abort();
        },
      }),
    ).rejects.toMatchObject({ code: 'ENGINE_QUERY_CANCELLED' });
    expect(await read('SELECT count(*) AS n FROM cancelled')).toEqual([{ n: '50000' }]);
    expect(await tablesLike('cancelled')).toEqual(['cancelled']);
  });

  it('keeps the previous extract when the warehouse cannot take a batch (a full disk)', async () => {
    const sql = 'SELECT n, n * 2 AS twice FROM generate_series(1, 30000) AS n';
    await runExtract({
      driver: db.driver,
      dialect: db.dialect,
      sql,
      writer,
      table: 'full_disk',
      mode: 'full',
    });
    // The real writer, whose third batch fails as a write to a full disk does.
    const failingWriter: WarehouseWriter = {
      ...writer,
      replaceTableFromRows: (table, columns, batches) =>
        writer.replaceTableFromRows(table, columns, failOnBatch(batches, 3)),
      appendRows: (table, columns, batches) =>
        writer.appendRows(table, columns, failOnBatch(batches, 3)),
    };
    for (const mode of ['full', 'incremental'] as const) {
      const error = await runExtract({
        driver: db.driver,
        dialect: db.dialect,
        sql: 'SELECT n, n * 3 AS twice FROM generate_series(1, 90000) AS n',
        writer: failingWriter,
        table: 'full_disk',
        mode,
        incremental: { column: 'n', lastValue: 0 },
        batchSize: 5_000,
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'ENGINE_EXTRACT_FAILED' });
      expect((error as Error).cause).toMatchObject({ message: 'No space left on device' });
    }
    expect(await read('SELECT count(*) AS n, sum(twice) AS s FROM full_disk')).toEqual([
      { n: '30000', s: String(30000 * 30001) },
    ]);
    expect(await tablesLike('full_disk')).toEqual(['full_disk']);
  });

  it('reads a 200 000-row extract in bounded batches, never all rows at once', async () => {
    const sizes: number[] = [];
    const progress: number[] = [];
    const result = await runExtract({
      driver: observed(db.driver, sizes),
      dialect: db.dialect,
      sql: `SELECT n AS id, 'label ' || n AS label, n * 0.5 AS half, DATE '2024-01-01' + (n % 365) AS day FROM generate_series(1, 200000) AS n`,
      writer,
      table: 'large',
      mode: 'full',
      batchSize: 5_000,
      onProgress: (rows) => {
        progress.push(rows);
      },
    });
    expect(result.rows).toBe(200_000);
    expect(sizes).toHaveLength(40);
    expect(Math.max(...sizes)).toBe(5_000);
    // Progress moves one batch at a time: each batch reached the warehouse before the next was
    // written (the next one may already be on its way from the source, read-ahead.ts).
    expect(progress).toEqual(Array.from({ length: 40 }, (_, i) => (i + 1) * 5_000));
    // A reader opened after the large write (a new pool session, after garbage collection ran)
    // reads it too: the shared instance stays open for it.
    const fresh = DIALECTS.duckdb.createDriver({ path, connections: 1 });
    try {
      const { rows } = await fresh.execute(
        'SELECT count(*) AS n, sum(id) AS s, max(day) AS last FROM large',
        [],
      );
      expect(rows).toEqual([{ n: '200000', s: '20000100000', last: '2024-12-30' }]);
    } finally {
      await fresh.close();
    }
  });
});

describe.runIf(await serviceAvailable('mysql'))('MariaDB incremental sync', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('mysql', []);
    await db.admin('CREATE TABLE orders (id BIGINT PRIMARY KEY, amount DECIMAL(10,2))');
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  const addOrders = (from: number, to: number) =>
    db.admin(`INSERT INTO orders SELECT seq, seq / 4 FROM seq_${from}_to_${to}`);
  const sync = (lastValue: string | number | null) =>
    runExtract({
      driver: db.driver,
      dialect: db.dialect,
      sql: 'SELECT id, amount FROM orders WHERE amount >= ?',
      params: [0],
      writer,
      table: 'orders_by_id',
      mode: 'incremental',
      incremental: { column: 'id', lastValue },
      batchSize: 1_000,
    });

  it('syncs incrementally by an increasing integer, its parameters bound after the query’s own', async () => {
    await addOrders(1, 2_500);
    const first = await sync(null);
    expect(first).toEqual({ rows: 2_500, tableRows: 2_500, maxValue: '2500' });
    await addOrders(2_501, 2_600);
    const second = await sync(first.maxValue);
    expect(second).toEqual({ rows: 100, tableRows: 2_600, maxValue: '2600' });
    // Integers compare as numbers, not text ('10000' > '2600').
    await addOrders(10_000, 10_001);
    expect(await sync(second.maxValue)).toEqual({ rows: 2, tableRows: 2_602, maxValue: '10001' });
    expect(
      await read('SELECT count(DISTINCT id) AS n, sum(amount) AS total FROM orders_by_id'),
    ).toEqual([{ n: '2602', total: '850325.2500000000' }]);
  });

  it('starts over with every row when an incremental sync finds no table yet', async () => {
    await writer.dropTable('orders_by_id');
    expect(await sync('2600')).toMatchObject({ rows: 2_602, tableRows: 2_602, maxValue: '10001' });
  });
});

async function* failOnBatch(
  batches: AsyncIterable<readonly WarehouseRow[]>,
  failing: number,
): AsyncGenerator<readonly WarehouseRow[]> {
  let n = 0;
  for await (const batch of batches) {
    if (++n === failing) throw new Error('No space left on device');
    yield batch;
  }
}
