import { DEFAULT_LINK_POLICY, latestLinkExpiry, type LinkPolicy } from '@tessera/contracts';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';

/**
 * The tenant's link policy (issue 23 part 2), as stored in `link_policies`; a tenant without a
 * row has none (DEFAULT_LINK_POLICY). `maxDays` bounds an expiry only while one is required.
 */
export async function readLinkPolicy(db: Db, orgId: number): Promise<LinkPolicy> {
  const row = await db
    .selectFrom('link_policies')
    .select(['require_pwd', 'require_over_time', 'max_days'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_LINK_POLICY };
  return {
    requirePwd: row.require_pwd === 1,
    requireOverTime: row.require_over_time === 1,
    maxDays: row.max_days,
  };
}

/** Stores the tenant's policy (one row per tenant, replaced whole). */
export async function writeLinkPolicy(
  db: Db,
  orgId: number,
  policy: LinkPolicy,
  by: number,
): Promise<void> {
  const values = {
    require_pwd: policy.requirePwd ? 1 : 0,
    require_over_time: policy.requireOverTime ? 1 : 0,
    max_days: policy.maxDays ?? null,
    update_by: by,
    update_time: Date.now(),
  };
  await db
    .insertInto('link_policies')
    .values({ org_id: orgId, ...values })
    .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
    .execute();
}

const DAY_MS = 86_400_000;

/** Why a policy refuses an owner's expiry at `now`, or null when it allows it. */
export function expiryRefusal(
  policy: LinkPolicy,
  overTime: number | null,
  now: number,
): AppError | null {
  if (!policy.requireOverTime) return null;
  if (overTime === null) return new AppError(400, 'LINK_EXPIRY_REQUIRED');
  const latest = latestLinkExpiry(policy, now);
  if (latest !== null && overTime > latest)
    return new AppError(400, 'LINK_EXPIRY_TOO_LATE', undefined, {
      days: Math.round((latest - now) / DAY_MS),
    });
  return null;
}

/** A link the policy closes whatever its owner set: no expiry where one is required. */
export const closedByPolicy = (policy: LinkPolicy, link: { over_time: number | null }) =>
  policy.requireOverTime && link.over_time === null;
