import type { GrantTargetType } from '@tessera/contracts';
import type { Db } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { subtreeOf } from '../org/tenancy.js';

/** How a target type is stored: the contract's organisation ('dept') is the table's 'org'. */
export type StoredTargetType = 'user' | 'role' | 'org';
export const storedTargetType = (type: GrantTargetType): StoredTargetType =>
  type === 'dept' ? 'org' : type;
export const contractTargetType = (type: StoredTargetType): GrantTargetType =>
  type === 'org' ? 'dept' : type;

export interface TargetRef {
  targetType: GrantTargetType;
  targetId: number;
}

export const targetKey = (target: TargetRef) => `${target.targetType}:${target.targetId}`;

const idsOf = (targets: readonly TargetRef[], type: GrantTargetType) => [
  ...new Set(targets.filter((t) => t.targetType === type).map((t) => t.targetId)),
];

/**
 * The names of those targets that exist inside the tenant, by `targetKey`; an unknown one or
 * another tenant's is simply absent (SECURITY B1). A user is shown as "nick name (username)"; a
 * built-in role by its code, which the web localises; a custom role and an organisation by name.
 */
export async function tenantTargetNames(
  db: Db,
  tenantId: number,
  targets: readonly TargetRef[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const userIds = idsOf(targets, 'user');
  const roleIds = idsOf(targets, 'role');
  const deptIds = idsOf(targets, 'dept');
  const tenantOrgs = userIds.length > 0 || deptIds.length > 0 ? await subtreeOf(db, tenantId) : [];
  if (userIds.length > 0 && tenantOrgs.length > 0) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'username', 'nick_name'])
      .where('id', 'in', userIds)
      .where('org_id', 'in', tenantOrgs)
      .execute();
    for (const u of users)
      names.set(
        targetKey({ targetType: 'user', targetId: u.id }),
        `${u.nick_name} (${u.username})`,
      );
  }
  if (roleIds.length > 0) {
    const roles = await db
      .selectFrom('roles')
      .select(['id', 'code', 'name', 'builtin'])
      .where('id', 'in', roleIds)
      .where((eb) => eb.or([eb('builtin', '=', 1), eb('org_id', '=', tenantId)]))
      .execute();
    for (const r of roles)
      names.set(targetKey({ targetType: 'role', targetId: r.id }), r.builtin ? r.code : r.name);
  }
  const depts = deptIds.filter((id) => tenantOrgs.includes(id));
  if (depts.length > 0) {
    const orgs = await db
      .selectFrom('organisations')
      .select(['id', 'name'])
      .where('id', 'in', depts)
      .execute();
    for (const o of orgs) names.set(targetKey({ targetType: 'dept', targetId: o.id }), o.name);
  }
  return names;
}

/** Every target exists inside the tenant, or the call is refused as not found (B1). */
export async function assertTargetsInTenant(
  db: Db,
  tenantId: number,
  targets: readonly TargetRef[],
): Promise<void> {
  const names = await tenantTargetNames(db, tenantId, targets);
  if (targets.some((t) => !names.has(targetKey(t)))) throw notFound();
}
