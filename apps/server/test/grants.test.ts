import { GRANT_LEVELS } from '@tessera/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAccess, type AccessContext } from '../src/auth/access.js';
import { grant, levelsOn } from '../src/auth/grants.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

// One app for the file; each test has a member of its own. The organisation and role grants of
// one test name a resource no other test reads.
let ctx: TestContext;
let member: AccessContext;
let members = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  const id = await createUser(ctx, `mia-${++members}`, 'Member#2026');
  member = (await loadAccess(ctx.services.db, id, 'jti')) as AccessContext;
});

const levelOn = async (
  db: TestContext['services']['db'],
  access: AccessContext,
  type: Parameters<typeof levelsOn>[2],
  id: string,
) => (await levelsOn(db, access, type, [id])).get(id);

describe('resource grants (view < use < export < manage)', () => {
  it('give nothing by default to a member and manage to the administrator', async () => {
    const admin = (await loadAccess(ctx.services.db, 1, 'jti')) as AccessContext;
    expect(await levelOn(ctx.services.db, member, 'datasource', 'ds1')).toBe(0);
    expect(await levelOn(ctx.services.db, admin, 'datasource', 'ds1')).toBe(GRANT_LEVELS.manage);
  });

  it('take the highest level among grants to the user, their roles and their organisation', async () => {
    const db = ctx.services.db;
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'org_member')
      .executeTakeFirstOrThrow();
    await grant(db, 'dataset', 'd1', 'org', member.orgId, GRANT_LEVELS.view);
    expect(await levelOn(db, member, 'dataset', 'd1')).toBe(GRANT_LEVELS.view);
    await grant(db, 'dataset', 'd1', 'role', role.id, GRANT_LEVELS.export);
    await grant(db, 'dataset', 'd1', 'user', member.userId, GRANT_LEVELS.use);
    expect(await levelOn(db, member, 'dataset', 'd1')).toBe(GRANT_LEVELS.export);
    expect(await levelOn(db, member, 'dataset', 'other')).toBe(0);
    expect(await levelOn(db, member, 'chart', 'd1')).toBe(0);
  });

  it('replace a target’s level on a second grant', async () => {
    const db = ctx.services.db;
    await grant(db, 'panel', 'p1', 'user', member.userId, GRANT_LEVELS.manage);
    await grant(db, 'panel', 'p1', 'user', member.userId, GRANT_LEVELS.view);
    expect(await levelOn(db, member, 'panel', 'p1')).toBe(GRANT_LEVELS.view);
  });
});
