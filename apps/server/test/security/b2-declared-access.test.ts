// Issue 6 part 2 / SECURITY B2: every route's declared permission is enforced in one place, from
// the menus of the caller's roles (SPEC §6), at once when a role changes; capabilities, never
// role codes, decide who manages; object routes find their object first (B1), then the level.
import { GRANT_LEVELS, type DatasourceView, type UserInfo } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../src/auth/grants.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';
import { expectLocalisedError } from './support.js';

const configuration = {
  host: '127.0.0.1',
  port: 5432,
  database: 'postgres',
  username: 'postgres',
  password: 'Declared-Secret1',
};

describe('declared route access', () => {
  let ctx: TestContext;
  let admin: ReturnType<typeof client>;
  let builtinId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    builtinId = dataOf<DatasourceView[]>(await admin.post('/datasource/list')).find(
      (s) => s.builtin,
    )!.id;
    // A custom role with no menu at all.
    await ctx.services.db
      .insertInto('roles')
      .values({ code: 'bare', name: 'Bare', builtin: 0, create_time: Date.now(), org_id: null })
      .execute();
    await createUser(ctx, 'bare', 'Bare#User2026', 'bare');
    await createUser(ctx, 'mina', 'Member#2026', 'org_member');
    await createUser(ctx, 'otto', 'OrgAdmin#2026', 'org_admin');
  });
  afterAll(async () => ctx.close());

  it('B2: refuses every data-source route to a user whose roles lack the menu, with 403', async () => {
    const bare = client(ctx, await login(ctx.app, 'bare', 'Bare#User2026'));
    const info = dataOf<UserInfo>(await bare.post('/api/auth/userInfo'));
    expect(info.permissions).toEqual([]);
    for (const call of [
      () => bare.post('/datasource/list', undefined, 'zh-TW'),
      () => bare.get('/datasource/types', 'zh-TW'),
      () =>
        bare.post('/datasource/add', { name: 'Nope', type: 'postgresql', configuration }, 'zh-TW'),
      () => bare.post('/datasource/validate', { type: 'postgresql', configuration }, 'zh-TW'),
    ])
      expectLocalisedError(await call(), 403, 'FORBIDDEN', 'zh-TW');
    // Its own account stays reachable.
    dataOf(await bare.post('/api/user/personInfo'));
  });

  it('gives organisation administrators the management capability and members none', async () => {
    const otto = client(ctx, await login(ctx.app, 'otto', 'OrgAdmin#2026'));
    const mina = client(ctx, await login(ctx.app, 'mina', 'Member#2026'));
    expect(dataOf<UserInfo>(await otto.post('/api/auth/userInfo')).permissions).toEqual(
      expect.arrayContaining([
        'datasource:manage',
        'dataset:manage',
        'chart:manage',
        'panel:manage',
      ]),
    );
    expect(dataOf<UserInfo>(await mina.post('/api/auth/userInfo')).permissions).toEqual([
      'chart:read',
      'dataset:read',
      'datasource:read',
      'panel:read',
    ]);
    const before = await ctx.services.db.selectFrom('datasources').select('id').execute();
    expectLocalisedError(
      await mina.post('/datasource/add', {
        name: 'Member source',
        type: 'postgresql',
        configuration,
      }),
      403,
      'FORBIDDEN',
      'en',
    );
    expect(await ctx.services.db.selectFrom('datasources').select('id').execute()).toEqual(before);
    const added = dataOf<DatasourceView>(
      await otto.post('/datasource/add', {
        name: 'Otto source',
        type: 'postgresql',
        configuration,
      }),
    );
    expect(added.permission).toBe('manage');
  });

  it('does not let a grant of manage stand in for the management capability', async () => {
    const otto = client(ctx, await login(ctx.app, 'otto', 'OrgAdmin#2026'));
    const mina = client(ctx, await login(ctx.app, 'mina', 'Member#2026'));
    const source = dataOf<DatasourceView>(
      await otto.post('/datasource/add', { name: 'Granted', type: 'postgresql', configuration }),
    );
    const minaId = (
      await ctx.services.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'mina')
        .executeTakeFirstOrThrow()
    ).id;
    await grant(ctx.services.db, 'datasource', source.id, 'user', minaId, GRANT_LEVELS.manage);
    // She sees it at her granted level…
    expect(dataOf<DatasourceView>(await mina.post(`/datasource/get/${source.id}`)).permission).toBe(
      'manage',
    );
    // …but managing needs the capability too.
    expectLocalisedError(
      await mina.post('/datasource/update', {
        id: source.id,
        name: 'Renamed',
        type: 'postgresql',
        configuration,
      }),
      403,
      'FORBIDDEN',
      'en',
    );
    expectLocalisedError(
      await mina.post(`/datasource/delete/${source.id}`),
      403,
      'FORBIDDEN',
      'en',
    );
    expect(dataOf<DatasourceView>(await otto.post(`/datasource/get/${source.id}`)).name).toBe(
      'Granted',
    );
  });

  it('takes a menu away at once when the role loses it (no new sign-in needed)', async () => {
    const mina = client(ctx, await login(ctx.app, 'mina', 'Member#2026'));
    dataOf(await mina.post('/datasource/list'));
    const role = await ctx.services.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'org_member')
      .executeTakeFirstOrThrow();
    await ctx.services.db
      .deleteFrom('role_menus')
      .where('role_id', '=', role.id)
      .where('menu_id', '=', 2)
      .execute();
    try {
      expectLocalisedError(await mina.post('/datasource/list'), 403, 'FORBIDDEN', 'en');
      expectLocalisedError(await mina.post(`/datasource/get/${builtinId}`), 403, 'FORBIDDEN', 'en');
    } finally {
      await ctx.services.db
        .insertInto('role_menus')
        .values({ role_id: role.id, menu_id: 2 })
        .execute();
    }
    dataOf(await mina.post('/datasource/list'));
  });

  it('answers an object route with a malformed body id 400, before any handler', async () => {
    for (const id of [42, '', 'x'.repeat(65), null, ['a']])
      expectLocalisedError(
        await admin.post('/datasource/update', {
          id,
          name: 'X',
          type: 'postgresql',
          configuration,
        }),
        400,
        'VALIDATION_FAILED',
        'en',
      );
  });
});
