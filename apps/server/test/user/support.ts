import type { TestContext } from '../helpers.js';

/** A built-in role's id by code. */
export async function roleId(ctx: TestContext, code: string): Promise<number> {
  const row = await ctx.services.db
    .selectFrom('roles')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A custom role of a tenant opening the given menus (the role routes are another issue part). */
export async function customRole(
  ctx: TestContext,
  tenantId: number,
  code: string,
  menuIds: readonly number[],
): Promise<number> {
  const db = ctx.services.db;
  const role = await db
    .insertInto('roles')
    .values({
      org_id: tenantId,
      code,
      name: code,
      description: null,
      builtin: 0,
      create_time: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (menuIds.length)
    await db
      .insertInto('role_menus')
      .values(menuIds.map((menuId) => ({ role_id: role.id, menu_id: menuId })))
      .execute();
  return role.id;
}

/** A user row as stored, by id (undefined once deleted). */
export function userById(ctx: TestContext, id: number) {
  return ctx.services.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The role ids a user holds, sorted. */
export async function roleIdsOf(ctx: TestContext, userId: number): Promise<number[]> {
  const rows = await ctx.services.db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.role_id).sort((a, b) => a - b);
}

/** A user's attributes as stored. */
export async function attributesOf(ctx: TestContext, userId: number) {
  const rows = await ctx.services.db
    .selectFrom('user_attributes')
    .select(['name', 'value'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}
