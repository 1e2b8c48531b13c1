// Data-source CRUD against real PostgreSQL and MariaDB (issue 3 part 5): add → list →
// getTables → getColumns with deTypes → update without password → validate → delete.
// Passwords are sealed at rest and never returned (DESIGN §5, SECURITY B7).
import type {
  DatasourceColumn,
  DatasourceTable,
  DatasourceValidation,
  DatasourceView,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecret } from '../../src/crypto/secret-box.js';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import {
  addBody,
  client,
  createDatabase,
  dataOf,
  eventually,
  serviceAvailable,
  type ServiceId,
  type ThrowawayDatabase,
} from './support.js';

const TABLES: Record<ServiceId, string[]> = {
  postgresql: [
    'CREATE TABLE orders (id integer, customer text, ordered_at timestamp, amount numeric(10,2))',
    'CREATE SCHEMA reporting',
    'CREATE TABLE reporting.daily (day date, total bigint)',
  ],
  mariadb: [
    'CREATE TABLE orders (id INT, customer VARCHAR(50), ordered_at DATETIME, amount DECIMAL(10,2))',
    'CREATE TABLE daily (day DATE, total BIGINT)',
  ],
};

const EXPECTED_TABLES: Record<ServiceId, DatasourceTable[]> = {
  postgresql: [
    { name: 'orders', schema: 'public' },
    { name: 'daily', schema: 'reporting' },
  ],
  mariadb: [
    { name: 'daily', schema: null },
    { name: 'orders', schema: null },
  ],
};

const EXPECTED_COLUMNS: Record<ServiceId, DatasourceColumn[]> = {
  postgresql: [
    { name: 'id', deType: 2, nativeType: 'integer' },
    { name: 'customer', deType: 0, nativeType: 'text' },
    { name: 'ordered_at', deType: 1, nativeType: 'timestamp without time zone' },
    { name: 'amount', deType: 2, nativeType: 'numeric' },
  ],
  mariadb: [
    { name: 'id', deType: 2, nativeType: 'int' },
    { name: 'customer', deType: 0, nativeType: 'varchar' },
    { name: 'ordered_at', deType: 1, nativeType: 'datetime' },
    { name: 'amount', deType: 2, nativeType: 'decimal' },
  ],
};

for (const id of ['postgresql', 'mariadb'] as const) {
  describe.runIf(await serviceAvailable(id))(`${id} data source round trip`, () => {
    let ctx: TestContext;
    let db: ThrowawayDatabase;
    let api: ReturnType<typeof client>;
    /** Every reply body of this file, to check no password ever left the server. */
    const replies: string[] = [];
    const post = async (url: string, payload?: unknown, language?: 'en' | 'zh-CN') => {
      const response = await api.post(url, payload, language);
      replies.push(response.body);
      return response;
    };

    beforeAll(async () => {
      db = await createDatabase(id, TABLES);
      ctx = await createTestContext();
      api = client(ctx, await login(ctx.app));
    });
    afterAll(async () => {
      await ctx?.close();
      await db?.drop();
    });

    let source: DatasourceView;

    it('adds a source, answering its view without the password and with manage permission', async () => {
      source = dataOf<DatasourceView>(await post('/datasource/add', addBody(db, `${id} sales`)));
      expect(source.id).toMatch(/^[0-9a-f]{32}$/);
      expect(source).toMatchObject({
        name: `${id} sales`,
        desc: `${id} test source`,
        type: id,
        builtin: false,
        permission: 'manage',
        configuration: {
          host: '127.0.0.1',
          database: db.database,
          username: db.username,
          hasPassword: true,
        },
      });
      expect(source.configuration).not.toHaveProperty('password');
    });

    it('checks the new source in the background and lists it as ok, sorted by name', async () => {
      await eventually(async () => {
        const list = dataOf<DatasourceView[]>(await post('/datasource/list', {}));
        return list.find((s) => s.id === source.id)?.status === 'ok';
      });
      const list = dataOf<DatasourceView[]>(await post('/datasource/list'));
      expect(list.map((s) => s.name)).toEqual(['Demo warehouse', `${id} sales`]);
      const listed = list.find((s) => s.id === source.id);
      expect(listed).toMatchObject({ status: 'ok', statusMessage: null });
      expect(listed?.statusTime).toEqual(expect.any(Number));
    });

    it('filters the list by keyword and type', async () => {
      const byKeyword = dataOf<DatasourceView[]>(
        await post('/datasource/list', { keyword: id.toUpperCase() }),
      );
      expect(byKeyword.map((s) => s.id)).toEqual([source.id]);
      const byType = dataOf<DatasourceView[]>(await post('/datasource/list', { type: 'duckdb' }));
      expect(byType.map((s) => s.name)).toEqual(['Demo warehouse']);
    });

    it('lists the tables of the source (every user schema for PostgreSQL)', async () => {
      const tables = dataOf<DatasourceTable[]>(await post(`/datasource/getTables/${source.id}`));
      expect(tables).toEqual(EXPECTED_TABLES[id]);
    });

    it('lists the columns of a table with deType 0 text, 1 time, 2 number (SPEC §3)', async () => {
      const columns = dataOf<DatasourceColumn[]>(
        await post(`/datasource/getColumns/${source.id}`, { table: 'orders' }),
      );
      expect(columns).toEqual(EXPECTED_COLUMNS[id]);
      const schema = EXPECTED_TABLES[id][1]?.schema;
      const daily = dataOf<DatasourceColumn[]>(
        await post(`/datasource/getColumns/${source.id}`, {
          table: 'daily',
          ...(schema ? { schema } : {}),
        }),
      );
      expect(daily.map((c) => [c.name, c.deType])).toEqual([
        ['day', 1],
        ['total', 2],
      ]);
    });

    it('answers 404 for a table that does not exist', async () => {
      expectLocalisedError(
        await post(`/datasource/getColumns/${source.id}`, { table: 'nope' }, 'zh-CN'),
        404,
        'NOT_FOUND',
        'zh-CN',
      );
      expectLocalisedError(
        await post(`/datasource/getColumns/${source.id}`, {
          schema: 'pg_catalog',
          table: 'pg_authid',
        }),
        404,
        'NOT_FOUND',
        'en',
      );
    });

    it('stores the password sealed with the install key, never as plaintext (DESIGN §5)', async () => {
      const row = await ctx.services.db
        .selectFrom('datasources')
        .selectAll()
        .where('id', '=', source.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(db.password);
      expect(JSON.parse(row.configuration)).not.toHaveProperty('password');
      expect(row.password_secret).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(openSecret(ctx.services.keys.dataKey, row.password_secret ?? '', source.id)).toBe(
        db.password,
      );
    });

    it('updates name and description without a password and keeps the stored one working', async () => {
      const { password: _password, ...configuration } = addBody(db, 'x').configuration as Record<
        string,
        unknown
      >;
      const updated = dataOf<DatasourceView>(
        await post('/datasource/update', {
          id: source.id,
          name: `${id} renamed`,
          desc: 'renamed',
          type: id,
          configuration,
        }),
      );
      expect(updated).toMatchObject({
        name: `${id} renamed`,
        desc: 'renamed',
        configuration: { hasPassword: true },
      });
      // The old driver was replaced: this call connects afresh with the stored password.
      expect(dataOf<DatasourceTable[]>(await post(`/datasource/getTables/${source.id}`))).toEqual(
        EXPECTED_TABLES[id],
      );
      expect(
        dataOf<DatasourceValidation>(await post(`/datasource/validate/${source.id}`)),
      ).toMatchObject({ ok: true, message: null });
    });

    it('asks for the password again before the stored one could go to another endpoint', async () => {
      const { password: _password, ...configuration } = addBody(db, 'x').configuration as Record<
        string,
        unknown
      >;
      for (const change of [{ host: 'localhost' }, { port: 3307 }, { username: 'someone' }]) {
        expectLocalisedError(
          await post(
            '/datasource/update',
            {
              id: source.id,
              name: `${id} renamed`,
              type: id,
              configuration: { ...configuration, ...change },
            },
            'zh-CN',
          ),
          400,
          'DATASOURCE_PASSWORD_REQUIRED',
          'zh-CN',
        );
      }
    });

    it('refuses a second source with the same name in the organisation', async () => {
      expectLocalisedError(
        await post('/datasource/add', addBody(db, `${id} renamed`), 'zh-CN'),
        400,
        'DATASOURCE_NAME_TAKEN',
        'zh-CN',
      );
      const other = dataOf<DatasourceView>(await post('/datasource/add', addBody(db, `${id} two`)));
      expectLocalisedError(
        await post('/datasource/update', {
          ...addBody(db, `${id} renamed`),
          id: other.id,
        }),
        400,
        'DATASOURCE_NAME_TAKEN',
        'en',
      );
      dataOf(await post(`/datasource/delete/${other.id}`));
    });

    it('tests an unsaved configuration, answering a failed test with a localised reason', async () => {
      const good = addBody(db, 'x');
      const ok = dataOf<DatasourceValidation>(
        await post('/datasource/validate', { type: good.type, configuration: good.configuration }),
      );
      expect(ok).toMatchObject({ ok: true, message: null });
      expect(ok.elapsedMs).toBeGreaterThanOrEqual(0);
      const wrongDatabase = dataOf<DatasourceValidation>(
        await post(
          '/datasource/validate',
          {
            type: good.type,
            configuration: {
              ...(good.configuration as object),
              database: 'tessera_missing_database',
            },
          },
          'zh-CN',
        ),
      );
      expect(wrongDatabase.ok).toBe(false);
      // MariaDB answers a missing database to a user without rights on it as access denied.
      expect(['数据库不存在', '数据库拒绝了用户名或密码']).toContain(wrongDatabase.message);
    });

    it('deletes the source, its grants and its driver; afterwards every call is 404', async () => {
      dataOf(await post(`/datasource/delete/${source.id}`));
      const list = dataOf<DatasourceView[]>(await post('/datasource/list'));
      expect(list.map((s) => s.id)).not.toContain(source.id);
      expectLocalisedError(
        await post(`/datasource/getTables/${source.id}`),
        404,
        'NOT_FOUND',
        'en',
      );
      const grants = await ctx.services.db
        .selectFrom('resource_grants')
        .selectAll()
        .where('resource_id', '=', source.id)
        .execute();
      expect(grants).toEqual([]);
      expect(ctx.app.datasources.connections.stats(source.id).open).toBe(false);
    });

    it('never returned the password in any reply (SECURITY B7)', () => {
      expect(replies.length).toBeGreaterThan(10);
      for (const reply of replies) expect(reply).not.toContain(db.password);
    });
  });
}

describe.runIf(await serviceAvailable('mariadb'))('a MariaDB source with a wrong password', () => {
  let ctx: TestContext;
  let db: ThrowawayDatabase;
  beforeAll(async () => {
    db = await createDatabase('mariadb', TABLES);
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
    await db?.drop();
  });

  it('is saved, shows an authentication error status, and fails getTables with 502', async () => {
    const api = client(ctx, await login(ctx.app));
    const source = dataOf<DatasourceView>(
      await api.post(
        '/datasource/add',
        addBody(db, 'wrong password', { password: 'not-the-password' }),
      ),
    );
    await eventually(async () => {
      const list = dataOf<DatasourceView[]>(await api.post('/datasource/list', {}, 'zh-CN'));
      return list.find((s) => s.id === source.id)?.status === 'error';
    });
    const list = dataOf<DatasourceView[]>(await api.post('/datasource/list', {}, 'zh-CN'));
    expect(list.find((s) => s.id === source.id)?.statusMessage).toBe('数据库拒绝了用户名或密码');
    const validation = dataOf<DatasourceValidation>(
      await api.post(`/datasource/validate/${source.id}`),
    );
    expect(validation).toMatchObject({
      ok: false,
      message: 'The database rejected the user name or password',
    });
    expectLocalisedError(
      await api.post(`/datasource/getTables/${source.id}`, undefined, 'zh-CN'),
      502,
      'DATASOURCE_AUTH_FAILED',
      'zh-CN',
    );
    // A new password repairs it.
    dataOf(
      await api.post('/datasource/update', {
        ...addBody(db, 'wrong password'),
        id: source.id,
      }),
    );
    expect(
      dataOf<DatasourceTable[]>(await api.post(`/datasource/getTables/${source.id}`)),
    ).toHaveLength(2);
  });
});
