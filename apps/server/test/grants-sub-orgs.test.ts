// Issue 21 part 4: organisation grants with and without sub-organisations, read through the
// organisation chain loaded once per request; and migration 0013, which keeps every organisation
// grant made before it tenant-wide (as it always was).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GRANT_LEVELS } from '@tessera/contracts';
import { Migrator, type MigrationProvider } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAccess, type AccessContext } from '../src/auth/access.js';
import { grant, levelsOn } from '../src/auth/grants.js';
import { openSqliteStore, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { orgChain, tenantOf } from '../src/org/tenancy.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

describe('organisation grants down the tree', () => {
  let ctx: TestContext;
  let sales: number;
  let east: number;
  let sam: AccessContext;
  let trees = 0;
  // One app for the file; each test gets its own Sales › East branch and member of East.
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());
  beforeEach(async () => {
    const db = ctx.services.db;
    const n = ++trees;
    const org = (name: string, pid: number) =>
      db
        .insertInto('organisations')
        .values({ pid, name, create_time: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    sales = await org(`Sales ${n}`, 1);
    east = await org(`East ${n}`, sales);
    const id = await createUser(ctx, `sam-${n}`, 'Member#2026', 'org_member', east);
    sam = (await loadAccess(db, id, 'jti')) as AccessContext;
  });

  const levelOf = async (id: string) =>
    (await levelsOn(ctx.services.db, sam, 'panel', [id])).get(id);

  it('loads the user’s organisation chain, nearest first, ending with the tenant', async () => {
    expect(sam.orgChain).toEqual([east, sales, 1]);
    expect(sam.deptId).toBe(east);
    expect(sam.orgId).toBe(1);
    expect(await orgChain(ctx.services.db, 987_654)).toEqual([]);
    expect(await tenantOf(ctx.services.db, east)).toBe(1);
  });

  it('reach a user of a sub-organisation only when granted with sub-organisations', async () => {
    const db = ctx.services.db;
    await grant(db, 'panel', 'p1', 'org', sales, GRANT_LEVELS.view, false);
    expect(await levelOf('p1')).toBe(0);
    await grant(db, 'panel', 'p1', 'org', sales, GRANT_LEVELS.view, true);
    expect(await levelOf('p1')).toBe(GRANT_LEVELS.view);
    // A grant to the user's own organisation reaches them either way.
    await grant(db, 'panel', 'p2', 'org', east, GRANT_LEVELS.use, false);
    expect(await levelOf('p2')).toBe(GRANT_LEVELS.use);
  });

  it('make an object’s tenant grant reach the whole tenant, as before', async () => {
    await grant(ctx.services.db, 'panel', 'p3', 'org', 1, GRANT_LEVELS.view);
    expect(await levelOf('p3')).toBe(GRANT_LEVELS.view);
  });
});

describe('migration 0013', () => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps organisation grants made before it tenant-wide and the others to themselves', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-0013-'));
    db = openSqliteStore(path.join(dir, 'm.db'));
    const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
    const before = await new Migrator({ db, provider }).migrateTo('0012_organisation_admin');
    expect(before.error).toBeUndefined();
    const row = (target_type: 'org' | 'user', target_id: number) =>
      ({
        resource_type: 'panel',
        resource_id: 'p',
        target_type,
        target_id,
        level: 1,
        create_time: 1,
      }) as never;
    await db
      .insertInto('resource_grants')
      .values([row('org', 1), row('user', 7)])
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('resource_grants')
      .select(['target_type', 'with_sub_orgs'])
      .orderBy('target_type')
      .execute();
    expect(rows).toEqual([
      { target_type: 'org', with_sub_orgs: 1 },
      { target_type: 'user', with_sub_orgs: 0 },
    ]);
  });
});
