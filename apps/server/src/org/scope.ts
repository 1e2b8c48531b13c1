import type { UserAccess } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { subtreeOf } from './tenancy.js';

/**
 * Which organisations a caller administers (issue 21 part 1): a system administrator every one;
 * anyone else holding a system menu (an organisation administrator) their own organisation and
 * everything below it. `null` means every organisation.
 */
export async function managedOrgIds(db: Db, access: UserAccess): Promise<number[] | null> {
  if (access.isAdmin) return null;
  return subtreeOf(db, access.deptId);
}

/** True when the caller administers the organisation. */
export async function managesOrg(db: Db, access: UserAccess, orgId: number): Promise<boolean> {
  const managed = await managedOrgIds(db, access);
  if (managed === null)
    return (
      (await db
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', orgId)
        .executeTakeFirst()) !== undefined
    );
  return managed.includes(orgId);
}

/**
 * An organisation the caller does not administer, or one that does not exist, is not found
 * (SECURITY B1): the answer never tells another tenant's ids from unknown ones.
 */
export async function assertManagesOrg(db: Db, access: UserAccess, orgId: number): Promise<void> {
  if (!(await managesOrg(db, access, orgId))) throw new AppError(404, 'NOT_FOUND');
}
