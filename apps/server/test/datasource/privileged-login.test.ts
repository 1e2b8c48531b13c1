// DESIGN §5: a data source should connect as a read-only user, and the form warns when it does
// not. Testing a configuration and checking a stored source find out whether the login may do
// more than read (PostgreSQL superuser; MySQL/MariaDB SUPER or FILE) and say so in the test's
// answer and in the source's view; a plain login is reported as not privileged, and a failed
// test reports nothing about privileges.
import type { DatasourceValidation, DatasourceView } from '@tessera/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import {
  addBody,
  client,
  createMariaDatabase,
  createPostgresDatabase,
  dataOf,
  eventually,
  MARIADB,
  PG,
  serviceAvailable,
  type ThrowawayDatabase,
} from './support.js';

let ctx: TestContext;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ctx = await createTestContext();
  api = client(ctx, await login(ctx.app));
});
afterAll(() => ctx?.close());

const validate = async (body: Record<string, unknown>) =>
  dataOf<DatasourceValidation>(
    await api.post('/datasource/validate', { type: body.type, configuration: body.configuration }),
  );

describe.runIf(await serviceAvailable('postgresql'))('a PostgreSQL login', () => {
  let db: ThrowawayDatabase;
  let root: pg.Client;
  let plainRole: string;

  beforeAll(async () => {
    db = await createPostgresDatabase(['CREATE TABLE t (id int)']);
    plainRole = `${db.database}_reader`;
    root = new pg.Client({ ...PG, database: db.database });
    await root.connect();
    await root.query(`CREATE ROLE ${plainRole} LOGIN`);
    await root.query(`GRANT SELECT ON t TO ${plainRole}`);
  });
  afterAll(async () => {
    await root?.end();
    await db?.drop();
    const admin = new pg.Client({ ...PG, database: 'postgres' });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${plainRole}`);
    await admin.end();
  });

  it('is reported privileged by the connection test when it is the superuser', async () => {
    expect(await validate(addBody(db, 'Superuser'))).toMatchObject({
      ok: true,
      privileged: true,
    });
  });

  it('is reported not privileged when it only reads', async () => {
    const body = addBody(db, 'Reader', { username: plainRole });
    expect(await validate(body)).toMatchObject({ ok: true, privileged: false });
  });

  it('carries no privilege answer when the test fails', async () => {
    const body = addBody(db, 'Nowhere', { database: `${db.database}_missing` });
    const answer = await validate(body);
    expect(answer.ok).toBe(false);
    expect(answer).not.toHaveProperty('privileged');
  });

  it('shows on the stored source once checked, in its view, the list and its own test', async () => {
    const saved = dataOf<DatasourceView>(
      await api.post('/datasource/add', addBody(db, 'Stored superuser')),
    );
    const view = async () => dataOf<DatasourceView>(await api.post(`/datasource/get/${saved.id}`));
    await eventually(async () => (await view()).privileged !== undefined);
    expect(await view()).toMatchObject({ status: 'ok', privileged: true });
    const list = dataOf<DatasourceView[]>(await api.post('/datasource/list', {}));
    expect(list.find((s) => s.id === saved.id)?.privileged).toBe(true);
    expect(list.find((s) => s.builtin)).not.toHaveProperty('privileged');
    const stored = dataOf<DatasourceValidation>(await api.post(`/datasource/validate/${saved.id}`));
    expect(stored).toMatchObject({ ok: true, privileged: true });

    // Pointing it at the read-only login: the old answer belongs to the old configuration.
    const updated = dataOf<DatasourceView>(
      await api.post('/datasource/update', {
        id: saved.id,
        ...addBody(db, 'Stored superuser', { username: plainRole }),
      }),
    );
    expect(updated).not.toHaveProperty('privileged');
    await eventually(async () => (await view()).privileged !== undefined);
    expect((await view()).privileged).toBe(false);
  });
});

describe.runIf(await serviceAvailable('mariadb'))('a MariaDB login', () => {
  let db: ThrowawayDatabase;

  beforeAll(async () => {
    db = await createMariaDatabase(['CREATE TABLE t (id INT)']);
  });
  afterAll(() => db?.drop());

  it('is reported privileged when it is root (ALL PRIVILEGES, with FILE and SUPER)', async () => {
    const body = addBody(db, 'Root', { username: MARIADB.user, password: MARIADB.password });
    expect(await validate(body)).toMatchObject({ ok: true, privileged: true });
  });

  it('is reported not privileged when it holds SELECT on its database only', async () => {
    expect(await validate(addBody(db, 'Reader'))).toMatchObject({ ok: true, privileged: false });
  });
});
