// Issue 22 part 2: a memo of metadata is read again after a write to a table it depends on,
// including a write that lands while it is being read; never over a store it cannot watch.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type Db } from './database.js';
import { MetadataMemo } from './metadata-memo.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

describe('metadata memo', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-memo-'));
    db = openSqliteStore(join(dir, 'm.db'));
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const orgNames = () =>
    db
      .selectFrom('organisations')
      .select('name')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => r.name));
  const addOrg = (name: string) =>
    db.insertInto('organisations').values({ pid: 0, name, create_time: 0 }).execute();

  it('loads once until a table it depends on is written; other tables leave it', async () => {
    const memo = new MetadataMemo<string[]>(db, { tables: ['organisations'] });
    let loads = 0;
    const get = () => memo.get('k', () => ((loads += 1), orgNames()));
    const first = await get();
    expect(await get()).toBe(first);
    await db.updateTable('roles').set({ name: 'r' }).where('id', '=', -1).execute();
    await get();
    expect(loads).toBe(1);
    await addOrg('Later');
    expect(await get()).toContain('Later');
    expect(loads).toBe(2);
  });

  it('a write landing while it loads leaves the entry stale', async () => {
    const memo = new MetadataMemo<string[]>(db, { allTablesBut: ['sessions'] });
    const during = await memo.get('k', async () => {
      const names = await orgNames();
      await addOrg('During');
      return names;
    });
    expect(during).not.toContain('During');
    expect(await memo.get('k', orgNames)).toContain('During');
  });

  it('hands out frozen values, and remembers nothing over a store whose writes it cannot see', async () => {
    const memo = new MetadataMemo<{ list: string[] }>(db, { tables: ['organisations'] });
    const value = await memo.get('k', async () => ({ list: ['a'] }));
    expect(() => value.list.push('b')).toThrow(TypeError);

    const bare = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(join(dir, 'm.db')) }),
    });
    try {
      const unwatched = new MetadataMemo<number>(bare, { tables: ['organisations'] });
      let loads = 0;
      await unwatched.get('k', async () => (loads += 1));
      await unwatched.get('k', async () => (loads += 1));
      expect(loads).toBe(2);
    } finally {
      await bare.destroy();
    }
  });
});
