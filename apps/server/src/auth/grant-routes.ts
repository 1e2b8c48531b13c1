import {
  GRANT_KINDS,
  PERMISSIONS,
  grantsOfParamsSchema,
  saveGrantsSchema,
  setGrantSchema,
  type GrantView,
  type TargetGrant,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { requestLanguage } from '../http/localise.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import { accessOf, resourceOf } from './authorize.js';
import { GRANT_READ as READ, GrantService } from './grant-service.js';
import type { ResourceAccess } from './resources.js';
import { access, needsAnyPermission, onObject } from './route-access.js';

/** Data authorisation calls (issue 21 part 4, SPEC §6, SECURITY B1/B6). */
export function registerGrantRoutes(
  app: FastifyInstance,
  deps: { db: Db; resources: ResourceAccess },
): void {
  const grants = new GrantService(deps.db, deps.resources);

  // One route per kind, so each declares its object and the authorisation hook loads it
  // ('manage' on it, inside the caller's tenant) and the matrix walks it like any object route.
  for (const kind of GRANT_KINDS) {
    app.post(
      `/api/auth/grants/${kind}/:resourceId`,
      access(onObject(kind, 'manage', { params: 'resourceId' }, READ[kind])),
      async (request) => {
        const loaded = resourceOf(request, kind);
        const views = await grants.list(accessOf(request), kind, loaded.row.id);
        return ok<GrantView[]>(views);
      },
    );
  }

  // The kind is in the body here, so no single object declaration fits the path: the route lets
  // in readers of any kind, and the handler authorises the named resource through the same one
  // loader ('manage' on it, 404 outside the tenant), then asks for that kind's read permission,
  // in the order the authorisation hook uses (object first, so B1's 404 comes before any 403).
  const anyReader = access(
    needsAnyPermission(READ.panel, READ.datasource, READ.dataset, READ.chart),
  );

  app.post('/api/auth/saveGrants', anyReader, async (request) => {
    const input = parseInput(saveGrantsSchema, request.body);
    await grants.save(accessOf(request), input);
    return ok(null);
  });

  app.post('/api/auth/setGrant', anyReader, async (request) => {
    const input = parseInput(setGrantSchema, request.body);
    await grants.set(accessOf(request), input);
    return ok(null);
  });

  // "What can this role see?": from the system pages; the service keeps to what the caller
  // administers (their organisations' users and organisations, the roles they see).
  app.post(
    '/api/auth/grantsOf/:targetType/:targetId',
    access(
      needsAnyPermission(PERMISSIONS.systemUser, PERMISSIONS.systemRole, PERMISSIONS.systemDept),
    ),
    async (request) => {
      const target = parseInput(grantsOfParamsSchema, request.params);
      const reply = await grants.grantsOf(accessOf(request), target, requestLanguage(request));
      return ok<TargetGrant[]>(reply);
    },
  );
}
