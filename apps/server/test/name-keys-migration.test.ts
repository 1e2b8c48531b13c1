// Migration 0004 (SECURITY C8) on a store that already holds look-alike names: it keeps every
// source, gives the later look-alike a key of its own so the unique index holds, and that
// source stays editable while its name is left alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The store as these migrations found it: before 0016 no resource had a department. */
type EarlyDatabase = { [T in keyof Database]: Omit<Database[T], 'dept_id'> };
const early = (db: Db | undefined) => db as unknown as Kysely<EarlyDatabase>;

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
    await early(db)
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
    await early(db)
      .insertInto('datasources')
      .values(source('a', 'Sales', now))
      .execute();
    await early(db)
      .insertInto('datasources')
      .values(source('b', 'SALES', now + 1))
      .execute();
    await early(db)
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

// Migration 0008 (SECURITY C8, NFKC and case folding before the skeleton) on a store whose keys
// were made by the older function: every key in every naming scope is made again, names stay
// as typed, and a data-source look-alike that now shares a key gets its own, so the unique
// index holds.
describe('migration 0008: name keys folded by NFKC and case', () => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keys every scope again and keeps look-alikes saved before the rule', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-0008-'));
    db = openSqliteStore(path.join(dir, 'm.db'));
    const upTo7 = await new Migrator({ db, provider }).migrateTo('0007_panels');
    expect(upTo7.error).toBeUndefined();
    const now = Date.now();
    await early(db)
      .insertInto('organisations')
      .values({ pid: 0, name: 'Org', create_time: now })
      .execute();
    // Keys as the older function made them: full-width and modifier letters kept apart.
    const older = (name: string) => name.normalize('NFD').toLowerCase();
    const source = (id: string, name: string, time: number) => ({
      id,
      org_id: 1,
      name,
      name_key: older(name),
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
    });
    await early(db)
      .insertInto('datasources')
      .values([
        source('s1', 'Demo', now),
        source('s2', '\uff24emo', now + 1),
        source('s3', '\u1d30emo', now + 2),
        source('s4', 'Stock', now + 3),
      ])
      .execute();
    const folder = (id: string, name: string) => ({
      id,
      org_id: 1,
      pid: '',
      name,
      name_key: older(name),
      create_by: null,
      create_time: now,
      update_time: now,
    });
    for (const table of ['dataset_groups', 'chart_groups', 'panel_groups'] as const)
      await early(db)
        .insertInto(table)
        .values(folder(`${table}-1`, '\u{1d403}emo'))
        .execute();
    await early(db)
      .insertInto('datasets')
      .values({
        id: 'd1',
        org_id: 1,
        group_id: '',
        name: 'Pro\ufb01t',
        name_key: older('Pro\ufb01t'),
        kind: 'table',
        mode: 'direct',
        datasource_id: 's4',
        info: '{}',
        warehouse_table: null,
        version: 1,
        create_by: null,
        create_time: now,
        update_time: now,
      })
      .execute();
    await early(db)
      .insertInto('charts')
      .values({
        id: 'c1',
        org_id: 1,
        group_id: '',
        title: 'STRA\u1e9eE',
        name_key: older('STRA\u1e9eE'),
        dataset_id: 'd1',
        type: 'bar',
        xaxis: '[]',
        yaxis: '[]',
        ext_bubble: '[]',
        drill_fields: '[]',
        custom_attr: '{}',
        custom_style: '{}',
        custom_filter: '',
        style_priority: 'view',
        show: 1,
        result_count: 100,
        top_n: null,
        version: 1,
        create_by: null,
        create_time: now,
        update_time: now,
      })
      .execute();
    await early(db)
      .insertInto('panels')
      .values({
        id: 'p1',
        org_id: 1,
        group_id: '',
        name: '\u24b9emo',
        name_key: older('\u24b9emo'),
        panel_style: '{}',
        panel_data: '[]',
        version: 1,
        create_by: null,
        update_by: null,
        create_time: now,
        update_time: now,
      })
      .execute();
    await early(db)
      .insertInto('panel_subjects')
      .values({
        id: 't1',
        org_id: 1,
        name: '\uff24ark',
        name_key: older('\uff24ark'),
        details: '{}',
        create_by: null,
        create_time: now,
        update_time: now,
      })
      .execute();

    expect(await migrateToLatest(db)).toContain('0008_name_keys_nfkc');
    const keys = async (
      table:
        | 'datasources'
        | 'dataset_groups'
        | 'chart_groups'
        | 'panel_groups'
        | 'datasets'
        | 'panels'
        | 'panel_subjects',
    ) => db?.selectFrom(table).select(['id', 'name', 'name_key']).orderBy('id').execute();
    // The first "Demo" keeps the plain key; the later look-alikes get their ids appended.
    expect(await keys('datasources')).toEqual([
      { id: 's1', name: 'Demo', name_key: 'derno' },
      { id: 's2', name: '\uff24emo', name_key: 'derno#s2' },
      { id: 's3', name: '\u1d30emo', name_key: 'derno#s3' },
      { id: 's4', name: 'Stock', name_key: 'stock' },
    ]);
    for (const table of ['dataset_groups', 'chart_groups', 'panel_groups'] as const)
      expect(await keys(table)).toEqual([
        { id: `${table}-1`, name: '\u{1d403}emo', name_key: 'derno' },
      ]);
    expect(await keys('datasets')).toEqual([{ id: 'd1', name: 'Pro\ufb01t', name_key: 'profit' }]);
    expect(await keys('panels')).toEqual([{ id: 'p1', name: '\u24b9emo', name_key: 'derno' }]);
    expect(await keys('panel_subjects')).toEqual([
      { id: 't1', name: '\uff24ark', name_key: nameSkeleton('dark') },
    ]);
    const chart = await db.selectFrom('charts').select(['title', 'name_key']).executeTakeFirst();
    expect(chart).toEqual({ title: 'STRA\u1e9eE', name_key: nameSkeleton('strasse') });
    // The unique index is back: a fourth look-alike cannot be stored behind the API's back.
    await expect(
      db
        .insertInto('datasources')
        .values({ ...source('s5', 'DEMO', now + 5), dept_id: 1, name_key: 'derno' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
