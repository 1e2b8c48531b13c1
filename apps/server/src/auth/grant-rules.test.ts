import { GRANT_LEVELS } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  assertCreatorKeepsManage,
  assertOneGrantPerTarget,
  assertWithinOwnLevel,
} from './grant-rules.js';

const member = { isAdmin: false };

describe('grant rules', () => {
  // SECURITY B6: "never grant more than you hold".
  it('refuse a level above the caller’s own with GRANT_BEYOND_OWN, and allow it up to their own', () => {
    expect(() => assertWithinOwnLevel(member, GRANT_LEVELS.use, [{ level: 'export' }])).toThrow(
      expect.objectContaining({ status: 403, code: 'GRANT_BEYOND_OWN' }),
    );
    expect(() =>
      assertWithinOwnLevel(member, GRANT_LEVELS.use, [
        { level: 'view' },
        { level: 'use' },
        { level: null },
      ]),
    ).not.toThrow();
    expect(() =>
      assertWithinOwnLevel({ isAdmin: true }, GRANT_LEVELS.view, [{ level: 'manage' }]),
    ).not.toThrow();
  });

  it('refuse a second grant to the same target, whatever its level', () => {
    expect(() =>
      assertOneGrantPerTarget([
        { targetType: 'role', targetId: 3 },
        { targetType: 'user', targetId: 3 },
        { targetType: 'role', targetId: 3 },
      ]),
    ).toThrow(
      expect.objectContaining({ status: 400, detailKey: 'validation.grant.duplicateTarget' }),
    );
    expect(() =>
      assertOneGrantPerTarget([
        { targetType: 'role', targetId: 3 },
        { targetType: 'dept', targetId: 3 },
      ]),
    ).not.toThrow();
  });

  it('keep the creator at manage: absent or lower is refused, no known creator is no rule', () => {
    const refused = expect.objectContaining({
      status: 400,
      detailKey: 'validation.grant.creatorKeepsManage',
    });
    expect(() => assertCreatorKeepsManage(7, [])).toThrow(refused);
    expect(() =>
      assertCreatorKeepsManage(7, [{ targetType: 'user', targetId: 7, level: 'export' }]),
    ).toThrow(refused);
    // A role or organisation with the same id is not the creator.
    expect(() =>
      assertCreatorKeepsManage(7, [{ targetType: 'role', targetId: 7, level: 'manage' }]),
    ).toThrow(refused);
    expect(() =>
      assertCreatorKeepsManage(7, [{ targetType: 'user', targetId: 7, level: 'manage' }]),
    ).not.toThrow();
    expect(() => assertCreatorKeepsManage(null, [])).not.toThrow();
  });
});
