import { sql, type Kysely } from 'kysely';

/**
 * The administrator's link policy (issue 23 part 2): per tenant, whether every share link must
 * ask for its PIN and have an expiry, and how far off that expiry may lie. No row: no policy.
 * It is set on a new page of the system menu, System parameters (system/parameter), which
 * organisation administrators hold as they hold the menu's other pages; the route lets only a
 * tenant-level one change it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('link_policies')
    .addColumn('org_id', 'integer', (c) => c.primaryKey())
    .addColumn('require_pwd', 'integer', (c) => c.notNull())
    .addColumn('require_over_time', 'integer', (c) => c.notNull())
    .addColumn('max_days', 'integer')
    .addColumn('update_by', 'integer', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();

  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (54, 5, 1, 'system-parameter', 'parameter', 'system/parameter', 'menu.parameter',
      'parameter', 4, 'system:parameter')`.execute(db);
  await sql`insert into role_menus (role_id, menu_id)
    select id, 54 from roles where code = 'org_admin'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id = 54`.execute(db);
  await sql`delete from menus where id = 54`.execute(db);
  await db.schema.dropTable('link_policies').execute();
}
