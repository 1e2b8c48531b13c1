import { sql, type Kysely } from 'kysely';
import { binaryType, withAutoId } from '../portable.js';

/**
 * Foundation tables: organisations, users, roles, menus, grants, sessions, login throttling,
 * system parameters and stored files. Menus and built-in roles are product structure, so they
 * are inserted here; later migrations add their own menus.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAutoId(db, db.schema.createTable('organisations'))
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await withAutoId(db, db.schema.createTable('users'))
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('username', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('nick_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('language', 'varchar(10)')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();

  await withAutoId(db, db.schema.createTable('roles'))
    .addColumn('org_id', 'integer', (c) => c.references('organisations.id'))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('path', 'varchar(100)', (c) => c.notNull())
    .addColumn('component', 'varchar(100)')
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('icon', 'varchar(50)')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permission', 'varchar(100)')
    .addColumn('plugin_script', 'varchar(100)')
    .addColumn('plugin_no_layout', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();

  await withAutoId(db, db.schema.createTable('resource_grants'))
    .addColumn('resource_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('resource_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('resource_grants_target_uq', [
      'resource_type',
      'resource_id',
      'target_type',
      'target_id',
    ])
    .execute();
  await db.schema
    .createIndex('resource_grants_target_idx')
    .on('resource_grants')
    .columns(['target_type', 'target_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();

  await db.schema
    .createTable('system_params')
    .addColumn('param_key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('param_value', 'text')
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('system_files')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  const now = Date.now();
  await sql`insert into roles (code, name, builtin, create_time) values
    ('admin', 'Administrator', 1, ${now}),
    ('org_admin', 'Organization Administrator', 1, ${now}),
    ('org_member', 'Organization Member', 1, ${now})`.execute(db);

  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (1, 0, 1, 'panel', '/panel', 'panel/index', 'menu.panel', 'dashboard', 1, 'panel:read')`.execute(
    db,
  );

  // Every built-in role sees the dashboards menu; the administrator sees every menu anyway.
  await sql`insert into role_menus (role_id, menu_id)
    select id, 1 from roles where code in ('org_admin', 'org_member')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'system_files',
    'system_params',
    'login_failures',
    'sessions',
    'resource_grants',
    'role_menus',
    'menus',
    'user_roles',
    'roles',
    'users',
    'organisations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
