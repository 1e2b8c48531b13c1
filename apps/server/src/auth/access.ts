import type { Db } from '../db/database.js';

/** Who is calling and what they may do, loaded once per request. */
export interface AccessContext {
  userId: number;
  username: string;
  orgId: number;
  jti: string;
  roles: string[];
  permissions: string[];
  isAdmin: boolean;
}

export const ADMIN_ROLE = 'admin';

/**
 * Permissions derive from roles (SPEC §6): the union of the permission strings of the menus
 * granted to the user's roles; the administrator holds every menu's permission.
 */
export async function loadAccess(
  db: Db,
  userId: number,
  jti: string,
): Promise<AccessContext | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'org_id'])
    .where('id', '=', userId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!user) return null;
  const roleRows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.code'])
    .where('user_roles.user_id', '=', userId)
    .execute();
  const roles = roleRows.map((r) => r.code).sort();
  const isAdmin = roles.includes(ADMIN_ROLE);
  let menuQuery = db
    .selectFrom('menus')
    .select('menus.permission')
    .where('menus.permission', 'is not', null);
  if (!isAdmin) {
    const roleIds = roleRows.map((r) => r.id);
    if (roleIds.length === 0)
      return {
        userId,
        username: user.username,
        orgId: user.org_id,
        jti,
        roles,
        permissions: [],
        isAdmin,
      };
    menuQuery = menuQuery
      .innerJoin('role_menus', 'role_menus.menu_id', 'menus.id')
      .where('role_menus.role_id', 'in', roleIds);
  }
  const permissions = [...new Set((await menuQuery.execute()).map((m) => m.permission ?? ''))]
    .filter(Boolean)
    .sort();
  return { userId, username: user.username, orgId: user.org_id, jti, roles, permissions, isAdmin };
}
