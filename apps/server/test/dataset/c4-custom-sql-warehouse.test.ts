// Issue 19 part 4 (SECURITY C4, B1): custom SQL on the built-in warehouse, which holds every
// organisation's uploads and extracts in one DuckDB file. An organisation's SQL may read its own
// uploads and extracts and the demo table; any other reference — another organisation's upload
// however it is spelt, a system table, a table function, another catalogue, a CTE body that
// hides one — is refused naming the table, and the editor's table list offers only its own.
import type {
  DatasetPreview,
  DatasetView,
  DatasourceTable,
  Language,
  SqlPreview,
  UploadPreview,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBuiltinWarehouse } from '../../src/datasource/builtin.js';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { CJK, expectLocalisedError } from '../security/support.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { warehouseOf, type Api } from './support.js';

function multipart(fileName: string, content: string) {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let ctx: TestContext;
let admin: Api;
let olga: Api;
let mine: DatasetView;
let theirs: DatasetView;
let warehouseId: string;

/** Uploads a CSV as a new upload dataset and returns it with its warehouse table. */
async function uploadAs(token: string, name: string, csv: string): Promise<DatasetView> {
  const api = client(ctx, token);
  const body = multipart(`${name}.csv`, csv);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/dataset/table/excel/upload',
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
  const preview = dataOf<UploadPreview>(response);
  return dataOf<DatasetView>(
    await api.post('/dataset/table/excel/import', {
      uploadId: preview.uploadId,
      name,
      fields: preview.fields,
    }),
  );
}

const tableOf = async (dataset: DatasetView) =>
  (
    await ctx.services.db
      .selectFrom('datasets')
      .select('warehouse_table')
      .where('id', '=', dataset.id)
      .executeTakeFirstOrThrow()
  ).warehouse_table as string;

let myTable: string;
let theirTable: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const adminToken = await login(ctx.app);
  admin = client(ctx, adminToken);
  warehouseId = (await warehouseOf(admin)).id;
  mine = await uploadAs(adminToken, 'Shop targets', 'city,target\nHangzhou,100\nSuzhou,50\n');
  const other = await createUserInNewOrg(ctx, 'olga', 'Other#Admin1', 'org_admin');
  await addBuiltinWarehouse(ctx.services.db, other.orgId);
  const olgaToken = await login(ctx.app, 'olga', 'Other#Admin1');
  olga = client(ctx, olgaToken);
  theirs = await uploadAs(olgaToken, 'Salaries', 'person,salary\nAnn,9000\nBob,8000\n');
  myTable = await tableOf(mine);
  theirTable = await tableOf(theirs);
});
afterAll(async () => ctx?.close());

const preview = (api: Api, dataSourceId: string, sql: string, language: Language = 'en') =>
  api.post('/dataset/table/sqlPreview', { dataSourceId, sql }, language);

describe('custom SQL on the built-in warehouse', () => {
  it('runs over the organisation’s own upload joined with the demo table', async () => {
    const result = dataOf<SqlPreview>(
      await preview(
        admin,
        warehouseId,
        `SELECT t.city, t.target, count(d.amount) AS orders
           FROM ${myTable} t LEFT JOIN demo_sales d ON d.city = t.city
          GROUP BY t.city, t.target ORDER BY t.city`,
      ),
    );
    expect(result.fields.map((f) => f.name)).toEqual(['city', 'target', 'orders']);
    expect(result.data.map((r) => r.slice(0, 2))).toEqual([
      // BIGINT comes back as text (DESIGN §8).
      ['Hangzhou', '100'],
      ['Suzhou', '50'],
    ]);
  });

  it('saves a SQL dataset on it whose preview reads the upload', async () => {
    const saved = dataOf<DatasetView>(
      await admin.post('/dataset/table/add', {
        name: 'Targets over 60',
        datasourceId: warehouseId,
        info: { kind: 'sql', sql: `SELECT city FROM main."${myTable}" WHERE target > 60` },
      }),
    );
    const rows = dataOf<DatasetPreview>(
      await admin.post(`/dataset/table/getPreviewData/${saved.id}`),
    );
    expect(rows.data).toEqual([['Hangzhou']]);
    expect(rows.total).toBe(1);
  });

  it('lists only the organisation’s own tables for the editor, titled with their datasets', async () => {
    const tables = dataOf<DatasourceTable[]>(
      await admin.post(`/datasource/getTables/${warehouseId}`),
    );
    expect(tables.map((t) => [t.name, t.title])).toEqual(
      [
        ['demo_sales', undefined],
        [myTable, 'Shop targets'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(
      (await admin.post(`/datasource/getColumns/${warehouseId}`, { table: myTable })).statusCode,
    ).toBe(200);
    expect(
      (await admin.post(`/datasource/getColumns/${warehouseId}`, { table: theirTable })).statusCode,
    ).toBe(404);
    const theirList = dataOf<DatasourceTable[]>(
      await olga.post(`/datasource/getTables/${(await warehouseOf(olga)).id}`),
    );
    expect(theirList.map((t) => t.name).sort()).toEqual(['demo_sales', theirTable].sort());
  });

  it('refuses another organisation’s upload, system tables, table functions and other catalogues, naming the table', async () => {
    const cases: [sql: string, named: string][] = [
      [`SELECT * FROM ${theirTable}`, theirTable],
      [`SELECT * FROM "${theirTable.toUpperCase()}"`, theirTable.toUpperCase()],
      [`SELECT * FROM main.${theirTable}`, `main.${theirTable}`],
      [`SELECT * FROM warehouse.main.${theirTable}`, `warehouse.main.${theirTable}`],
      [`SELECT city FROM ${myTable} UNION SELECT person FROM ${theirTable}`, theirTable],
      [`SELECT * FROM demo_sales WHERE city IN (SELECT person FROM ${theirTable})`, theirTable],
      [`WITH demo_sales AS (SELECT * FROM ${theirTable}) SELECT * FROM demo_sales`, theirTable],
      [`WITH ${theirTable} AS (SELECT * FROM ${theirTable}) SELECT 1 AS x`, theirTable],
      ['SELECT * FROM duckdb_tables()', 'duckdb_tables'],
      ['SELECT * FROM duckdb_tables', 'duckdb_tables'],
      ['SELECT * FROM information_schema.tables', 'information_schema.tables'],
      ['SELECT * FROM pg_catalog.pg_class', 'pg_catalog.pg_class'],
      ['SELECT * FROM duckdb_settings()', 'duckdb_settings'],
      ["SELECT * FROM read_csv('/etc/passwd')", 'read_csv'],
      ["SELECT * FROM glob('*')", 'glob'],
      ['SELECT * FROM other.main.t', 'other.main.t'],
    ];
    for (const [sql, named] of cases) {
      for (const language of ['en', 'zh-CN'] as const) {
        const response = await preview(admin, warehouseId, sql, language);
        const envelope = expectLocalisedError(
          response,
          400,
          'DATASET_SQL_TABLE_REFUSED',
          language,
          { name: named },
        );
        expect(envelope.message, sql).toContain(named);
        if (language === 'zh-CN') expect(envelope.message).toMatch(CJK);
        expect(response.body).not.toContain('Ann');
      }
    }
    // Saving is refused the same way and creates nothing.
    const before = await ctx.services.db.selectFrom('datasets').select('id').execute();
    expectLocalisedError(
      await admin.post('/dataset/table/add', {
        name: 'Peek',
        datasourceId: warehouseId,
        info: { kind: 'sql', sql: `SELECT * FROM ${theirTable}` },
      }),
      400,
      'DATASET_SQL_TABLE_REFUSED',
      'en',
      { name: theirTable },
    );
    expect(await ctx.services.db.selectFrom('datasets').select('id').execute()).toEqual(before);
  });

  it('reads a CTE that takes another organisation’s table name as the CTE, never the table', async () => {
    const result = dataOf<SqlPreview>(
      await preview(
        admin,
        warehouseId,
        `WITH ${theirTable} AS (SELECT city AS person FROM ${myTable}) SELECT * FROM ${theirTable} ORDER BY 1`,
      ),
    );
    expect(result.data).toEqual([['Hangzhou'], ['Suzhou']]);
  });

  it('holds the other organisation to its own tables too', async () => {
    const theirWarehouse = (await warehouseOf(olga)).id;
    expect(
      dataOf<SqlPreview>(
        await preview(olga, theirWarehouse, `SELECT count(*) AS n FROM ${theirTable}`),
      ).data,
    ).toEqual([['2']]);
    expectLocalisedError(
      await preview(olga, theirWarehouse, `SELECT * FROM ${myTable}`),
      400,
      'DATASET_SQL_TABLE_REFUSED',
      'en',
      { name: myTable },
    );
    // The first organisation's warehouse source does not exist for it (SECURITY B1).
    expect((await preview(olga, warehouseId, 'SELECT 1 AS x')).statusCode).toBe(404);
  });

  it('builds table datasets on its own upload only', async () => {
    const own = await admin.post('/dataset/table/add', {
      name: 'Targets table',
      datasourceId: warehouseId,
      info: { kind: 'table', table: myTable },
    });
    expect(own.statusCode).toBe(200);
    const other = await admin.post('/dataset/table/add', {
      name: 'Their table',
      datasourceId: warehouseId,
      info: { kind: 'table', table: theirTable },
    });
    expect(other.statusCode).toBe(404);
  });

  it('checks stored SQL again before it runs: a text naming another organisation’s table is refused', async () => {
    const saved = dataOf<DatasetView>(
      await admin.post('/dataset/table/add', {
        name: 'Innocent',
        datasourceId: warehouseId,
        info: { kind: 'sql', sql: `SELECT * FROM ${myTable}` },
      }),
    );
    // As if written before the check knew the warehouse's owners.
    await ctx.services.db
      .updateTable('datasets')
      .set({
        info: JSON.stringify({
          kind: 'sql',
          sql: `SELECT person AS city, salary AS target FROM ${theirTable}`,
        }),
      })
      .where('id', '=', saved.id)
      .execute();
    const response = await admin.post(`/dataset/table/getPreviewData/${saved.id}`);
    expectLocalisedError(response, 400, 'DATASET_SQL_TABLE_REFUSED', 'en', { name: theirTable });
    expect(response.body).not.toContain('Ann');
  });
});
