import {
  HEADERS,
  PERMISSIONS,
  linkAllowExportSchema,
  linkDashboardExportedSchema,
  linkEnablePwdSchema,
  linkOverTimeSchema,
  linkPolicySchema,
  linkResetPwdSchema,
  linkSwitchSchema,
  linkValidatePwdSchema,
  linkValidateSchema,
} from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reachesWholeTenant } from '../auth/access.js';
import { accessOf, principalOf, resourceOf } from '../auth/authorize.js';
import {
  access,
  needsPermission,
  onObject,
  PUBLIC,
  SIGNED_IN,
  withLinkVisitors,
} from '../auth/route-access.js';
import { forbidden } from '../http/app-error.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import type { LinkActor, LinkService } from './service.js';

/** The owner's calls: 'manage' on the dashboard the path or body names (issue 23 part 2). */
const owner = (id: { params: string } | { body: string }) =>
  access(onObject('panel', 'manage', id, PERMISSIONS.panelRead));

const actorOf = (request: FastifyRequest): LinkActor => ({
  access: accessOf(request),
  client: request.ip,
});

const linkTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[HEADERS.linkToken.toLowerCase()];
  return typeof header === 'string' ? header : undefined;
};

/** SPEC §7 `api/link/*`: the owner's link calls, the visitor's checks and the tenant's policy. */
export function registerLinkRoutes(app: FastifyInstance, links: LinkService): void {
  const panelOf = (request: FastifyRequest) => resourceOf(request, 'panel').row;

  app.post(
    '/api/link/currentGenerate/:resourceId',
    owner({ params: 'resourceId' }),
    async (request) => ok(await links.current(actorOf(request), panelOf(request))),
  );
  app.post('/api/link/switchLink', owner({ body: 'resourceId' }), async (request) => {
    const { valid } = parseInput(linkSwitchSchema, request.body);
    return ok(await links.switchLink(actorOf(request), panelOf(request), valid));
  });
  app.post('/api/link/enablePwd', owner({ body: 'resourceId' }), async (request) => {
    const { enablePwd } = parseInput(linkEnablePwdSchema, request.body);
    return ok(await links.enablePwd(actorOf(request), panelOf(request), enablePwd));
  });
  app.post('/api/link/resetPwd', owner({ body: 'resourceId' }), async (request) => {
    const { pwd } = parseInput(linkResetPwdSchema, request.body);
    return ok(await links.resetPwd(actorOf(request), panelOf(request), pwd));
  });
  app.post('/api/link/allowExport', owner({ body: 'resourceId' }), async (request) => {
    const { allowExport } = parseInput(linkAllowExportSchema, request.body);
    return ok(await links.allowExport(actorOf(request), panelOf(request), allowExport));
  });
  app.post('/api/link/overTime', owner({ body: 'resourceId' }), async (request) => {
    const { overTime } = parseInput(linkOverTimeSchema, request.body);
    return ok(await links.setOverTime(actorOf(request), panelOf(request), overTime));
  });

  // A visitor holds no session: these two are public, and tell nothing but about the link named.
  app.post('/api/link/validate', access(PUBLIC), async (request) => {
    const { link } = parseInput(linkValidateSchema, request.body);
    return ok(await links.validate(link, linkTokenOf(request)));
  });
  app.post('/api/link/validatePwd', access(PUBLIC), async (request, reply) => {
    const { link, password } = parseInput(linkValidatePwdSchema, request.body);
    const { validation, token } = await links.validatePwd(link, password, request.ip);
    void reply.header(HEADERS.linkToken, token);
    return ok(validation);
  });
  // The visitor's page names the dashboard it opens: the link's own, and no other (B5).
  app.post(
    '/api/link/resourceDetail/:resourceId',
    access(
      withLinkVisitors(onObject('panel', 'view', { params: 'resourceId' }, PERMISSIONS.panelRead)),
    ),
    async (request) => ok(links.resourceDetail(panelOf(request))),
  );

  // A visitor's dashboard picture or PDF is drawn in their browser: the page says so here, so
  // the link's events hold every export (part 6). A signed-in viewer's export is no link event.
  app.post(
    '/api/link/dashboardExported',
    access(
      withLinkVisitors(onObject('panel', 'view', { body: 'resourceId' }, PERMISSIONS.panelRead)),
    ),
    async (request) => {
      const { format } = parseInput(linkDashboardExportedSchema, request.body);
      const principal = principalOf(request);
      if (principal.kind === 'link')
        await links.recordDashboardExport(principal.linkId, { format, client: request.ip });
      return ok(null);
    },
  );

  // The tenant's link policy (issue 23 part 2): every signed-in user reads it (the share dialog
  // says why a switch is locked); the system parameters page changes it, for the whole tenant,
  // so a department's administrator holding the page may not.
  app.get('/api/link/policy', access(SIGNED_IN), async (request) =>
    ok(await links.policyOf(accessOf(request).orgId)),
  );
  app.post(
    '/api/link/policy',
    access(needsPermission(PERMISSIONS.systemParameter)),
    async (request) => {
      const actor = actorOf(request);
      if (!reachesWholeTenant(actor.access)) throw forbidden();
      const policy = await links.setPolicy(actor, parseInput(linkPolicySchema, request.body));
      request.log.info(
        { orgId: actor.access.orgId, by: actor.access.userId, policy },
        'link policy changed',
      );
      return ok(policy);
    },
  );
}
