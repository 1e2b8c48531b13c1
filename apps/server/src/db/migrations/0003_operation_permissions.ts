import { sql, type Kysely } from 'kysely';

/**
 * Capabilities as operation menus (type 2, never routes; SPEC §6 "menu/operation"): the first is
 * managing data sources, which organisation administrators hold. Routes and the web ask for the
 * permission string, never for a role code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into menus (id, pid, type, name, path, component, title, icon, sort, permission)
    values (201, 2, 2, 'datasource-manage', '', null, 'menu.datasourceManage', null, 1, 'datasource:manage')`.execute(
    db,
  );
  await sql`insert into role_menus (role_id, menu_id)
    select id, 201 from roles where code = 'org_admin'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id = 201`.execute(db);
  await sql`delete from menus where id = 201`.execute(db);
}
