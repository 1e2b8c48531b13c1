// Datasets end to end through the HTTP routes (issue 7 parts 1-4, 6, 7) on a real metadata
// store, the embedded warehouse and a real PostgreSQL database: the tree, table / SQL / join
// datasets, fields with casts and calculated fields, previews, and what is refused.
import type {
  DatasetField,
  DatasetPreview,
  DatasetTreeNode,
  DatasetView,
  SqlPreview,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  createUser,
  login,
  type TestContext,
  TEST_DEMO_ROWS,
} from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import {
  client,
  createPostgresDatabase,
  dataOf,
  serviceAvailable,
  type ThrowawayDatabase,
} from '../datasource/support.js';
import { addSource, addTableDataset, findNode, warehouseOf, type Api } from './support.js';

const PG_TABLES = [
  'CREATE TABLE customers (id integer PRIMARY KEY, name text, region text)',
  "INSERT INTO customers VALUES (1, 'Ada', 'north'), (2, 'Grace', 'south'), (3, 'Linus', 'north')",
  'CREATE TABLE orders (id integer, customer_id integer, ordered_on text, amount numeric(10,2))',
  "INSERT INTO orders VALUES (10, 1, '2024-01-05', 12.50), (11, 1, '2024-02-07', 7.50), (12, 2, 'not a date', 100), (13, 9, '2024-03-01', 1)",
];

describe.runIf(await serviceAvailable('postgresql'))('datasets over the HTTP API', () => {
  let ctx: TestContext;
  let pgDb: ThrowawayDatabase;
  let api: Api;
  let pgSourceId: string;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase(PG_TABLES);
    ctx = await createTestContext();
    api = client(ctx, await login(ctx.app));
    pgSourceId = (await addSource(api, pgDb, 'Shop database')).id;
  });
  afterAll(async () => {
    await ctx?.close();
    await pgDb?.drop();
  });

  const tree = async (keyword?: string) =>
    dataOf<DatasetTreeNode[]>(await api.post('/dataset/group/tree', keyword ? { keyword } : {}));

  it('shows the demo table as the ready dataset "Demo sales" in a "Demo" folder (part 6)', async () => {
    const demo = findNode(await tree(), 'Demo');
    expect(demo).toMatchObject({ nodeType: 'folder', pid: null });
    expect(demo?.children).toEqual([
      expect.objectContaining({
        name: 'Demo sales',
        nodeType: 'dataset',
        kind: 'table',
        mode: 'direct',
      }),
    ]);
    const id = demo?.children[0]?.id as string;
    const fields = dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${id}`));
    expect(fields.map((f) => [f.originName, f.name, f.groupType])).toEqual([
      // In the reader's language (issue 19; stored in zh-CN, the default).
      ['order_date', 'Order date', 'd'],
      ['province', 'Province', 'd'],
      ['province_code', 'Province code', 'd'],
      ['city', 'City', 'd'],
      ['city_code', 'City code', 'd'],
      ['category', 'Category', 'd'],
      ['product', 'Product', 'd'],
      ['channel', 'Channel', 'd'],
      ['quantity', 'Quantity', 'q'],
      ['amount', 'Sales', 'q'],
      ['profit', 'Profit', 'q'],
    ]);
  });

  it('previews the first 100 rows (SPEC §5) with the total row count', async () => {
    const id = findNode(await tree(), 'Demo sales')?.id as string;
    const preview = dataOf<DatasetPreview>(await api.post(`/dataset/table/getPreviewData/${id}`));
    expect(preview.data).toHaveLength(100);
    expect(preview.total).toBe(TEST_DEMO_ROWS);
    expect(preview.fields).toHaveLength(11);
    expect(preview.data[0]).toHaveLength(11);
    expect(typeof preview.data[0]?.[9]).toBe('number');
  });

  it('creates, renames and moves folders; refuses cycles, look-alike names and non-empty deletes', async () => {
    const sales = dataOf<{ id: string }>(await api.post('/dataset/group/save', { name: 'Sales' }));
    const east = dataOf<{ id: string }>(
      await api.post('/dataset/group/save', { name: 'East', pid: sales.id }),
    );
    expectLocalisedError(
      await api.post('/dataset/group/save', { id: sales.id, name: 'Sales', pid: east.id }),
      400,
      'DATASET_FOLDER_CYCLE',
      'en',
    );
    // A Cyrillic 'а' looks like the Latin one, and so do full-width and modifier letters
    // (SECURITY C8).
    for (const name of ['Sаles', '\uff33ales', '\u02e2ALES'])
      expectLocalisedError(
        await api.post('/dataset/group/save', { name }, 'zh-CN'),
        400,
        'DATASET_NAME_TAKEN',
        'zh-CN',
      );
    await api.post('/dataset/group/save', { id: east.id, name: 'East coast', pid: null });
    expect(findNode(await tree(), 'East coast')?.pid).toBeNull();
    await api.post('/dataset/group/save', { id: east.id, name: 'East coast', pid: sales.id });
    expectLocalisedError(
      await api.post(`/dataset/group/delete/${sales.id}`),
      409,
      'DATASET_FOLDER_NOT_EMPTY',
      'en',
    );
    expect(dataOf(await api.post(`/dataset/group/delete/${east.id}`))).toBeNull();
    expect(findNode(await tree(), 'East coast')).toBeUndefined();
    expect(findNode(await tree('sal'), 'Sales')).toBeDefined();
  });

  let customers: DatasetView;
  let orders: DatasetView;

  it('adds table datasets from a PostgreSQL source with fields typed from the columns', async () => {
    customers = await addTableDataset(api, pgSourceId, 'customers', 'Customers');
    orders = await addTableDataset(api, pgSourceId, 'orders', 'Orders');
    expect(customers).toMatchObject({ kind: 'table', mode: 'direct', permission: 'manage' });
    const fields = dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${orders.id}`));
    expect(fields.map((f) => [f.name, f.deType, f.groupType])).toEqual([
      ['id', 2, 'q'],
      ['customer_id', 2, 'q'],
      ['ordered_on', 0, 'd'],
      ['amount', 2, 'q'],
    ]);
    const preview = dataOf<DatasetPreview>(
      await api.post(`/dataset/table/getPreviewData/${orders.id}`),
    );
    expect(preview.total).toBe(4);
  });

  it('refuses to delete the data source while datasets read it, naming them (part 7)', async () => {
    const response = await api.post(`/datasource/delete/${pgSourceId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Customers');
    expect(response.json().message).toContain('Orders');
  });

  it('reads a text column holding dates as time with a chosen format, and bad dates as empty', async () => {
    const fields = dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${orders.id}`));
    const orderedOn = fields.find((f) => f.originName === 'ordered_on') as DatasetField;
    expectLocalisedError(
      await api.post('/dataset/field/save', {
        id: orderedOn.id,
        tableId: orders.id,
        name: 'Ordered on',
        deType: 1,
        groupType: 'd',
      }),
      400,
      'DATASET_FIELD_CAST',
      'en',
    );
    const saved = dataOf<DatasetField>(
      await api.post('/dataset/field/save', {
        id: orderedOn.id,
        tableId: orders.id,
        name: 'Ordered on',
        deType: 1,
        dateFormat: 'yyyy-MM-dd',
        groupType: 'd',
      }),
    );
    expect(saved).toMatchObject({
      name: 'Ordered on',
      deType: 1,
      originDeType: 0,
      dateFormat: 'yyyy-MM-dd',
    });
    const preview = dataOf<DatasetPreview>(
      await api.post(`/dataset/table/getPreviewData/${orders.id}`),
    );
    const column = preview.fields.findIndex((f) => f.id === orderedOn.id);
    const values = preview.data.map((row) => row[column]);
    expect(values.filter((v) => v === null)).toHaveLength(1);
    expect(values.filter((v) => typeof v === 'string' && v.startsWith('2024-01-05'))).toHaveLength(
      1,
    );
  });

  it('adds a calculated field, and points at the position of a mistake', async () => {
    const fields = dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${orders.id}`));
    const amount = fields.find((f) => f.originName === 'amount') as DatasetField;
    const response = await api.post('/dataset/field/save', {
      tableId: orders.id,
      name: 'Amount with tax',
      deType: 2,
      groupType: 'q',
      expression: `[${amount.id}] * 1.2 +`,
    });
    expect(response.statusCode).toBe(400);
    const envelope = response.json() as {
      code: string;
      message: string;
      data: { position: number; near: string };
    };
    expect(envelope.code).toBe('DATASET_EXPRESSION_INVALID');
    // The editor marks the spot: data.position counts from 0, the message from 1.
    expect(envelope.message).toBe(
      `The expression has a mistake at position ${envelope.data.position + 1}, near "${envelope.data.near}"`,
    );
    expect(envelope.data.position).toBe(`[${amount.id}] * 1.2 +`.length);
    const added = dataOf<DatasetField>(
      await api.post('/dataset/field/save', {
        tableId: orders.id,
        name: 'Amount with tax',
        deType: 2,
        groupType: 'q',
        expression: `ROUND([${amount.id}] * 1.2, 2)`,
      }),
    );
    expect(added).toMatchObject({ kind: 'calculated', deType: 2, originName: '' });
    const preview = dataOf<DatasetPreview>(
      await api.post(`/dataset/table/getPreviewData/${orders.id}`),
    );
    const a = preview.fields.findIndex((f) => f.id === amount.id);
    const t = preview.fields.findIndex((f) => f.id === added.id);
    for (const row of preview.data) expect(row[t]).toBeCloseTo(Number(row[a]) * 1.2, 2);
    expect(dataOf(await api.post(`/dataset/field/delete/${added.id}`))).toBeNull();
  });

  it('previews and saves a custom SQL dataset, refusing anything but one SELECT (SECURITY C4)', async () => {
    const sql = 'SELECT region, count(*) AS people FROM customers GROUP BY region ORDER BY region;';
    const preview = dataOf<SqlPreview>(
      await api.post('/dataset/table/sqlPreview', { dataSourceId: pgSourceId, sql }),
    );
    expect(preview.fields.map((f) => [f.name, f.deType])).toEqual([
      ['region', 0],
      ['people', 2],
    ]);
    expect(preview.data).toEqual([
      ['north', '2'],
      ['south', '1'],
    ]);
    for (const bad of [
      'SELECT 1; DROP TABLE customers',
      'DELETE FROM customers',
      "SELECT pg_read_file('/etc/passwd')",
    ]) {
      const response = await api.post('/dataset/table/sqlPreview', {
        dataSourceId: pgSourceId,
        sql: bad,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('DATASET_SQL_REFUSED');
    }
    const failed = await api.post('/dataset/table/sqlPreview', {
      dataSourceId: pgSourceId,
      sql: 'SELECT no_such_column FROM customers',
    });
    expect(failed.json()).toMatchObject({ code: 'DATASET_SQL_FAILED' });
    expect(failed.json().message).toContain('no_such_column');
    const dataset = dataOf<DatasetView>(
      await api.post('/dataset/table/add', {
        name: 'People per region',
        datasourceId: pgSourceId,
        info: { kind: 'sql', sql },
      }),
    );
    const rows = dataOf<DatasetPreview>(
      await api.post(`/dataset/table/getPreviewData/${dataset.id}`),
    );
    expect(rows.total).toBe(2);
    expect(rows.fields.map((f) => f.groupType)).toEqual(['d', 'q']);
  });

  it('joins datasets of one source; refuses a self-join and another source (SPEC §5)', async () => {
    const [orderFields, customerFields] = await Promise.all(
      [orders, customers].map(async (d) =>
        dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${d.id}`)),
      ),
    );
    const customerId = orderFields?.find((f) => f.originName === 'customer_id') as DatasetField;
    const id = customerFields?.find((f) => f.originName === 'id') as DatasetField;
    const join = (base: string, other: string, type = 'left') => ({
      name: 'Orders with customers',
      info: {
        kind: 'join',
        base,
        joins: [
          { datasetId: other, type, on: [{ leftFieldId: customerId.id, rightFieldId: id.id }] },
        ],
      },
    });
    expectLocalisedError(
      await api.post('/dataset/table/add', join(orders.id, orders.id), 'zh-TW'),
      400,
      'DATASET_JOIN_SELF',
      'zh-TW',
    );
    const demo = findNode(await tree(), 'Demo sales') as DatasetTreeNode;
    expectLocalisedError(
      await api.post('/dataset/table/add', join(orders.id, demo.id)),
      400,
      'DATASET_JOIN_SOURCE',
      'en',
    );
    const joined = dataOf<DatasetView>(
      await api.post('/dataset/table/add', join(orders.id, customers.id)),
    );
    const preview = dataOf<DatasetPreview>(
      await api.post(`/dataset/table/getPreviewData/${joined.id}`),
    );
    expect(preview.total).toBe(4);
    // Both datasets have an 'id': the copies are told apart by their dataset's name.
    expect(preview.fields.map((f) => f.name)).toContain('id (Customers)');
    const name = preview.fields.findIndex((f) => f.originName === 'name');
    expect(preview.data.map((r) => r[name]).sort()).toEqual(['Ada', 'Ada', 'Grace', null]);
    expectLocalisedError(
      await api.post(`/dataset/table/delete/${customers.id}`),
      409,
      'DATASET_IN_USE',
      'en',
      { names: 'Orders with customers' },
    );
  });

  it('answers the SPEC §5 text for an extract dataset never synchronised', async () => {
    const extract = await addTableDataset(api, pgSourceId, 'customers', 'Customers copy', {
      mode: 'extract',
    });
    expectLocalisedError(
      await api.post(`/dataset/table/getPreviewData/${extract.id}`, undefined, 'zh-CN'),
      409,
      'DATASET_NOT_SYNCED',
      'zh-CN',
    );
  });

  it('lets a member read datasets granted to the organisation but not create or change them', async () => {
    await createUser(ctx, 'member1', 'Member#2026ok');
    const member = client(ctx, await login(ctx.app, 'member1', 'Member#2026ok'));
    const visible = dataOf<DatasetTreeNode[]>(await member.post('/dataset/group/tree', {}));
    expect(findNode(visible, 'Demo sales')).toBeDefined();
    const demo = findNode(visible, 'Demo sales') as DatasetTreeNode;
    expect((await member.post(`/dataset/table/getPreviewData/${demo.id}`)).statusCode).toBe(200);
    expect((await member.post('/dataset/group/save', { name: 'Mine' })).statusCode).toBe(403);
    expect((await member.post(`/dataset/table/delete/${demo.id}`)).statusCode).toBe(403);
    const warehouse = await warehouseOf(api);
    expect(
      (
        await member.post('/dataset/table/add', {
          name: 'x',
          datasourceId: warehouse.id,
          info: { kind: 'table', table: 'demo_sales' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps the shared warehouse to the organisation’s tables: custom SQL on the demo table runs, an unknown upload does not exist (SECURITY B1)', async () => {
    const warehouse = await warehouseOf(api);
    const tables = dataOf<{ name: string }[]>(
      await api.post(`/datasource/getTables/${warehouse.id}`),
    );
    expect(tables.map((t) => t.name)).toEqual(['demo_sales']);
    const sql = await api.post('/dataset/table/sqlPreview', {
      dataSourceId: warehouse.id,
      sql: 'SELECT count(*) AS n FROM demo_sales',
    });
    expect(dataOf<SqlPreview>(sql).data).toEqual([[String(TEST_DEMO_ROWS)]]);
    const upload = await api.post('/dataset/table/sqlPreview', {
      dataSourceId: warehouse.id,
      sql: 'SELECT * FROM upload_0123456789abcdef',
    });
    expect(upload.json().code).toBe('DATASET_SQL_TABLE_REFUSED');
    const other = await api.post('/dataset/table/add', {
      name: 'Someone else upload',
      datasourceId: warehouse.id,
      info: { kind: 'table', table: 'upload_0123456789abcdef' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('deletes a dataset with its fields and grants', async () => {
    const doomed = await addTableDataset(api, pgSourceId, 'customers', 'Doomed');
    expect(dataOf(await api.post(`/dataset/table/delete/${doomed.id}`))).toBeNull();
    expect((await api.post(`/dataset/table/get/${doomed.id}`)).statusCode).toBe(404);
    const left = await ctx.services.db
      .selectFrom('dataset_fields')
      .select('id')
      .where('dataset_id', '=', doomed.id)
      .execute();
    expect(left).toEqual([]);
  });
});
