// Issue 6 part 4: password checks proven on PostgreSQL. The machine's cluster trusts every
// login, so this file starts its own scram-sha-256 cluster (one per file, removed afterwards).
// A wrong password is an auth failure on validate and on use; an update that leaves the password
// out keeps using the stored (sealed) one.
import type { DatasourceTable, DatasourceValidation, DatasourceView } from '@tessera/contracts';
import type { ScratchPostgres } from '@tessera/test-support';
import { scratchPostgresAvailable, startScratchPostgres } from '@tessera/test-support';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import { client, dataOf } from './support.js';

const AUTH_MESSAGE = 'The database rejected the user name or password';

describe.runIf(scratchPostgresAvailable())('PostgreSQL sources behind a password', () => {
  let cluster: ScratchPostgres;
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  let source: DatasourceView;
  const database = 'sales_db';

  const configuration = (password?: string) => ({
    host: cluster.host,
    port: cluster.port,
    database,
    username: cluster.user,
    ...(password === undefined ? {} : { password }),
  });
  const validate = (password: string) =>
    api.post('/datasource/validate', {
      type: 'postgresql',
      configuration: configuration(password),
    });
  const update = (password?: string) =>
    api.post('/datasource/update', {
      id: source.id,
      name: 'Secured sales',
      desc: 'behind scram-sha-256',
      type: 'postgresql',
      configuration: configuration(password),
    });

  beforeAll(async () => {
    [cluster, ctx] = await Promise.all([startScratchPostgres(), createTestContext()]);
    const admin = new pg.Client({
      host: cluster.host,
      port: cluster.port,
      user: cluster.user,
      password: cluster.password,
      database: 'postgres',
    });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${database}`);
    } finally {
      await admin.end();
    }
    const owner = new pg.Client({
      host: cluster.host,
      port: cluster.port,
      user: cluster.user,
      password: cluster.password,
      database,
    });
    await owner.connect();
    try {
      await owner.query('CREATE TABLE orders (id integer, amount numeric(10,2))');
    } finally {
      await owner.end();
    }
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    await cluster?.stop();
  });

  it('answers a test with a wrong password as an authentication failure', async () => {
    const result = dataOf<DatasourceValidation>(await validate(`${cluster.password}-wrong`));
    expect(result).toMatchObject({ ok: false, message: AUTH_MESSAGE });
    const empty = dataOf<DatasourceValidation>(await validate(''));
    expect(empty).toMatchObject({ ok: false, message: AUTH_MESSAGE });
  });

  it('passes the test with the right password', async () => {
    expect(dataOf<DatasourceValidation>(await validate(cluster.password))).toMatchObject({
      ok: true,
      message: null,
    });
  });

  it('saves a source with the right password and browses it', async () => {
    source = dataOf<DatasourceView>(
      await api.post('/datasource/add', {
        name: 'Secured sales',
        desc: 'behind scram-sha-256',
        type: 'postgresql',
        configuration: configuration(cluster.password),
      }),
    );
    expect(source.configuration).toMatchObject({ hasPassword: true });
    expect(dataOf<DatasourceTable[]>(await api.post(`/datasource/getTables/${source.id}`))).toEqual(
      [{ name: 'orders', schema: 'public' }],
    );
  });

  it('keeps connecting with the stored password after an update that leaves it out', async () => {
    const updated = dataOf<DatasourceView>(await update());
    expect(updated.configuration).toMatchObject({ hasPassword: true });
    // The update replaced the driver: this connects afresh with the sealed password.
    expect(dataOf<DatasourceTable[]>(await api.post(`/datasource/getTables/${source.id}`))).toEqual(
      [{ name: 'orders', schema: 'public' }],
    );
    expect(
      dataOf<DatasourceValidation>(await api.post(`/datasource/validate/${source.id}`)),
    ).toMatchObject({ ok: true });
  });

  it('fails a stored source whose password became wrong with DATASOURCE_AUTH_FAILED', async () => {
    dataOf(await update(`${cluster.password}-old`));
    expect(
      dataOf<DatasourceValidation>(await api.post(`/datasource/validate/${source.id}`)),
    ).toMatchObject({ ok: false, message: AUTH_MESSAGE });
    expectLocalisedError(
      await api.post(`/datasource/getTables/${source.id}`),
      502,
      'DATASOURCE_AUTH_FAILED',
      'en',
    );
    // A new password heals it.
    dataOf(await update(cluster.password));
    expect(dataOf<DatasourceTable[]>(await api.post(`/datasource/getTables/${source.id}`))).toEqual(
      [{ name: 'orders', schema: 'public' }],
    );
  });
});
