import { SqliteAdapter, type ColumnDataType, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The few column types that differ between SQLite and PostgreSQL. Migrations ask here instead
 * of naming a database, so a PostgreSQL metadata store runs the same migration files.
 */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export function binaryType(db: Kysely<unknown>): ColumnDataType {
  return isSqlite(db) ? 'blob' : 'bytea';
}

/** An auto-incrementing integer primary key named `id`. */
export function withAutoId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}
