import { sql, type Kysely } from 'kysely';

/**
 * Charts (issue 8): chart folders and charts, plus the chart page menu (everyone in an
 * organisation reads granted charts) and the chart management capability (organisation
 * administrators). As for datasets, a parent of '' is the root; `name_key` is the name's
 * confusable skeleton, so look-alike names among siblings are refused (SECURITY C8). The wells,
 * styles and custom filter are JSON text checked by the contract on every save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chart_groups')
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
    .createIndex('chart_groups_org_pid')
    .on('chart_groups')
    .columns(['org_id', 'pid'])
    .execute();

  await db.schema
    .createTable('charts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('dataset_id', 'varchar(64)', (c) => c.notNull().references('datasets.id'))
    .addColumn('type', 'varchar(30)', (c) => c.notNull())
    .addColumn('xaxis', 'text', (c) => c.notNull())
    .addColumn('yaxis', 'text', (c) => c.notNull())
    .addColumn('ext_bubble', 'text', (c) => c.notNull())
    .addColumn('drill_fields', 'text', (c) => c.notNull())
    .addColumn('custom_attr', 'text', (c) => c.notNull())
    .addColumn('custom_style', 'text', (c) => c.notNull())
    .addColumn('custom_filter', 'text', (c) => c.notNull())
    .addColumn('style_priority', 'varchar(10)', (c) => c.notNull().defaultTo('view'))
    .addColumn('show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('result_count', 'integer', (c) => c.notNull())
    // JSON of {count, others}, or null for no top N.
    .addColumn('top_n', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_by', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('charts_org_group')
    .on('charts')
    .columns(['org_id', 'group_id'])
    .execute();
  await db.schema.createIndex('charts_dataset').on('charts').column('dataset_id').execute();

  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (4, 0, 1, 'chart', '/chart', 'chart/index', 'menu.chart', 'chart', 4, 'chart:read')`.execute(
    db,
  );
  await sql`insert into role_menus (role_id, menu_id)
    select id, 4 from roles where code in ('org_admin', 'org_member')`.execute(db);
  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (401, 4, 2, 'chart-manage', '', null, 'menu.chartManage', null, 1, 'chart:manage')`.execute(
    db,
  );
  await sql`insert into role_menus (role_id, menu_id)
    select id, 401 from roles where code = 'org_admin'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id in (4, 401)`.execute(db);
  await sql`delete from menus where id in (401, 4)`.execute(db);
  await sql`delete from resource_grants where resource_type = 'chart'`.execute(db);
  for (const table of ['charts', 'chart_groups'])
    await db.schema.dropTable(table).ifExists().execute();
}
