import type { Kysely } from 'kysely';

/**
 * Share links (issue 23): one per dashboard. The PIN is kept sealed under the install's secret
 * key (the owner sees it again; the store alone does not tell it); `pwd_version` moves on every
 * PIN change, which ends the tokens issued under the PIN before. Every link event is recorded
 * with who, from where and when, ready for the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('panel_links')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('resource_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('valid', 'integer', (c) => c.notNull())
    .addColumn('enable_pwd', 'integer', (c) => c.notNull())
    .addColumn('pwd_sealed', 'text', (c) => c.notNull())
    .addColumn('pwd_version', 'integer', (c) => c.notNull())
    .addColumn('over_time', 'bigint')
    .addColumn('create_by', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('panel_link_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('link_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('client', 'varchar(64)')
    .addColumn('time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('panel_link_events_link_idx')
    .on('panel_link_events')
    .columns(['link_id', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('panel_link_events').execute();
  await db.schema.dropTable('panel_links').execute();
}
