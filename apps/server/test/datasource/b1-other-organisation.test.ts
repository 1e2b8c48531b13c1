// SECURITY B1: a data source id of another organisation, or an unknown one, is 404 on every
// verb, for that organisation's administrator and member alike, and nothing changes.
import type { DatasourceView } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import { client, createUserInNewOrg, dataOf, eventually } from './support.js';

const configuration = {
  host: '127.0.0.1',
  port: 5432,
  database: 'postgres',
  username: 'postgres',
  password: 'Org1-Secret',
};

let ctx: TestContext;
let admin: ReturnType<typeof client>;
let source: DatasourceView;
let builtin: DatasourceView;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await login(ctx.app));
  source = dataOf<DatasourceView>(
    await admin.post('/datasource/add', {
      name: 'Org one sales',
      type: 'postgresql',
      configuration,
    }),
  );
  builtin = dataOf<DatasourceView[]>(await admin.post('/datasource/list')).find(
    (s) => s.builtin,
  ) as DatasourceView;
  // The status check a save starts in the background must land before the tests compare rows.
  await eventually(
    async () =>
      dataOf<DatasourceView>(await admin.post(`/datasource/get/${source.id}`)).status !== 'unknown',
  );
  await createUserInNewOrg(ctx, 'olga', 'Other#Admin1', 'org_admin');
  await createUserInNewOrg(ctx, 'omar', 'Other#Member1', 'org_member');
});
afterAll(async () => ctx?.close());

/** Every verb on one id. */
const verbs = (
  api: ReturnType<typeof client>,
  id: string,
): [string, () => Promise<LightMyRequestResponse>][] => [
  ['getTables', () => api.post(`/datasource/getTables/${id}`, undefined, 'zh-CN')],
  ['getColumns', () => api.post(`/datasource/getColumns/${id}`, { table: 'pg_class' }, 'zh-CN')],
  ['validate', () => api.post(`/datasource/validate/${id}`, undefined, 'zh-CN')],
  [
    'update',
    () =>
      api.post(
        '/datasource/update',
        { id, name: 'Taken over', type: 'postgresql', configuration },
        'zh-CN',
      ),
  ],
  ['delete', () => api.post(`/datasource/delete/${id}`, undefined, 'zh-CN')],
];

const snapshot = async () =>
  ctx.services.db.selectFrom('datasources').selectAll().orderBy('id').execute();

describe('SECURITY B1 data sources of another organisation', () => {
  it.each([
    ['administrator', 'olga', 'Other#Admin1'],
    ['member', 'omar', 'Other#Member1'],
  ])(
    'B1: answers 404 on every verb to the other organisation’s %s',
    async (_role, user, password) => {
      const api = client(ctx, await login(ctx.app, user, password));
      const before = await snapshot();
      for (const id of [source.id, builtin.id]) {
        for (const [verb, call] of verbs(api, id)) {
          const response = await call();
          expect(response.statusCode, `${verb} ${id}`).toBe(404);
          expectLocalisedError(response, 404, 'NOT_FOUND', 'zh-CN');
        }
      }
      expect(await snapshot()).toEqual(before);
      expect(dataOf<DatasourceView[]>(await api.post('/datasource/list'))).toEqual([]);
    },
  );

  it('B1: answers 404 on every verb for an unknown id, and 400 for an absurd one', async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', 'nope', "x' OR '1'='1"]) {
      for (const [verb, call] of verbs(admin, encodeURIComponent(id))) {
        expect((await call()).statusCode, `${verb} ${id}`).toBe(404);
      }
    }
    expectLocalisedError(
      await admin.post(`/datasource/getTables/${'a'.repeat(65)}`, undefined, 'zh-CN'),
      400,
      'VALIDATION_FAILED',
      'zh-CN',
    );
  });

  it('B1: keeps each organisation to its own sources, names included', async () => {
    const olga = client(ctx, await login(ctx.app, 'olga', 'Other#Admin1'));
    const theirs = dataOf<DatasourceView>(
      await olga.post('/datasource/add', {
        name: 'Org one sales',
        type: 'postgresql',
        configuration,
      }),
    );
    expect(dataOf<DatasourceView[]>(await olga.post('/datasource/list')).map((s) => s.id)).toEqual([
      theirs.id,
    ]);
    // Not even the system administrator reaches into another organisation by id.
    for (const [verb, call] of verbs(admin, theirs.id))
      expect((await call()).statusCode, verb).toBe(404);
    expect(
      dataOf<DatasourceView[]>(await admin.post('/datasource/list')).map((s) => s.id),
    ).not.toContain(theirs.id);
  });
});
