// Issue 22 part 2: the write counters metadata memos trust. A write to a table must move its
// stamp (or a memo would serve what was there before); a read must not (or nothing is memoised).
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type Db } from './database.js';
import { generationsOf } from './generations-registry.js';
import { migrateToLatest } from './migrate.js';
import type { WriteGenerations } from './write-generations.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('write generations', () => {
  let dir: string;
  let db: Db;
  let generations: WriteGenerations;
  const stamps = () => ({
    users: generations.stampOf(['users']),
    roles: generations.stampOf(['roles']),
    butUsers: generations.stampExcept(['users']),
  });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-generations-'));
    db = openSqliteStore(join(dir, 'm.db'));
    await migrateToLatest(db);
    generations = generationsOf(db)!;
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads move nothing: selects, joins, raw selects and recursive walks', async () => {
    const before = stamps();
    await db
      .selectFrom('users')
      .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
      .selectAll()
      .execute();
    await sql`select count(*) from roles`.execute(db);
    await sql`with recursive t(n) as (select 1 union all select n + 1 from t where n < 3) select n from t`.execute(
      db,
    );
    expect(stamps()).toEqual(before);
  });

  it('an insert, update or delete moves the stamps of the tables it names, and no other', async () => {
    let before = stamps();
    await db
      .insertInto('organisations')
      .values({ pid: 0, name: 'Counted', create_time: 0 })
      .execute();
    expect(stamps()).toEqual({ ...before, butUsers: expect.any(Number) });
    expect(stamps().butUsers).toBeGreaterThan(before.butUsers);

    before = stamps();
    await db.updateTable('users').set({ nick_name: 'x' }).where('id', '=', -1).execute();
    expect(stamps().users).toBeGreaterThan(before.users);
    expect(stamps().roles).toBe(before.roles);
    expect(stamps().butUsers).toBe(before.butUsers);

    before = stamps();
    // A table a write only reads (a subquery) counts too: a harmless over-count.
    await db
      .deleteFrom('user_roles')
      .where('role_id', 'in', db.selectFrom('roles').select('id').where('code', '=', 'none'))
      .execute();
    expect(stamps().roles).toBeGreaterThan(before.roles);
    expect(stamps().users).toBe(before.users);
  });

  it('a write inside a transaction counts, a rolled-back one too (a miss, never a stale hit)', async () => {
    const before = stamps();
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('roles').set({ name: 'y' }).where('id', '=', -1).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(stamps().roles).toBeGreaterThan(before.roles);
  });

  it('raw SQL that writes moves every stamp', async () => {
    const before = stamps();
    await sql`update roles set name = name where id = -1`.execute(db);
    const after = stamps();
    expect(after.users).toBeGreaterThan(before.users);
    expect(after.roles).toBeGreaterThan(before.roles);
    expect(after.butUsers).toBeGreaterThan(before.butUsers);
  });
});
