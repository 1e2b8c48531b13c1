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

/** Names of migrations the store has already run (none on a fresh store). */
async function executedMigrations(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.rows.map((r) => r.name);
}

/**
 * Brings the store to the newest schema. Kysely's migrator takes a lock (a lock table row,
 * held in a transaction) so two processes starting together migrate once. A store holding
 * migrations this code does not know is refused before anything runs.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const unknown = (await executedMigrations(db)).filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) throw new SchemaTooNewError(unknown);

  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
