import type { MenuNode } from '@tessera/contracts';
import type { UserAccess } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { buildMenuTree, withAncestors } from '../menu/tree.js';

/** The menus the caller's roles hold (their permissions come from exactly these, SPEC §6). */
export async function heldMenuIds(db: Db, access: UserAccess): Promise<Set<number>> {
  const rows = await db
    .selectFrom('role_menus')
    .innerJoin('user_roles', 'user_roles.role_id', 'role_menus.role_id')
    .select('role_menus.menu_id')
    .where('user_roles.user_id', '=', access.userId)
    .execute();
  return new Set(rows.map((r) => r.menu_id));
}

/**
 * The tree the role page ticks menus in, operations included: every menu for a system
 * administrator, else the menus the caller holds with the folders and pages above them.
 */
export async function menuTreeFor(db: Db, access: UserAccess): Promise<MenuNode[]> {
  const all = await db.selectFrom('menus').selectAll().execute();
  if (access.isAdmin) return buildMenuTree(all);
  return buildMenuTree(withAncestors(all, await heldMenuIds(db, access)));
}
