import type { GrantTargetType } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { subtreeOf } from '../../org/tenancy.js';

/** How a rule's target is stored: the contract's 'dept' is an organisation ('org'). */
export type StoredTarget = 'user' | 'role' | 'org';

export const storedTarget = (type: GrantTargetType): StoredTarget =>
  type === 'dept' ? 'org' : type;

export const contractTarget = (type: StoredTarget): GrantTargetType =>
  type === 'org' ? 'dept' : type;

/**
 * The name of a user, role or organisation of the tenant `tenantId`, or undefined when there
 * is none there (another tenant's id is no different from an unknown one: SECURITY B1).
 * Built-in roles belong to every tenant.
 */
export async function targetName(
  db: Db,
  tenantId: number,
  type: StoredTarget,
  id: number,
): Promise<string | undefined> {
  const orgs = await subtreeOf(db, tenantId);
  if (type === 'org') {
    if (!orgs.includes(id)) return undefined;
    const org = await db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    return org?.name;
  }
  if (type === 'user') {
    const user = await db
      .selectFrom('users')
      .select(['username', 'nick_name'])
      .where('id', '=', id)
      .where('org_id', 'in', orgs)
      .executeTakeFirst();
    return user ? user.nick_name || user.username : undefined;
  }
  const role = await db
    .selectFrom('roles')
    .select('name')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('org_id', 'is', null), eb('org_id', '=', tenantId)]))
    .executeTakeFirst();
  return role?.name;
}
