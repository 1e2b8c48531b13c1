import {
  datasourceAddSchema,
  datasourceColumnsQuerySchema,
  datasourceConnectionSchema,
  datasourceIdParamsSchema,
  datasourceListQuerySchema,
  datasourceUpdateSchema,
} from '@tessera/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accessOf } from '../auth/guard.js';
import { requestLanguage } from '../http/localise.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import type { DatasourceService } from './service.js';

/**
 * An AbortSignal that fires when the caller goes away before the reply is sent: a closed
 * browser request cancels its database work (DESIGN §6, SECURITY E1).
 */
function requestSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** DataEase's data-source calls (issue 3 part 5). Every route needs a signed-in caller. */
export function registerDatasourceRoutes(app: FastifyInstance, service: DatasourceService): void {
  app.post('/datasource/list', async (request) => {
    const query = parseInput(datasourceListQuerySchema, request.body);
    return ok(await service.list(accessOf(request), query, requestLanguage(request)));
  });

  app.post('/datasource/add', async (request) => {
    const input = parseInput(datasourceAddSchema, request.body);
    return ok(await service.add(accessOf(request), input, requestLanguage(request)));
  });

  app.post('/datasource/update', async (request) => {
    const input = parseInput(datasourceUpdateSchema, request.body);
    return ok(await service.update(accessOf(request), input, requestLanguage(request)));
  });

  app.post('/datasource/delete/:id', async (request) => {
    const { id } = parseInput(datasourceIdParamsSchema, request.params);
    await service.remove(accessOf(request), id, requestLanguage(request));
    return ok(null);
  });

  app.post('/datasource/validate', async (request, reply) => {
    const connection = parseInput(datasourceConnectionSchema, request.body);
    return ok(
      await service.validateConnection(
        accessOf(request),
        connection,
        requestLanguage(request),
        requestSignal(reply),
      ),
    );
  });

  app.post('/datasource/validate/:id', async (request, reply) => {
    const { id } = parseInput(datasourceIdParamsSchema, request.params);
    return ok(
      await service.validateStored(
        accessOf(request),
        id,
        requestLanguage(request),
        requestSignal(reply),
      ),
    );
  });

  app.post('/datasource/getTables/:id', async (request, reply) => {
    const { id } = parseInput(datasourceIdParamsSchema, request.params);
    return ok(await service.getTables(accessOf(request), id, requestSignal(reply)));
  });

  app.post('/datasource/getColumns/:id', async (request, reply) => {
    const { id } = parseInput(datasourceIdParamsSchema, request.params);
    const query = parseInput(datasourceColumnsQuerySchema, request.body);
    return ok(await service.getColumns(accessOf(request), id, query, requestSignal(reply)));
  });

  app.get('/datasource/types', async () => ok(service.types()));
}
