import type { Kysely } from 'kysely';

/**
 * Column permissions (issue 21 part 6): a dataset field hidden from, or masked for, a user, a
 * role or an organisation. One rule per target and field; deleting the dataset or the field
 * deletes its rules (dataset/service.ts, dataset/fields.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dataset_column_permissions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('dataset_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('field_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('keep_start', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('keep_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('dataset_column_permissions_target_uq', [
      'dataset_id',
      'target_type',
      'target_id',
      'field_id',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dataset_column_permissions').execute();
}
