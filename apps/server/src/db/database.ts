import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { registerGenerations } from './generations-registry.js';
import type { Database } from './schema.js';
import { CountWrites, WriteGenerations } from './write-generations.js';

export type Db = Kysely<Database>;

/**
 * Opens the embedded metadata store (data/tessera.db). WAL lets readers proceed while a write
 * commits; a busy timeout rides out a second process migrating at the same moment. This
 * process must be the store's only writer while it serves: its memos see only its own writes.
 */
export function openSqliteStore(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  // Writes are counted so metadata memos know when they are stale (metadata-memo.ts).
  const generations = new WriteGenerations();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(database) }),
    plugins: [new CountWrites(generations)],
  });
  registerGenerations(db, generations);
  return db;
}

/** Most distinct statements kept prepared (the app issues a few hundred shapes at most). */
const MAX_PREPARED = 500;

/**
 * Kysely prepares every query afresh; on a hot path (a cached chart answer runs a dozen small
 * metadata reads) preparing costs as much as running. Statements are reused by SQL text, except
 * one still busy (an open iterator), which gets a fresh one. Oldest out first past the bound.
 */
function reusingStatements(database: SQLite.Database): SqliteDatabase {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (sql: string) => {
      const cached = prepared.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(sql);
      if (!cached) {
        if (prepared.size >= MAX_PREPARED) {
          const oldest = prepared.keys().next().value;
          if (oldest !== undefined) prepared.delete(oldest);
        }
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}
