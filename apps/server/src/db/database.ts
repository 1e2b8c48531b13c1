import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/**
 * Opens the embedded metadata store (data/tessera.db). WAL lets readers proceed while a write
 * commits; a busy timeout rides out a second process migrating at the same moment.
 */
export function openSqliteStore(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}
