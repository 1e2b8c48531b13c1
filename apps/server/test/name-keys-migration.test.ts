// Migration 0004 (SECURITY C8) on a store that already holds look-alike names: it keeps every
// source, gives the later look-alike a key of its own so the unique index holds, and that
// source stays editable while its name is left alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type MigrationProvider } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

describe('migration 0004: name keys over existing names', () => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keys existing names by skeleton and keeps look-alikes saved before the rule', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-0004-'));
    db = openSqliteStore(path.join(dir, 'm.db'));
    const migrator = new Migrator({ db, provider });
    const upTo3 = await migrator.migrateTo('0003_operation_permissions');
    expect(upTo3.error).toBeUndefined();
    const now = Date.now();
    await db
      .insertInto('organisations')
      .values({ pid: 0, name: 'Org', create_time: now })
      .execute();
    const source = (id: string, name: string, time: number) =>
      ({
        id,
        org_id: 1,
        name,
        description: '',
        type: 'postgresql',
        configuration: '{}',
        password_secret: null,
        builtin: 0,
        status: 'unknown',
        status_message: null,
        status_time: null,
        create_by: null,
        create_time: time,
        update_time: time,
      }) as never;
    await db
      .insertInto('datasources')
      .values(source('a', 'Sales', now))
      .execute();
    await db
      .insertInto('datasources')
      .values(source('b', 'SALES', now + 1))
      .execute();
    await db
      .insertInto('datasources')
      .values(source('c', 'Stock', now + 2))
      .execute();

    expect(await migrateToLatest(db)).toContain('0004_name_keys');
    const rows = await db
      .selectFrom('datasources')
      .select(['id', 'name', 'name_key'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'a', name: 'Sales', name_key: 'sales' },
      { id: 'b', name: 'SALES', name_key: 'sales#b' },
      { id: 'c', name: 'Stock', name_key: 'stock' },
    ]);
    // From now on a third look-alike cannot be stored, even behind the API's back.
    await expect(
      db
        .insertInto('datasources')
        .values({ ...(source('d', 'sales', now + 3) as object), name_key: 'sales' } as never)
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
