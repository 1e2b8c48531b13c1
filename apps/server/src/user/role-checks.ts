import { ADMIN_ROLE, type UserAccess } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { AppError, forbidden, notFound } from '../http/app-error.js';

/**
 * Which roles a caller may give, and whom they may act on (SECURITY B6: nobody hands out more
 * than they hold). A system administrator holds everything; anyone else may give a role only
 * when every menu permission it opens is one of their own, and never the administrator role.
 */

export interface AssignedRole {
  id: number;
  code: string;
  orgId: number | null;
}

/**
 * The roles named by id, each visible for a user of `tenantId`: a built-in role, or a custom
 * role of that tenant. Any other id (unknown, another tenant's) is 404 (SECURITY B1).
 */
export async function loadAssignedRoles(
  db: Db,
  roleIds: readonly number[],
  tenantId: number,
): Promise<AssignedRole[]> {
  const unique = [...new Set(roleIds)];
  const rows = await db
    .selectFrom('roles')
    .select(['id', 'code', 'org_id'])
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw notFound();
  if (rows.some((row) => row.org_id !== null && row.org_id !== tenantId)) throw notFound();
  return rows.map((row) => ({ id: row.id, code: row.code, orgId: row.org_id }));
}

/** True when the roles open nothing beyond what the caller holds. */
async function withinCaller(db: Db, access: UserAccess, roles: readonly AssignedRole[]) {
  if (access.isAdmin) return true;
  if (roles.some((role) => role.code === ADMIN_ROLE)) return false;
  if (roles.length === 0) return true;
  const opened = await db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .select('menus.permission')
    .distinct()
    .where(
      'role_menus.role_id',
      'in',
      roles.map((role) => role.id),
    )
    .where('menus.permission', 'is not', null)
    .execute();
  return opened.every((row) => row.permission && access.permissions.includes(row.permission));
}

/** A role that opens more than the caller holds → 403 ROLE_NOT_ASSIGNABLE (B6). */
export async function assertAssignable(
  db: Db,
  access: UserAccess,
  roles: readonly AssignedRole[],
): Promise<void> {
  if (!(await withinCaller(db, access, roles))) throw new AppError(403, 'ROLE_NOT_ASSIGNABLE');
}

/** The roles a user holds now. */
export async function rolesHeld(db: Db, userId: number): Promise<AssignedRole[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.code', 'roles.org_id'])
    .where('user_roles.user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ id: row.id, code: row.code, orgId: row.org_id }));
}

/**
 * A user holding more than the caller (a system administrator, or a role opening menus the
 * caller lacks) is out of reach → 403: resetting their password or editing them would hand the
 * caller what they were never given (B6).
 */
export async function assertNotAbove(db: Db, access: UserAccess, userId: number): Promise<void> {
  if (!(await withinCaller(db, access, await rolesHeld(db, userId)))) throw forbidden();
}

/** Whether the user is the only enabled system administrator left. */
export async function isLastEnabledAdmin(db: Db, userId: number): Promise<boolean> {
  const admins = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('users.id')
    .where('roles.code', '=', ADMIN_ROLE)
    .where('users.enabled', '=', 1)
    .execute();
  return admins.length === 1 && admins[0]?.id === userId;
}
