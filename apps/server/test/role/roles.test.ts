// Issue 21, system/role (SPEC §2, §6): the role list, creating, renaming and deleting custom
// roles, and who may do it to which role (SECURITY B1, B2, C8).
import { GRANT_LEVELS, type MenuNode, type RoleMenus, type RoleRow } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../src/auth/grants.js';
import { createUser, login, createTestContext, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { expectLocalisedError } from '../security/support.js';
import {
  builtinRoleId,
  createRole,
  createRoleUser,
  roleRows,
  storedMenus,
  type Api,
} from './support.js';

const PASSWORD = 'Role#Test2026';

describe('roles', () => {
  let ctx: TestContext;
  let admin: Api;
  /** Organisation administrator of the default tenant. */
  let oona: Api;
  /** Organisation administrator of another tenant. */
  let otis: Api;
  let mina: Api;
  let analystId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    await createUser(ctx, 'oona', PASSWORD, 'org_admin');
    await createUser(ctx, 'mina', PASSWORD, 'org_member');
    await createUserInNewOrg(ctx, 'otis', PASSWORD, 'org_admin');
    oona = client(ctx, await login(ctx.app, 'oona', PASSWORD));
    otis = client(ctx, await login(ctx.app, 'otis', PASSWORD));
    mina = client(ctx, await login(ctx.app, 'mina', PASSWORD));
    await createRole(oona, 'Zeta');
    analystId = await createRole(oona, 'Analyst');
  });
  afterAll(async () => ctx?.close());

  it('lists the built-in roles first, then the tenant’s custom roles by name, counting managed users', async () => {
    const list = dataOf<RoleRow[]>(await oona.post('/api/role/list'));
    expect(list.map((r) => r.code).slice(0, 3)).toEqual(['admin', 'org_admin', 'org_member']);
    expect(list.slice(0, 3).every((r) => r.builtin && r.orgId === null)).toBe(true);
    expect(list.slice(3).map((r) => [r.name, r.builtin, r.orgId])).toEqual([
      ['Analyst', false, 1],
      ['Zeta', false, 1],
    ]);
    // Otis holds org_admin in another tenant: counted for the system administrator only.
    expect(list.find((r) => r.code === 'org_admin')?.userCount).toBe(1);
    const all = dataOf<RoleRow[]>(await admin.post('/api/role/list'));
    expect(all.find((r) => r.code === 'org_admin')?.userCount).toBe(2);
  });

  it('creates a custom role of the caller’s tenant with a generated code', async () => {
    const id = await createRole(oona, 'Reporter');
    const row = await ctx.services.db
      .selectFrom('roles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ org_id: 1, name: 'Reporter', builtin: 0, description: null });
    expect(row.code).toMatch(/^role_[0-9a-f]{12}$/);
  });

  it('C8: refuses a name that looks like a role’s of the same tenant or a built-in one, with 409', async () => {
    const before = await roleRows(ctx);
    // Greek capital alpha, full-width A, case, and a built-in role's name.
    for (const name of ['Αnalyst', 'Ａnalyst', 'ANALYST', 'organization member'])
      expectLocalisedError(
        await oona.post('/api/role/create', { name }),
        409,
        'ROLE_NAME_TAKEN',
        'en',
      );
    expectLocalisedError(
      await oona.post('/api/role/create', { name: 'Αnalyst' }, 'zh-CN'),
      409,
      'ROLE_NAME_TAKEN',
      'zh-CN',
    );
    expect(await roleRows(ctx)).toEqual(before);
    // Another tenant's names are its own.
    dataOf(await otis.post('/api/role/create', { name: 'Analyst' }));
  });

  it('renames a custom role, refusing a look-alike of another and any built-in role', async () => {
    dataOf(
      await oona.post('/api/role/update', { id: analystId, name: 'Analyst', description: 'Reads' }),
    );
    const zetaId = dataOf<RoleRow[]>(await oona.post('/api/role/list')).find(
      (r) => r.name === 'Zeta',
    )!.id;
    dataOf(await oona.post('/api/role/update', { id: zetaId, name: 'Zeta 2' }));
    expectLocalisedError(
      await oona.post('/api/role/update', { id: zetaId, name: 'analyst' }),
      409,
      'ROLE_NAME_TAKEN',
      'en',
    );
    const memberId = await builtinRoleId(ctx, 'org_member');
    for (const api of [oona, admin])
      expectLocalisedError(
        await api.post('/api/role/update', { id: memberId, name: 'Members' }),
        403,
        'ROLE_BUILTIN',
        'en',
      );
    const rows = await ctx.services.db
      .selectFrom('roles')
      .select(['id', 'name', 'description'])
      .where('id', 'in', [analystId, zetaId, memberId])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: memberId, name: 'Organization Member', description: null },
      { id: zetaId, name: 'Zeta 2', description: null },
      { id: analystId, name: 'Analyst', description: 'Reads' },
    ]);
  });

  it('B1: another tenant’s administrator neither sees nor reaches this tenant’s role (404)', async () => {
    const names = dataOf<RoleRow[]>(await otis.post('/api/role/list')).map((r) => r.name);
    expect(names).not.toContain('Zeta 2');
    expect(names).not.toContain('Reporter');
    await ctx.services.db
      .insertInto('role_menus')
      .values({ role_id: analystId, menu_id: 1 })
      .execute();
    const before = await roleRows(ctx);
    for (const call of [
      () => otis.post('/api/role/update', { id: analystId, name: 'Taken over' }),
      () => otis.post(`/api/role/delete/${analystId}`),
      () => otis.post(`/api/role/menus/${analystId}`),
      () => otis.post('/api/role/saveMenus', { roleId: analystId, menuIds: [] }),
      () => otis.post('/api/role/saveMenus', { roleId: 987654, menuIds: [] }),
    ])
      expectLocalisedError(await call(), 404, 'NOT_FOUND', 'en');
    expect(await roleRows(ctx)).toEqual(before);
    expect(await storedMenus(ctx, analystId)).toEqual([1]);
  });

  it('B2: refuses every role route to an organisation member with 403, changing nothing', async () => {
    const before = await roleRows(ctx);
    for (const call of [
      () => mina.post('/api/role/list'),
      () => mina.post('/api/role/create', { name: 'Mine' }),
      () => mina.post('/api/role/update', { id: analystId, name: 'Mine' }),
      () => mina.post(`/api/role/delete/${analystId}`),
      () => mina.post(`/api/role/menus/${analystId}`),
      () => mina.post('/api/role/menuTree'),
      () => mina.post('/api/role/saveMenus', { roleId: analystId, menuIds: [1, 2, 3, 4] }),
    ])
      expectLocalisedError(await call(), 403, 'FORBIDDEN', 'en');
    expect(await roleRows(ctx)).toEqual(before);
    expect(await storedMenus(ctx, analystId)).toEqual([1]);
  });

  it('refuses to delete a built-in role (403) or a held one (409 naming its holders)', async () => {
    for (const code of ['admin', 'org_member'])
      expectLocalisedError(
        await admin.post(`/api/role/delete/${await builtinRoleId(ctx, code)}`),
        403,
        'ROLE_BUILTIN',
        'en',
      );
    const held = await createRole(oona, 'Held');
    await createRoleUser(ctx, 'hal', PASSWORD, held);
    expectLocalisedError(await oona.post(`/api/role/delete/${held}`), 409, 'ROLE_IN_USE', 'en', {
      names: 'hal',
    });
    const crowd = await createRole(oona, 'Crowd');
    for (const name of ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'])
      await createRoleUser(ctx, name, PASSWORD, crowd);
    expectLocalisedError(
      await oona.post(`/api/role/delete/${crowd}`, undefined, 'zh-CN'),
      409,
      'ROLE_IN_USE',
      'zh-CN',
      { names: 'u1, u2, u3, u4, u5, …' },
    );
    const left = await ctx.services.db
      .selectFrom('roles')
      .select('id')
      .where('id', 'in', [held, crowd, await builtinRoleId(ctx, 'admin')])
      .execute();
    expect(left).toHaveLength(3);
  });

  it('deletes an unheld role with its menus and the grants made to it, in one go', async () => {
    const gone = await createRole(admin, 'Short lived', [1, 52]);
    await grant(ctx.services.db, 'panel', 'some-panel', 'role', gone, GRANT_LEVELS.view);
    const kept = await createRole(admin, 'Kept', [1]);
    await grant(ctx.services.db, 'panel', 'some-panel', 'role', kept, GRANT_LEVELS.view);
    dataOf(await oona.post(`/api/role/delete/${gone}`));
    const db = ctx.services.db;
    expect(await db.selectFrom('roles').select('id').where('id', '=', gone).execute()).toEqual([]);
    expect(await storedMenus(ctx, gone)).toEqual([]);
    const grants = await db
      .selectFrom('resource_grants')
      .select('target_id')
      .where('target_type', '=', 'role')
      .execute();
    expect(grants.map((g) => g.target_id)).toEqual([kept]);
    expect(await storedMenus(ctx, kept)).toEqual([1]);
  });

  it('answers a role’s menus, every menu for the built-in administrator', async () => {
    const menuIds = (await ctx.services.db.selectFrom('menus').select('id').execute())
      .map((m) => m.id)
      .sort((a, b) => a - b);
    const adminRole = await builtinRoleId(ctx, 'admin');
    expect(dataOf<RoleMenus>(await oona.post(`/api/role/menus/${adminRole}`))).toEqual({
      roleId: adminRole,
      menuIds,
    });
    const orgAdmin = await builtinRoleId(ctx, 'org_admin');
    expect(dataOf<RoleMenus>(await oona.post(`/api/role/menus/${orgAdmin}`)).menuIds).toEqual(
      expect.arrayContaining([5, 51, 52, 53, 54]),
    );
    expect(dataOf<RoleMenus>(await oona.post(`/api/role/menus/${analystId}`)).menuIds).toEqual([1]);
  });

  it('gives the system administrator every menu to tick, operations included', async () => {
    const tree = dataOf<MenuNode[]>(await admin.post('/api/role/menuTree'));
    const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const ids = flat(tree).map((n) => n.id);
    const all = await ctx.services.db.selectFrom('menus').select('id').execute();
    expect(ids.sort((a, b) => a - b)).toEqual(all.map((m) => m.id).sort((a, b) => a - b));
    expect(tree.find((n) => n.id === 4)?.children.map((n) => [n.id, n.type])).toEqual([[401, 2]]);
    expect(tree.find((n) => n.id === 5)?.children.map((n) => n.id)).toEqual([51, 52, 53, 54]);
  });
});
