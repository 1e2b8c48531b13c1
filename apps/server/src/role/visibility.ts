import type { Selectable } from 'kysely';
import type { UserAccess } from '../auth/access.js';
import type { Db } from '../db/database.js';
import type { RoleTable } from '../db/schema.js';
import { notFound } from '../http/app-error.js';

export type RoleRecord = Selectable<RoleTable>;

/** The built-in roles in the order lists show them (SPEC §6). */
export const BUILTIN_ORDER = ['admin', 'org_admin', 'org_member'] as const;

/**
 * Which roles a caller sees (issue 21, SECURITY B1): the built-in roles, shared by every
 * organisation, and the custom roles of the caller's tenant; a system administrator sees every
 * custom role of every tenant.
 */
export function visibleRoles(db: Db, access: UserAccess) {
  const query = db.selectFrom('roles').selectAll();
  if (access.isAdmin) return query;
  return query.where((eb) => eb.or([eb('builtin', '=', 1), eb('org_id', '=', access.orgId)]));
}

/** A role the caller sees; any other id, another tenant's included, is not found (B1). */
export async function findVisibleRole(db: Db, access: UserAccess, id: number): Promise<RoleRecord> {
  const role = await visibleRoles(db, access).where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound();
  return role;
}

/**
 * The roles a role's name must not look like (SECURITY C8): the built-in roles and the custom
 * roles of the same tenant. Another tenant's names never clash, nor are they revealed by one.
 */
export function sameScopeRoles(db: Db, tenantId: number | null) {
  return db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where((eb) =>
      tenantId === null
        ? eb('builtin', '=', 1)
        : eb.or([eb('builtin', '=', 1), eb('org_id', '=', tenantId)]),
    );
}
