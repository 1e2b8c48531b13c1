import type { Db } from '../db/database.js';
import { orgChain, subtreeOf } from '../org/tenancy.js';

/** A signed-in user: who is calling and what their roles let them do, loaded once per request. */
export interface UserAccess {
  kind: 'user';
  userId: number;
  username: string;
  /**
   * The tenant (top-level organisation) the user belongs to: the scope of every resource they
   * reach (SECURITY B1). Their own organisation inside it is `deptId`.
   */
  orgId: number;
  /** The organisation (department) the user is in; equal to orgId for a tenant's own users. */
  deptId: number;
  /**
   * The user's organisation and its ancestors, nearest first, ending with the tenant: which
   * organisation grants reach them (their own; an ancestor's given with its sub-organisations).
   */
  orgChain: number[];
  /**
   * The organisations a management capability of the user reaches (issue 21 part 1): their own
   * and every one below it. null for a user at the tenant level, whose subtree is the tenant.
   */
  deptSubtree: number[] | null;
  jti: string;
  roles: string[];
  /** Menu and operation permissions of the user's roles (SPEC §6); every one for admins. */
  permissions: string[];
  isAdmin: boolean;
  /** A generated or reset password: only one's own account is reachable until it is changed. */
  mustChangePassword: boolean;
}

/**
 * A visitor holding a share-link token instead of a session (SPEC §6: "a shared-link visitor
 * with no login token but with a link token"), on the routes that opt in to it in their access
 * declaration (issue 23).
 */
export interface LinkAccess {
  kind: 'link';
  linkId: string;
  orgId: number;
  /** The dashboard the link opens: the only resource it reaches. */
  panelId: string;
  /** The link's creator: a link never shows more than they see (their row and column rules). */
  owner: UserAccess;
}

export type Principal = UserAccess | LinkAccess;

/**
 * Whether a resource made in organisation `deptId` lies within the reach of the user's
 * management capabilities: the system administrator's and a tenant-level user's reach is the
 * whole tenant, a department member's their department's subtree.
 */
export function withinDepartments(user: UserAccess, deptId: number): boolean {
  return reachesWholeTenant(user) || (user.deptSubtree?.includes(deptId) ?? false);
}

/** The system administrator and a tenant-level user: their capabilities reach every department. */
export const reachesWholeTenant = (user: UserAccess): boolean =>
  user.isAdmin || user.deptSubtree === null;

/** The caller of a signed-in route (most code handles signed-in users only). */
export type AccessContext = UserAccess;

export const ADMIN_ROLE = 'admin';

/**
 * Permissions derive from roles (SPEC §6): the union of the permission strings of the menus
 * granted to the user's roles; the administrator holds every menu's permission.
 */
export async function loadAccess(db: Db, userId: number, jti: string): Promise<UserAccess | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'org_id', 'must_change_password'])
    .where('id', '=', userId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!user) return null;
  // One walk up the tree answers both the tenant and the chain organisation grants read.
  const chain = await orgChain(db, user.org_id);
  const tenantId = chain.at(-1);
  if (tenantId === undefined) return null;
  const deptSubtree = user.org_id === tenantId ? null : await subtreeOf(db, user.org_id);
  const roleRows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.code'])
    .where('user_roles.user_id', '=', userId)
    .execute();
  const roles = roleRows.map((r) => r.code).sort();
  const isAdmin = roles.includes(ADMIN_ROLE);
  const access = (permissions: string[]): UserAccess => ({
    kind: 'user',
    userId,
    username: user.username,
    orgId: tenantId,
    deptId: user.org_id,
    orgChain: chain,
    deptSubtree,
    jti,
    roles,
    permissions,
    isAdmin,
    mustChangePassword: user.must_change_password === 1,
  });
  let menuQuery = db
    .selectFrom('menus')
    .select('menus.permission')
    .where('menus.permission', 'is not', null);
  if (!isAdmin) {
    const roleIds = roleRows.map((r) => r.id);
    if (roleIds.length === 0) return access([]);
    menuQuery = menuQuery
      .innerJoin('role_menus', 'role_menus.menu_id', 'menus.id')
      .where('role_menus.role_id', 'in', roleIds);
  }
  const permissions = [...new Set((await menuQuery.execute()).map((m) => m.permission ?? ''))]
    .filter(Boolean)
    .sort();
  return access(permissions);
}
