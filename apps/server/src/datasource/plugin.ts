import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { EgressPolicy } from './egress.js';
import { registerDatasourceRoutes } from './routes.js';
import { DatasourceService } from './service.js';
import { startStatusScheduler } from './status.js';

/** Data sources: the service, its routes, the status scheduler, and closing it all. */
export function registerDatasources(
  app: FastifyInstance,
  deps: { db: Db; dataKey: Uint8Array; config: AppConfig; warehousePath: string },
): DatasourceService {
  const { config } = deps;
  const service = new DatasourceService({
    db: deps.db,
    dataKey: deps.dataKey,
    warehousePath: deps.warehousePath,
    egress: new EgressPolicy({
      deny: config.datasourceDeny,
      metadataStore: config.metadataStore,
    }),
    limits: {
      maxActive: config.datasourceMaxActive,
      maxQueue: config.datasourceMaxQueue,
      maxWaitMs: config.datasourceQueueWaitMs,
    },
    log: app.log,
  });
  registerDatasourceRoutes(app, service);
  const scheduler = startStatusScheduler(service, config.datasourceStatusMinutes, app.log);
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await service.close();
  });
  return service;
}
