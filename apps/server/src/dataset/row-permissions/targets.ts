import type { Db } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { subtreeOf } from '../../org/tenancy.js';
import type { StoredTargetType } from './store.js';

/**
 * The names of rule targets inside one tenant, keyed `${type}:${id}`; a target of another
 * tenant is simply absent (SECURITY B1). Users and organisations are the tenant's subtree;
 * roles are the tenant's own and the built-in ones every organisation shares.
 */
export async function targetNames(
  db: Db,
  tenantId: number,
  targets: readonly { type: StoredTargetType; id: number }[],
): Promise<Map<string, string>> {
  const ids = (type: StoredTargetType) => targets.filter((t) => t.type === type).map((t) => t.id);
  const names = new Map<string, string>();
  if (targets.length === 0) return names;
  const orgs = await subtreeOf(db, tenantId);
  const [users, roles, depts] = await Promise.all([
    ids('user').length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'nick_name', 'username'])
          .where('id', 'in', ids('user'))
          .where('org_id', 'in', orgs)
          .execute(),
    ids('role').length === 0
      ? []
      : db
          .selectFrom('roles')
          .select(['id', 'name'])
          .where('id', 'in', ids('role'))
          .where((eb) => eb.or([eb('org_id', 'is', null), eb('org_id', '=', tenantId)]))
          .execute(),
    ids('org').length === 0
      ? []
      : db
          .selectFrom('organisations')
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            ids('org').filter((id) => orgs.includes(id)),
          )
          .execute(),
  ]);
  for (const u of users) names.set(`user:${u.id}`, u.nick_name || u.username);
  for (const r of roles) names.set(`role:${r.id}`, r.name);
  for (const o of depts) names.set(`org:${o.id}`, o.name);
  return names;
}

/** A target the caller's tenant does not hold is not found, whether it exists elsewhere or not. */
export async function assertTarget(
  db: Db,
  tenantId: number,
  type: StoredTargetType,
  id: number,
): Promise<void> {
  const names = await targetNames(db, tenantId, [{ type, id }]);
  if (!names.has(`${type}:${id}`)) throw notFound();
}
