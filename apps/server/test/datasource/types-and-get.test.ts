// GET /datasource/types is the web's only source of per-type facts (issue 6 part 3), and
// POST /datasource/get/{id} gives one source without downloading the list (issue 6 part 6).
import type { DatasourceTypeInfo, DatasourceView } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import { client, createUserInNewOrg, dataOf } from './support.js';

describe('data-source type descriptors and get-by-id', () => {
  let ctx: TestContext;
  let admin: ReturnType<typeof client>;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
  });
  afterAll(async () => ctx.close());

  it('describes every type once, the embedded warehouse as neither creatable nor networked', async () => {
    const types = dataOf<DatasourceTypeInfo[]>(await admin.get('/datasource/types'));
    expect(types.map((t) => t.type)).toEqual([
      'postgresql',
      'mysql',
      'mariadb',
      'tidb',
      'doris',
      'starrocks',
      'duckdb',
    ]);
    expect(types.find((t) => t.type === 'postgresql')).toEqual({
      type: 'postgresql',
      family: 'postgresql',
      defaultPort: 5432,
      supportsSchema: true,
      embedded: false,
      creatable: true,
      editorSyntax: 'postgresql',
    });
    expect(types.find((t) => t.type === 'doris')).toMatchObject({
      family: 'mysql',
      defaultPort: 9030,
      supportsSchema: false,
      editorSyntax: 'mysql',
    });
    expect(types.find((t) => t.type === 'duckdb')).toEqual({
      type: 'duckdb',
      family: 'embedded',
      defaultPort: null,
      supportsSchema: true,
      embedded: true,
      creatable: false,
      editorSyntax: 'standard',
    });
  });

  it('answers one source by id, exactly as the list shows it', async () => {
    const list = dataOf<DatasourceView[]>(await admin.post('/datasource/list'));
    const warehouse = list.find((v) => v.builtin);
    expect(warehouse).toBeDefined();
    const one = dataOf<DatasourceView>(await admin.post(`/datasource/get/${warehouse!.id}`));
    expect(one).toEqual(warehouse);
  });

  it('answers 404 for an unknown id and for a source of another organisation', async () => {
    const list = dataOf<DatasourceView[]>(await admin.post('/datasource/list'));
    const warehouseId = list.find((v) => v.builtin)!.id;
    expectLocalisedError(
      await admin.post('/datasource/get/ffffffffffffffffffffffffffffffff', undefined, 'zh-CN'),
      404,
      'NOT_FOUND',
      'zh-CN',
    );
    await createUserInNewOrg(ctx, 'outsider', 'Outsider#2026', 'org_admin');
    const outsider = client(ctx, await login(ctx.app, 'outsider', 'Outsider#2026'));
    expectLocalisedError(
      await outsider.post(`/datasource/get/${warehouseId}`),
      404,
      'NOT_FOUND',
      'en',
    );
  });

  it('lets a member of the organisation read the built-in source it may use', async () => {
    await createUser(ctx, 'member', 'Member#2026');
    const member = client(ctx, await login(ctx.app, 'member', 'Member#2026'));
    const list = dataOf<DatasourceView[]>(await member.post('/datasource/list'));
    const one = dataOf<DatasourceView>(await member.post(`/datasource/get/${list[0]!.id}`));
    expect(one.permission).toBe('use');
  });
});
