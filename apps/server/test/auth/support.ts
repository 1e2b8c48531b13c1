// Shared parts of the data-authorisation tests (issue 21 part 4): a tenant with two levels of
// sub-organisations and people in each, dashboards made by the administrator, and the grants
// as stored.
import type { GrantView, PanelSaved } from '@tessera/contracts';
import { createUser, login, type TestContext } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';
import { createDept } from '../org/support.js';

export const PASSWORD = 'Grant#Test2026';

export type Api = ReturnType<typeof client>;

export interface Person {
  id: number;
  api: Api;
}

/** A user of `orgId` holding the built-in role `roleCode`, signed in. */
export async function person(
  ctx: TestContext,
  username: string,
  orgId: number,
  roleCode = 'org_member',
): Promise<Person> {
  const id = await createUser(ctx, username, PASSWORD, roleCode, orgId);
  return { id, api: client(ctx, await login(ctx.app, username, PASSWORD)) };
}

/** Gives a user one more role (createUser gives one). */
export async function addRole(ctx: TestContext, userId: number, roleId: number): Promise<void> {
  await ctx.services.db
    .insertInto('user_roles')
    .values({ user_id: userId, role_id: roleId })
    .execute();
}

/**
 * The default tenant (1) with Sales below it and East below Sales: the shape organisation
 * grants with and without sub-organisations differ on.
 */
export async function salesAndEast(admin: Api): Promise<{ sales: number; east: number }> {
  const sales = await createDept(admin, 'Sales', 1);
  const east = await createDept(admin, 'East', sales);
  return { sales, east };
}

/** A dashboard made through the real route (its creator manages it, the tenant may view it). */
export async function dashboard(api: Api, name: string): Promise<string> {
  return dataOf<PanelSaved>(await api.post('/panel/group/save', { name, nodeType: 'panel' })).id;
}

export async function grantsOn(api: Api, kind: string, id: string): Promise<GrantView[]> {
  return dataOf<GrantView[]>(await api.post(`/api/auth/grants/${kind}/${id}`));
}

/** The stored grants of a resource, in a stable order: what "nothing was written" compares. */
export async function storedGrants(ctx: TestContext, kind: string, id: string) {
  return ctx.services.db
    .selectFrom('resource_grants')
    .select(['target_type', 'target_id', 'level', 'with_sub_orgs'])
    .where('resource_type', '=', kind)
    .where('resource_id', '=', id)
    .orderBy('target_type')
    .orderBy('target_id')
    .execute();
}

export async function adminId(ctx: TestContext): Promise<number> {
  const row = await ctx.services.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return row.id;
}
