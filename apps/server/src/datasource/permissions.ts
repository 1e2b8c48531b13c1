import { GRANT_LEVELS, type GrantLevel, type GrantLevelName } from '@tessera/contracts';
import type { AccessContext } from '../auth/access.js';
import { levelsOn } from '../auth/grants.js';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/app-error.js';
import { findInOrg, type DatasourceRow } from './repository.js';

/** Administrators and organisation administrators manage data sources (issue 3 part 8). */
export const isDatasourceManager = (access: AccessContext) =>
  access.isAdmin || access.roles.includes('org_admin');

/**
 * The caller's level on sources of their own organisation: managers manage all of them; anyone
 * else holds what the grants give them, their roles and their organisation.
 */
export async function levelsFor(
  db: Db,
  access: AccessContext,
  ids: string[],
): Promise<Map<string, GrantLevel | 0>> {
  if (isDatasourceManager(access))
    return new Map<string, GrantLevel | 0>(ids.map((id) => [id, GRANT_LEVELS.manage]));
  return levelsOn(db, access, 'datasource', ids);
}

/**
 * The source if the caller may see it and holds `need`: unknown, another organisation's, or
 * not granted at all → 404 (SECURITY B1); visible but not enough → 403. Managing also needs an
 * administrator role, whatever the grants say.
 */
export async function loadForCaller(
  db: Db,
  access: AccessContext,
  id: string,
  need: GrantLevelName,
): Promise<{ row: DatasourceRow; level: GrantLevel }> {
  const row = await findInOrg(db, id, access.orgId);
  if (!row) throw notFound();
  const level = (await levelsFor(db, access, [row.id])).get(row.id) ?? 0;
  if (level === 0) throw notFound();
  if (level < GRANT_LEVELS[need]) throw forbidden();
  if (need === 'manage' && !isDatasourceManager(access)) throw forbidden();
  return { row, level };
}
