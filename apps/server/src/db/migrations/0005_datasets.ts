import { sql, type Kysely } from 'kysely';

/**
 * Datasets (issue 7): folders, datasets, their fields, extract sync schedules and sync logs,
 * plus the dataset page menu (everyone in an organisation reads granted datasets) and the
 * dataset management capability (organisation administrators). A parent of '' is the root:
 * SQLite and PostgreSQL treat NULLs as distinct, so '' keeps sibling lookups simple.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dataset_groups')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('pid', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('create_by', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dataset_groups_org_pid')
    .on('dataset_groups')
    .columns(['org_id', 'pid'])
    .execute();

  await db.schema
    .createTable('datasets')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('datasource_id', 'varchar(64)', (c) => c.notNull().references('datasources.id'))
    .addColumn('info', 'text', (c) => c.notNull())
    // Uploads: the warehouse table holding the file; extracts: the synchronised copy.
    .addColumn('warehouse_table', 'varchar(100)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_by', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('datasets_org_group')
    .on('datasets')
    .columns(['org_id', 'group_id'])
    .execute();
  await db.schema.createIndex('datasets_source').on('datasets').column('datasource_id').execute();

  await db.schema
    .createTable('dataset_fields')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('dataset_id', 'varchar(64)', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('origin_name', 'text', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('de_type', 'integer', (c) => c.notNull())
    .addColumn('origin_de_type', 'integer', (c) => c.notNull())
    .addColumn('native_type', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('date_format', 'varchar(30)')
    .addColumn('group_type', 'varchar(1)', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('expression', 'text')
    .addColumn('source_dataset_id', 'varchar(64)')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dataset_fields_dataset')
    .on('dataset_fields')
    .column('dataset_id')
    .execute();

  await db.schema
    .createTable('dataset_sync_schedules')
    .addColumn('dataset_id', 'varchar(64)', (c) =>
      c.primaryKey().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('cron', 'varchar(120)', (c) => c.notNull())
    .addColumn('sync_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('incremental_field_id', 'varchar(64)')
    // The incremental column's highest value written so far, as text.
    .addColumn('last_value', 'text')
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dataset_sync_logs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('dataset_id', 'varchar(64)', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('sync_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('trigger', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint')
    .addColumn('rows', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('dataset_sync_logs_dataset')
    .on('dataset_sync_logs')
    .columns(['dataset_id', 'start_time'])
    .execute();

  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (3, 0, 1, 'dataset', '/dataset', 'dataset/index', 'menu.dataset', 'table', 3, 'dataset:read')`.execute(
    db,
  );
  await sql`insert into role_menus (role_id, menu_id)
    select id, 3 from roles where code in ('org_admin', 'org_member')`.execute(db);
  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (301, 3, 2, 'dataset-manage', '', null, 'menu.datasetManage', null, 1, 'dataset:manage')`.execute(
    db,
  );
  await sql`insert into role_menus (role_id, menu_id)
    select id, 301 from roles where code = 'org_admin'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id in (3, 301)`.execute(db);
  await sql`delete from menus where id in (301, 3)`.execute(db);
  await sql`delete from resource_grants where resource_type = 'dataset'`.execute(db);
  for (const table of [
    'dataset_sync_logs',
    'dataset_sync_schedules',
    'dataset_fields',
    'datasets',
    'dataset_groups',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
