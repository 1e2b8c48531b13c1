import type { CreatedId } from '@tessera/contracts';
import { createUser, type TestContext } from '../helpers.js';
import { dataOf, type client } from '../datasource/support.js';

export type Api = ReturnType<typeof client>;

/** Creates a custom role through the API and sets its menus; returns its id. */
export async function createRole(api: Api, name: string, menuIds: number[] = []): Promise<number> {
  const { id } = dataOf<CreatedId>(await api.post('/api/role/create', { name }));
  if (menuIds.length > 0) dataOf(await api.post('/api/role/saveMenus', { roleId: id, menuIds }));
  return id;
}

/** A user holding the role with this id (createUser takes a role code). */
export async function createRoleUser(
  ctx: TestContext,
  username: string,
  password: string,
  roleId: number,
  orgId = 1,
): Promise<number> {
  const role = await ctx.services.db
    .selectFrom('roles')
    .select('code')
    .where('id', '=', roleId)
    .executeTakeFirstOrThrow();
  return createUser(ctx, username, password, role.code, orgId);
}

/** The role's stored menu ids, read from the database. */
export async function storedMenus(ctx: TestContext, roleId: number): Promise<number[]> {
  const rows = await ctx.services.db
    .selectFrom('role_menus')
    .select('menu_id')
    .where('role_id', '=', roleId)
    .orderBy('menu_id')
    .execute();
  return rows.map((r) => r.menu_id);
}

/** Every role row, for "nothing changed" checks. */
export async function roleRows(ctx: TestContext): Promise<unknown[]> {
  return ctx.services.db.selectFrom('roles').selectAll().orderBy('id').execute();
}

export async function builtinRoleId(ctx: TestContext, code: string): Promise<number> {
  const role = await ctx.services.db
    .selectFrom('roles')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return role.id;
}
