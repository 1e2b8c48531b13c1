import {
  GRANT_LEVELS,
  type GrantLevel,
  type GrantTarget,
  type ResourceType,
} from '@tessera/contracts';
import type { Db } from '../db/database.js';
import type { AccessContext } from './access.js';

/**
 * Object-level grants (DESIGN §5): a resource is granted at a level to a user, a role or an
 * organisation. The caller's level is the highest among grants to them, their roles, their own
 * organisation, and the organisations above theirs granted with their sub-organisations; the
 * administrator manages everything. ResourceAccess (auth/resources.ts) adds
 * the levels capabilities imply; routes never call this directly.
 */
/** Levels on many resources of one type in one query; ids without a grant map to 0. */
export async function levelsOn(
  db: Db,
  access: AccessContext,
  resourceType: ResourceType,
  resourceIds: readonly string[],
): Promise<Map<string, GrantLevel | 0>> {
  const levels = new Map<string, GrantLevel | 0>(resourceIds.map((id) => [id, 0]));
  if (resourceIds.length === 0) return levels;
  if (access.isAdmin) {
    for (const id of resourceIds) levels.set(id, GRANT_LEVELS.manage);
    return levels;
  }
  const roleIds = (
    await db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', access.userId)
      .execute()
  ).map((r) => r.role_id);
  const rows = await db
    .selectFrom('resource_grants')
    .select(['resource_id', (eb) => eb.fn.max('level').as('level')])
    .where('resource_type', '=', resourceType)
    .where('resource_id', 'in', [...resourceIds])
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', access.userId)]),
        eb.and([eb('target_type', '=', 'org'), eb('target_id', '=', access.deptId)]),
        // orgChain is read once per request (loadAccess): no tree walk here.
        ...(access.orgChain.length > 1
          ? [
              eb.and([
                eb('target_type', '=', 'org'),
                eb('target_id', 'in', access.orgChain.slice(1)),
                eb('with_sub_orgs', '=', 1),
              ]),
            ]
          : []),
        ...(roleIds.length
          ? [eb.and([eb('target_type', '=', 'role'), eb('target_id', 'in', roleIds)])]
          : []),
      ]),
    )
    .groupBy('resource_id')
    .execute();
  for (const row of rows) levels.set(row.resource_id, (Number(row.level) as GrantLevel) || 0);
  return levels;
}

/** Drops every grant on a resource (it was deleted). */
export async function revokeAllGrants(
  db: Db,
  resourceType: ResourceType,
  resourceId: string,
): Promise<void> {
  await db
    .deleteFrom('resource_grants')
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .execute();
}

/**
 * Sets (or replaces) one target's level on a resource. A grant to an organisation reaches its
 * sub-organisations unless told otherwise: the grants code makes when an object is created name
 * the tenant and mean all of it (as every organisation grant did before migration 0013).
 */
export async function grant(
  db: Db,
  resourceType: ResourceType,
  resourceId: string,
  targetType: GrantTarget,
  targetId: number,
  level: GrantLevel,
  withSubOrgs = targetType === 'org',
): Promise<void> {
  const with_sub_orgs = targetType === 'org' && withSubOrgs ? 1 : 0;
  await db
    .insertInto('resource_grants')
    .values({
      resource_type: resourceType,
      resource_id: resourceId,
      target_type: targetType,
      target_id: targetId,
      level,
      with_sub_orgs,
      create_time: Date.now(),
    })
    .onConflict((oc) =>
      oc
        .columns(['resource_type', 'resource_id', 'target_type', 'target_id'])
        .doUpdateSet({ level, with_sub_orgs }),
    )
    .execute();
}
