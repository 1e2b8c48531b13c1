import {
  PERMISSIONS,
  numericIdParamsSchema,
  roleCreateSchema,
  roleIdParamsSchema,
  roleMenusSaveSchema,
  roleUpdateSchema,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/authorize.js';
import { access, needsPermission } from '../auth/route-access.js';
import type { Db } from '../db/database.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import { menuTreeFor } from './menus.js';
import { RoleService } from './service.js';

/** The system/role calls (issue 21): every one needs the role page's permission. */
export function registerRoleRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const roles = new RoleService(deps.db);
  const rolePage = access(needsPermission(PERMISSIONS.systemRole));

  app.post('/api/role/list', rolePage, async (request) => ok(await roles.list(accessOf(request))));

  app.post('/api/role/create', rolePage, async (request) => {
    const input = parseInput(roleCreateSchema, request.body);
    return ok(await roles.create(accessOf(request), input));
  });

  app.post('/api/role/update', rolePage, async (request) => {
    const input = parseInput(roleUpdateSchema, request.body);
    await roles.update(accessOf(request), input);
    return ok(null);
  });

  app.post('/api/role/delete/:id', rolePage, async (request) => {
    const { id } = parseInput(numericIdParamsSchema, request.params);
    await roles.remove(accessOf(request), id);
    return ok(null);
  });

  app.post('/api/role/menus/:roleId', rolePage, async (request) => {
    const { roleId } = parseInput(roleIdParamsSchema, request.params);
    return ok(await roles.menus(accessOf(request), roleId));
  });

  app.post('/api/role/menuTree', rolePage, async (request) =>
    ok(await menuTreeFor(deps.db, accessOf(request))),
  );

  app.post('/api/role/saveMenus', rolePage, async (request) => {
    const input = parseInput(roleMenusSaveSchema, request.body);
    await roles.saveMenus(accessOf(request), input);
    return ok(null);
  });
}
