// Issue 3 part 4: the embedded warehouse (data/warehouse.duckdb) is seeded with the demo sales
// table on first start and offered as one built-in data source that everyone in the default
// organisation may use, that nobody can change or delete, and whose DuckDB has no file access.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatasourceColumn, DatasourceTable, DatasourceView } from '@tessera/contracts';
import { DIALECTS } from '@tessera/engine';
import { DEMO_SALES_COLUMNS } from '@tessera/engine/ingestion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { OpenedSource } from '../../src/datasource/connections.js';
import { openServices } from '../../src/services.js';
import {
  createTestContext,
  createUser,
  login,
  TEST_DEMO_ROWS,
  type TestContext,
} from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import { client, dataOf } from './support.js';

describe('the built-in demo warehouse', () => {
  let ctx: TestContext;
  let admin: ReturnType<typeof client>;
  let builtin: DatasourceView;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    builtin = dataOf<DatasourceView[]>(await admin.post('/datasource/list')).find(
      (s) => s.builtin,
    ) as DatasourceView;
  });
  afterAll(async () => ctx?.close());

  it('is listed as “Demo warehouse”, a healthy DuckDB source without host or password', () => {
    expect(builtin).toMatchObject({
      name: 'Demo warehouse',
      type: 'duckdb',
      builtin: true,
      status: 'ok',
      permission: 'manage',
      configuration: { host: '', port: 0, database: 'main', username: '', hasPassword: false },
    });
  });

  it('shows the demo_sales table with its columns typed as SPEC §3 deTypes', async () => {
    expect(
      dataOf<DatasourceTable[]>(await admin.post(`/datasource/getTables/${builtin.id}`)),
    ).toEqual([{ name: 'demo_sales', schema: 'main' }]);
    const columns = dataOf<DatasourceColumn[]>(
      await admin.post(`/datasource/getColumns/${builtin.id}`, {
        schema: 'main',
        table: 'demo_sales',
      }),
    );
    expect(columns.map((c) => [c.name, c.deType])).toEqual(
      DEMO_SALES_COLUMNS.map((c) => [c.name, c.deType]),
    );
    expect(columns.find((c) => c.name === 'amount')?.nativeType).toBe('DECIMAL(14,2)');
  });

  it('holds the configured number of demo rows in data/warehouse.duckdb', async () => {
    const file = path.join(ctx.dataDir, 'warehouse.duckdb');
    expect(fs.existsSync(file)).toBe(true);
    const row = await ctx.services.db
      .selectFrom('datasources')
      .selectAll()
      .where('id', '=', builtin.id)
      .executeTakeFirstOrThrow();
    const rows = await ctx.app.datasources.connections.use(
      { id: row.id, version: row.update_time },
      async (source) =>
        (await source.driver.execute('SELECT count(*) AS n FROM demo_sales', [])).rows,
    );
    expect(rows).toEqual([{ n: String(TEST_DEMO_ROWS) }]);
  });

  it('runs with external access off: no file reads, no ATTACH, no re-enabling', async () => {
    const row = await ctx.services.db
      .selectFrom('datasources')
      .selectAll()
      .where('id', '=', builtin.id)
      .executeTakeFirstOrThrow();
    for (const sql of [
      "SELECT * FROM read_csv('/etc/passwd')",
      `ATTACH '${path.join(ctx.dataDir, 'tessera.db')}' AS meta`,
      'SET enable_external_access = true',
    ]) {
      await expect(
        ctx.app.datasources.connections.use({ id: row.id, version: row.update_time }, (source) =>
          source.driver.execute(sql, []),
        ),
      ).rejects.toMatchObject({
        code: expect.stringMatching(/^ENGINE_(QUERY_FAILED|STATEMENT_REFUSED)$/),
      });
    }
  });

  // Issue 6 part 1: the warehouse cannot be written by a query, whatever the path.
  it('cannot be written by a query: stacked statements, DML and DDL are refused and change nothing', async () => {
    const row = await ctx.services.db
      .selectFrom('datasources')
      .selectAll()
      .where('id', '=', builtin.id)
      .executeTakeFirstOrThrow();
    const use = <T>(fn: (source: OpenedSource) => Promise<T>) =>
      ctx.app.datasources.connections.use({ id: row.id, version: row.update_time }, fn);
    const attempts: [string, (string | number)[]][] = [
      ['DELETE FROM demo_sales', []],
      ['DELETE FROM demo_sales WHERE quantity > $1', [0]],
      ['SELECT 1; DROP TABLE demo_sales', []],
      ['SELECT $1 AS x; DROP TABLE demo_sales', [1]],
      ['DROP TABLE demo_sales', []],
      ['CREATE TABLE sneaky AS SELECT 1 AS x', []],
      ['UPDATE demo_sales SET amount = 0', []],
      ['CHECKPOINT', []],
      ['COMMIT', []],
    ];
    for (const [sql, params] of attempts) {
      await expect(use((source) => source.driver.execute(sql, params))).rejects.toMatchObject({
        code: 'ENGINE_STATEMENT_REFUSED',
        message: 'Only a single read-only query may run',
      });
      await expect(
        use(async (source) => {
          for await (const batch of source.driver.stream(sql, params)) void batch;
        }),
      ).rejects.toMatchObject({ code: 'ENGINE_STATEMENT_REFUSED' });
    }
    const rows = await use(
      async (source) =>
        (
          await source.driver.execute(
            'SELECT count(*) AS n, sum(amount) > 0 AS paid FROM demo_sales',
            [],
          )
        ).rows,
    );
    expect(rows).toEqual([{ n: String(TEST_DEMO_ROWS), paid: true }]);
    expect(
      dataOf<DatasourceTable[]>(await admin.post(`/datasource/getTables/${builtin.id}`)),
    ).toEqual([{ name: 'demo_sales', schema: 'main' }]);
  });

  it('cannot be updated or deleted, with a clear localised 403', async () => {
    const before = await ctx.services.db.selectFrom('datasources').selectAll().execute();
    expectLocalisedError(
      await admin.post(
        '/datasource/update',
        {
          id: builtin.id,
          name: 'Mine now',
          type: 'postgresql',
          configuration: {
            host: '127.0.0.1',
            port: 5432,
            database: 'postgres',
            username: 'postgres',
          },
        },
        'zh-CN',
      ),
      403,
      'DATASOURCE_BUILTIN',
      'zh-CN',
    );
    expectLocalisedError(
      await admin.post(`/datasource/delete/${builtin.id}`),
      403,
      'DATASOURCE_BUILTIN',
      'en',
    );
    expect(await ctx.services.db.selectFrom('datasources').selectAll().execute()).toEqual(before);
  });

  it('can be checked on demand, and members use it but cannot manage it', async () => {
    expect(dataOf(await admin.post(`/datasource/validate/${builtin.id}`))).toMatchObject({
      ok: true,
    });
    await createUser(ctx, 'mia', 'Member#2026');
    const member = client(ctx, await login(ctx.app, 'mia', 'Member#2026'));
    const seen = dataOf<DatasourceView[]>(await member.post('/datasource/list'));
    expect(seen.map((s) => [s.name, s.permission])).toEqual([['Demo warehouse', 'use']]);
    expectLocalisedError(
      await member.post(`/datasource/delete/${builtin.id}`),
      403,
      'FORBIDDEN',
      'en',
    );
  });
});

describe('the warehouse on later starts', () => {
  it('is not rebuilt and its data source is not duplicated', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-warehouse-'));
    try {
      const config = (rows: string) =>
        loadConfig({ TESSERA_DATA_DIR: dataDir, TESSERA_WEB_DIR: '', TESSERA_DEMO_ROWS: rows });
      const first = await openServices(config('1500'));
      await first.db.destroy();
      const second = await openServices(config('2500'));
      try {
        const builtins = await second.db
          .selectFrom('datasources')
          .select(['name', 'org_id'])
          .where('builtin', '=', 1)
          .execute();
        expect(builtins).toEqual([{ name: 'Demo warehouse', org_id: 1 }]);
      } finally {
        await second.db.destroy();
      }
      const driver = DIALECTS.duckdb.createDriver({ path: path.join(dataDir, 'warehouse.duckdb') });
      try {
        const { rows } = await driver.execute('SELECT count(*) AS n FROM demo_sales', []);
        expect(rows).toEqual([{ n: '1500' }]);
      } finally {
        await driver.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
