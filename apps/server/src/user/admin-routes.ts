import {
  PERMISSIONS,
  adminPasswordSchema,
  numericIdParamsSchema,
  userCreateSchema,
  userDeleteSchema,
  userGridParamsSchema,
  userGridQuerySchema,
  userStatusSchema,
  userUpdateSchema,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/authorize.js';
import { access, needsPermission } from '../auth/route-access.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import { UserAdminService } from './admin-service.js';
import { userGrid } from './grid.js';

/**
 * User administration (SPEC §2 system/user): everyone's accounts but one's own, which keeps its
 * calls in routes.ts. Which users is the service's business (the caller's organisation subtree).
 */
export function registerUserAdminRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService },
): void {
  const { db } = deps;
  const service = new UserAdminService(db, deps.tokens);
  const users = access(needsPermission(PERMISSIONS.systemUser));

  app.post('/api/user/userGrid/:page/:size', users, async (request) => {
    const { page, size } = parseInput(userGridParamsSchema, request.params);
    const query = parseInput(userGridQuerySchema, request.body);
    return ok(await userGrid(db, accessOf(request), page, size, query));
  });

  app.post('/api/user/create', users, async (request) => {
    const input = parseInput(userCreateSchema, request.body);
    return ok(await service.create(accessOf(request), input));
  });

  app.post('/api/user/update', users, async (request) => {
    const input = parseInput(userUpdateSchema, request.body);
    await service.update(accessOf(request), input);
    return ok(null);
  });

  app.post('/api/user/updateStatus', users, async (request) => {
    const input = parseInput(userStatusSchema, request.body);
    await service.updateStatus(accessOf(request), input);
    return ok(null);
  });

  app.post('/api/user/adminUpdatePwd', users, async (request) => {
    const input = parseInput(adminPasswordSchema, request.body);
    return ok(await service.resetPassword(accessOf(request), input));
  });

  app.post('/api/user/delete/:id', users, async (request) => {
    const { id } = parseInput(numericIdParamsSchema, request.params);
    const input = parseInput(userDeleteSchema, request.body);
    await service.remove(accessOf(request), id, input);
    return ok(null);
  });
}
