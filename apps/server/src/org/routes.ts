import {
  PERMISSIONS,
  deptCreateSchema,
  deptUpdateSchema,
  numericIdParamsSchema,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/authorize.js';
import { access, needsPermission } from '../auth/route-access.js';
import type { Db } from '../db/database.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import { createDept, deleteDept, deptTree, updateDept } from './service.js';

/** The organisation calls of SPEC §2 system/dept; which organisations is the service's (scope). */
export function registerOrgRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const dept = access(needsPermission(PERMISSIONS.systemDept));

  app.post('/api/dept/tree', dept, async (request) => ok(await deptTree(db, accessOf(request))));

  app.post('/api/dept/create', dept, async (request) => {
    const input = parseInput(deptCreateSchema, request.body);
    return ok(await createDept(db, accessOf(request), input));
  });

  app.post('/api/dept/update', dept, async (request) => {
    const input = parseInput(deptUpdateSchema, request.body);
    await updateDept(db, accessOf(request), input);
    return ok(null);
  });

  app.post('/api/dept/delete/:id', dept, async (request) => {
    const { id } = parseInput(numericIdParamsSchema, request.params);
    await deleteDept(db, accessOf(request), id);
    return ok(null);
  });
}
