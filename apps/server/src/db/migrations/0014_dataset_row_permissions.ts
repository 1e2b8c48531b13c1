import type { Kysely } from 'kysely';

/**
 * Row permissions on datasets (issue 21 part 5, SECURITY B3): one filter tree per dataset and
 * target (a user, a role or an organisation), stored as the query model's JSON. Every rule that
 * applies to a caller is ANDed into every query of the dataset.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dataset_row_permissions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('dataset_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('filter', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('dataset_row_permissions_target', [
      'dataset_id',
      'target_type',
      'target_id',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dataset_row_permissions').execute();
}
