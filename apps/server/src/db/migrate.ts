import crypto from 'node:crypto';
import { Migrator, sql, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

export class SchemaTooNewError extends Error {
  constructor(unknown: string[]) {
    super(
      `The metadata store was migrated by a newer Tessera (unknown migrations: ${unknown.join(
        ', ',
      )}). Upgrade Tessera or restore a backup; refusing to start.`,
    );
    this.name = 'SchemaTooNewError';
  }
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** A lock older than this belongs to a process that died mid-migration. */
const STALE_LOCK_MS = 5 * 60_000;
const LOCK_WAIT_MS = 60_000;

/** Names of migrations the store has already run (none on a fresh store). */
async function executedMigrations(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.rows.map((r) => r.name);
}

/**
 * A lock row in the store itself: the primary key lets exactly one process insert it. Kysely's
 * own lock is a no-op on SQLite (it assumes one connection), and several processes may share
 * a data folder, so we hold ours around the whole migration on every database.
 */
async function withMigrationLock<T>(db: Db, run: () => Promise<T>): Promise<T> {
  await sql`create table if not exists tessera_migration_lock (
    id integer primary key, holder varchar(64) not null, acquired_at bigint not null)`.execute(db);
  const holder = crypto.randomUUID();
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    await sql`delete from tessera_migration_lock where acquired_at < ${Date.now() - STALE_LOCK_MS}`.execute(
      db,
    );
    const inserted = await sql`insert into tessera_migration_lock (id, holder, acquired_at)
      values (1, ${holder}, ${Date.now()}) on conflict (id) do nothing`.execute(db);
    if (Number(inserted.numAffectedRows ?? 0) === 1) break;
    if (Date.now() > deadline)
      throw new Error('Timed out waiting for another process to finish migrating');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    return await run();
  } finally {
    await sql`delete from tessera_migration_lock where holder = ${holder}`.execute(db);
  }
}

/**
 * Brings the store to the newest schema under the lock. A store holding migrations this code
 * does not know is refused before anything runs.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return withMigrationLock(db, async () => {
    const unknown = (await executedMigrations(db)).filter((name) => !(name in MIGRATIONS));
    if (unknown.length > 0) throw new SchemaTooNewError(unknown);

    const migrator = new Migrator({ db, provider });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}
