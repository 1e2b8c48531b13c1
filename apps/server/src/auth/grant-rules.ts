import { GRANT_LEVELS, type GrantLevel, type GrantLevelName } from '@tessera/contracts';
import { AppError, badRequest } from '../http/app-error.js';
import { targetKey, type TargetRef } from './grant-targets.js';

/**
 * The rules a change of grants obeys, apart from where its targets live (grant-targets.ts).
 * Pure, so each one is tested on its own; grant-service.ts applies them before writing.
 */

interface LevelledTarget extends TargetRef {
  level: GrantLevelName | null;
}

/** One grant per target: two levels for the same user, role or organisation are a mistake. */
export function assertOneGrantPerTarget(grants: readonly TargetRef[]): void {
  const seen = new Set<string>();
  for (const target of grants) {
    const key = targetKey(target);
    if (seen.has(key)) throw badRequest('validation.grant.duplicateTarget');
    seen.add(key);
  }
}

/**
 * SECURITY B6: nobody grants more than they hold. Through the routes the caller holds 'manage'
 * (the top level) on the resource, so this cannot refuse today; it stays as the rule itself, so
 * that a route letting lower levels share (a 'use' holder passing 'use' on) cannot forget it.
 */
export function assertWithinOwnLevel(
  caller: { isAdmin: boolean },
  own: GrantLevel,
  grants: readonly { level: GrantLevelName | null }[],
): void {
  if (caller.isAdmin) return;
  if (grants.some((g) => g.level !== null && GRANT_LEVELS[g.level] > own))
    throw new AppError(403, 'GRANT_BEYOND_OWN');
}

/**
 * A resource always keeps a manager who holds it by grant, not only through a capability: its
 * creator's own 'manage' grant cannot be lowered or dropped (a creator could otherwise lock
 * themselves out of what they made, and a member's object would be left to administrators).
 * `grants` is the resource's complete new set (a target absent from it loses its grant);
 * `creatorId` is null when the creator is unknown or no longer a user of the tenant.
 */
export function assertCreatorKeepsManage(
  creatorId: number | null,
  grants: readonly LevelledTarget[],
): void {
  if (creatorId === null) return;
  const creator = grants.find((g) => g.targetType === 'user' && g.targetId === creatorId);
  if (creator?.level !== 'manage') throw badRequest('validation.grant.creatorKeepsManage');
}
