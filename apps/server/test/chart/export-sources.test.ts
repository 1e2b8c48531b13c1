// Chart exports from real PostgreSQL and MariaDB sources (issue 23 part 5, SECURITY D6, E2):
// the rows are streamed from the database's own cursor, a formula-like text arrives neutralised
// and exact decimals as numbers, and an export stopped at the cap gives its connection back
// (the next call on the source answers, nothing is left running in the database).
import { HEADERS, type ChartViewWithData, type DatasetField } from '@tessera/contracts';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TesseraApp } from '../../src/app.js';
import { createTestContext, login, type TestContext } from '../helpers.js';
import {
  client,
  createDatabase,
  dataOf,
  MARIADB,
  PG,
  serviceAvailable,
  type ServiceId,
  type ThrowawayDatabase,
} from '../datasource/support.js';
import { addSource, addTableDataset } from '../dataset/support.js';
import { readCsv, readXlsx } from './export-support.js';
import { axis, saveChart, type Api } from './support.js';

const ROWS = 12_000;
const CAP = 1_000;

/** `orders`: ids 1…ROWS, every 1000th name formula-like, amounts with cents. */
const STATEMENTS: Record<ServiceId, readonly string[]> = {
  postgresql: [
    'CREATE TABLE orders (id integer PRIMARY KEY, name text NOT NULL, amount numeric(12,2) NOT NULL)',
    `INSERT INTO orders SELECT n, CASE WHEN n % 1000 = 1 THEN '=cmd|' || n ELSE 'order ' || n END,
       n * 1.25 FROM generate_series(1, ${ROWS}) AS n`,
  ],
  mariadb: [
    'CREATE TABLE orders (id int PRIMARY KEY, name varchar(40) NOT NULL, amount decimal(12,2) NOT NULL)',
    `INSERT INTO orders SELECT seq, CASE WHEN seq % 1000 = 1 THEN CONCAT('=cmd|', seq)
       ELSE CONCAT('order ', seq) END, seq * 1.25 FROM seq_1_to_${ROWS}`,
  ],
};

/** Connections of the throwaway database running or holding a transaction (a cursor), but this one. */
async function runningIn(db: ThrowawayDatabase): Promise<number> {
  if (db.id === 'postgresql') {
    const admin = new pg.Client({ ...PG, database: 'postgres' });
    await admin.connect();
    try {
      const result = await admin.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity
         WHERE datname = $1 AND state <> 'idle' AND pid <> pg_backend_pid()`,
        [db.database],
      );
      return Number(result.rows[0]?.n ?? 0);
    } finally {
      await admin.end();
    }
  }
  const admin = await mysql.createConnection({ ...MARIADB });
  try {
    const [rows] = await admin.query(
      `SELECT count(*) AS n FROM information_schema.processlist
       WHERE db = ? AND command = 'Query' AND id <> connection_id()`,
      [db.database],
    );
    return Number((rows as { n: number }[])[0]?.n ?? 0);
  } finally {
    await admin.end();
  }
}

for (const id of ['postgresql', 'mariadb'] as const) {
  describe.runIf(await serviceAvailable(id))(`an export from ${id}`, () => {
    let ctx: TestContext;
    let capped: TesseraApp;
    let admin: Api;
    let db: ThrowawayDatabase;
    let chartId: string;

    beforeAll(async () => {
      ctx = await createTestContext();
      admin = client(ctx, await login(ctx.app));
      db = await createDatabase(id, STATEMENTS);
      const source = await addSource(admin, db, `Export ${id}`);
      const dataset = await addTableDataset(admin, source.id, 'orders', `Orders ${id}`);
      const fields = dataOf<DatasetField[]>(await admin.post(`/dataset/field/list/${dataset.id}`));
      const field = (name: string) => fields.find((f) => f.originName === name)?.id as string;
      chartId = (
        await saveChart(admin, {
          title: `Orders ${id}`,
          tableId: dataset.id,
          type: 'table',
          xaxis: [axis(field('id'), { sort: 'asc' }), axis(field('name'))],
          yaxis: [axis(field('amount'))],
        })
      ).id;
      capped = await buildApp(ctx.config, ctx.services, {
        logger: false,
        charts: { exportMaxRows: CAP },
      });
      await capped.ready();
    });
    afterAll(async () => {
      await capped?.close();
      await ctx?.close();
      await db?.drop();
    });

    it('streams every row, formula-like names neutralised, amounts as numbers', async () => {
      const response = await admin.post(`/chart/view/export/${chartId}`, { format: 'csv' });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const csv = readCsv(response);
      expect(csv).toHaveLength(1 + ROWS + 1);
      expect(csv[1]).toEqual(['1', "'=cmd|1", '1.25']);
      expect(csv[2]).toEqual(['2', 'order 2', '2.5']);
      expect(csv[ROWS]).toEqual([String(ROWS), `order ${ROWS}`, String(ROWS * 1.25)]);
      // The summary: the sum of 1.25 × (1 + … + ROWS).
      expect(csv.at(-1)).toEqual(['Total', '', String((1.25 * ROWS * (ROWS + 1)) / 2)]);
    });

    it('stops at the cap, says so, and gives the connection back', async () => {
      const token = await login(capped);
      const response = await capped.inject({
        method: 'POST',
        url: `/chart/view/export/${chartId}`,
        headers: {
          authorization: token,
          'content-type': 'application/json',
          'accept-language': 'en',
        },
        payload: JSON.stringify({ format: 'xlsx' }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers[HEADERS.exportCutAt.toLowerCase()]).toBe(String(CAP));
      expect(response.headers[HEADERS.exportTotalRows.toLowerCase()]).toBe(String(ROWS));
      const { rows } = await readXlsx(response);
      expect(rows).toHaveLength(1 + CAP + 1 + 2);
      expect(rows[1]).toEqual([1, "'=cmd|1", 1.25]);
      expect(rows[CAP]).toEqual([CAP, `order ${CAP}`, CAP * 1.25]);
      expect(rows.at(-1)).toEqual([
        'The data has 12,000 rows, more than an export holds: only the first 1,000 rows are here.',
      ]);
      expect(await runningIn(db)).toBe(0);
      // The source still answers: the stopped read's connection went back to the pool.
      const view = dataOf<ChartViewWithData>(
        await admin.post(`/chart/view/getData/${chartId}`, {}),
      );
      expect(view.data.total).toBe(ROWS);
    });
  });
}
