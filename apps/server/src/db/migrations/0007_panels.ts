import { sql, type Kysely } from 'kysely';
import { binaryType } from '../portable.js';

/**
 * Dashboards (issue 9): folders, dashboards with their current document, the kept versions of
 * that document, which charts each current document places, saved themes and uploaded
 * pictures; plus the dashboard management capability (organisation administrators). As for
 * charts, a parent of '' is the root and `name_key` is the name's confusable skeleton
 * (SECURITY C8). Documents are JSON text checked by the contract on every save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('panel_groups')
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
    .createIndex('panel_groups_org_pid')
    .on('panel_groups')
    .columns(['org_id', 'pid'])
    .execute();

  await db.schema
    .createTable('panels')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('panel_style', 'text', (c) => c.notNull())
    .addColumn('panel_data', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_by', 'integer')
    .addColumn('update_by', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('panels_org_group')
    .on('panels')
    .columns(['org_id', 'group_id'])
    .execute();

  // Every version a dashboard had, the current one included, down to the last few kept.
  await db.schema
    .createTable('panel_versions')
    .addColumn('panel_id', 'varchar(64)', (c) =>
      c.notNull().references('panels.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('panel_style', 'text', (c) => c.notNull())
    .addColumn('panel_data', 'text', (c) => c.notNull())
    // Counted when saved, so the history list never parses documents.
    .addColumn('components', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('update_by', 'integer')
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('panel_versions_pk', ['panel_id', 'version'])
    .execute();

  // The charts each dashboard's current document places: who may read a chart through a
  // dashboard, and which charts cannot be deleted.
  await db.schema
    .createTable('panel_charts')
    .addColumn('panel_id', 'varchar(64)', (c) =>
      c.notNull().references('panels.id').onDelete('cascade'),
    )
    .addColumn('chart_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('panel_charts_pk', ['panel_id', 'chart_id'])
    .execute();
  await db.schema.createIndex('panel_charts_chart').on('panel_charts').column('chart_id').execute();

  await db.schema
    .createTable('panel_subjects')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('create_by', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('panel_subjects_org').on('panel_subjects').column('org_id').execute();

  await db.schema
    .createTable('panel_images')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('mime', 'varchar(50)', (c) => c.notNull())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('create_by', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  // The dashboards page (menu 1) exists since the foundation; this is its management capability.
  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (101, 1, 2, 'panel-manage', '', null, 'menu.panelManage', null, 1, 'panel:manage')`.execute(
    db,
  );
  await sql`insert into role_menus (role_id, menu_id)
    select id, 101 from roles where code = 'org_admin'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id = 101`.execute(db);
  await sql`delete from menus where id = 101`.execute(db);
  await sql`delete from resource_grants where resource_type = 'panel'`.execute(db);
  for (const table of [
    'panel_images',
    'panel_subjects',
    'panel_charts',
    'panel_versions',
    'panels',
    'panel_groups',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
