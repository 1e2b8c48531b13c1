import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/authorize.js';
import { access, SIGNED_IN } from '../auth/route-access.js';
import type { Db } from '../db/database.js';
import { ok } from '../http/reply.js';
import { buildMenuTree, withAncestors } from './tree.js';

/** The menu tree the caller may see (SPEC §6); operations (type 2) are permissions, not routes. */
export function registerMenuRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.post('/api/dynamicMenu/menus', access(SIGNED_IN), async (request) => {
    const access = accessOf(request);
    const all = await db.selectFrom('menus').selectAll().where('type', '!=', 2).execute();
    if (access.isAdmin) return ok(buildMenuTree(all));
    const granted = await db
      .selectFrom('role_menus')
      .innerJoin('roles', 'roles.id', 'role_menus.role_id')
      .select('role_menus.menu_id')
      .where('roles.code', 'in', access.roles.length ? access.roles : [''])
      .execute();
    return ok(buildMenuTree(withAncestors(all, new Set(granted.map((g) => g.menu_id)))));
  });
}
