import { sql, type Kysely } from 'kysely';

/**
 * Organisations, users and roles become manageable (issue 21):
 * - a user may have to choose a new password at the next sign-in (a generated first password,
 *   or one an administrator reset);
 * - users carry named attributes that row rules read as `${user.<name>}`;
 * - the system menu (SPEC §2: system/user, system/role, system/dept) with one page each, which
 *   organisation administrators hold for their own organisation's subtree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_attributes')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_attributes_pk', ['user_id', 'name'])
    .execute();

  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (5, 0, 0, 'system', '/system', null, 'menu.system', 'system', 9, null),
      (51, 5, 1, 'system-user', 'user', 'system/user', 'menu.user', 'user', 1, 'system:user'),
      (52, 5, 1, 'system-role', 'role', 'system/role', 'menu.role', 'role', 2, 'system:role'),
      (53, 5, 1, 'system-dept', 'dept', 'system/dept', 'menu.dept', 'dept', 3, 'system:dept')`.execute(
    db,
  );
  await sql`insert into role_menus (role_id, menu_id)
    select roles.id, menus.id from roles cross join menus
    where roles.code = 'org_admin' and menus.id in (5, 51, 52, 53)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id in (5, 51, 52, 53)`.execute(db);
  await sql`delete from menus where id in (5, 51, 52, 53)`.execute(db);
  await db.schema.dropTable('user_attributes').execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
