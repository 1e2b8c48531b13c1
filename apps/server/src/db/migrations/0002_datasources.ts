import { sql, type Kysely } from 'kysely';

/**
 * Data sources (issue 3): one row per source of an organisation. `configuration` is the JSON of
 * the typed configuration without its password; the password is sealed separately with the
 * install's data key (AES-256-GCM, see crypto/secret-box.ts). Adds the data-source menu.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('datasources')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('configuration', 'text', (c) => c.notNull())
    .addColumn('password_secret', 'text')
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('status_message', 'varchar(100)')
    .addColumn('status_time', 'bigint')
    .addColumn('create_by', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('datasources_org_name_uq', ['org_id', 'name'])
    .execute();

  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (2, 0, 1, 'datasource', '/datasource', 'datasource/index', 'menu.datasource', 'database', 2, 'datasource:read')`.execute(
    db,
  );
  await sql`insert into role_menus (role_id, menu_id)
    select id, 2 from roles where code in ('org_admin', 'org_member')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id = 2`.execute(db);
  await sql`delete from menus where id = 2`.execute(db);
  await sql`delete from resource_grants where resource_type = 'datasource'`.execute(db);
  await db.schema.dropTable('datasources').ifExists().execute();
}
