import {
  PERMISSIONS,
  datasourceAddSchema,
  datasourceColumnsQuerySchema,
  datasourceConnectionSchema,
  datasourceListQuerySchema,
  datasourceUpdateSchema,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { accessOf, resourceOf } from '../auth/authorize.js';
import { access, needsPermission, onObject } from '../auth/route-access.js';
import { requestLanguage } from '../http/localise.js';
import { requestSignal } from '../http/request-signal.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import type { DatasourceService } from './service.js';

const { datasourceRead: READ, datasourceManage: MANAGE } = PERMISSIONS;
const byParam = { params: 'id' } as const;
/** Reading one source needs the menu; its grant level then decides what else. */
const source = (level: 'view' | 'use' | 'manage', id: typeof byParam | { body: 'id' } = byParam) =>
  access(onObject('datasource', level, id, level === 'manage' ? MANAGE : READ));

/**
 * Options of the connection-test route: tests are rate-limited per user (SECURITY A9), since
 * their error kinds and timings would map the network behind the server.
 */
export interface DatasourceRouteOptions {
  validateRateLimit: { max: number; timeWindow: number };
}

/** DataEase's data-source calls (issue 3 part 5), each with its access declaration. */
export function registerDatasourceRoutes(
  app: FastifyInstance,
  service: DatasourceService,
  options: DatasourceRouteOptions,
): void {
  app.post('/datasource/list', access(needsPermission(READ)), async (request) => {
    const query = parseInput(datasourceListQuerySchema, request.body);
    return ok(await service.list(accessOf(request), query, requestLanguage(request)));
  });

  app.post('/datasource/get/:id', source('view'), async (request) =>
    ok(await service.get(resourceOf(request, 'datasource'), requestLanguage(request))),
  );

  app.post('/datasource/add', access(needsPermission(MANAGE)), async (request) => {
    const input = parseInput(datasourceAddSchema, request.body);
    return ok(await service.add(accessOf(request), input, requestLanguage(request)));
  });

  app.post('/datasource/update', source('manage', { body: 'id' }), async (request) => {
    const input = parseInput(datasourceUpdateSchema, request.body);
    return ok(
      await service.update(resourceOf(request, 'datasource'), input, requestLanguage(request)),
    );
  });

  app.post('/datasource/delete/:id', source('manage'), async (request) => {
    await service.remove(resourceOf(request, 'datasource'), requestLanguage(request));
    return ok(null);
  });

  app.post(
    '/datasource/validate',
    {
      config: { access: needsPermission(MANAGE), rateLimit: options.validateRateLimit },
    },
    async (request, reply) => {
      const connection = parseInput(datasourceConnectionSchema, request.body);
      return ok(
        await service.validateConnection(
          connection,
          requestLanguage(request),
          requestSignal(reply),
        ),
      );
    },
  );

  app.post(
    '/datasource/validate/:id',
    { config: { ...source('manage').config, rateLimit: options.validateRateLimit } },
    async (request, reply) =>
      ok(
        await service.validateStored(
          resourceOf(request, 'datasource'),
          requestLanguage(request),
          requestSignal(reply),
        ),
      ),
  );

  app.post('/datasource/getTables/:id', source('use'), async (request, reply) =>
    ok(await service.getTables(resourceOf(request, 'datasource'), requestSignal(reply))),
  );

  app.post('/datasource/getColumns/:id', source('use'), async (request, reply) => {
    const query = parseInput(datasourceColumnsQuerySchema, request.body);
    return ok(
      await service.getColumns(resourceOf(request, 'datasource'), query, requestSignal(reply)),
    );
  });

  app.get('/datasource/types', access(needsPermission(READ)), async () => ok(service.types()));
}
