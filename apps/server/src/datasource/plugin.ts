import type { FastifyInstance } from 'fastify';
import type { ResourceAccess } from '../auth/resources.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { EgressPolicy } from './egress.js';
import { DATASOURCE_RESOURCE } from './permissions.js';
import { registerDatasourceRoutes } from './routes.js';
import { DatasourceService } from './service.js';
import { startStatusScheduler } from './status.js';

/** Data sources: the resource kind, the service, its routes, the status scheduler, closing. */
export function registerDatasources(
  app: FastifyInstance,
  deps: {
    db: Db;
    dataKey: Uint8Array;
    config: AppConfig;
    warehousePath: string;
    resources: ResourceAccess;
  },
): DatasourceService {
  const { config } = deps;
  deps.resources.register(DATASOURCE_RESOURCE);
  const service = new DatasourceService({
    db: deps.db,
    resources: deps.resources,
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
    answerMaxBytes: config.answerMaxBytes,
  });
  registerDatasourceRoutes(app, service, {
    validateRateLimit: { max: config.validateRatePerMinute, timeWindow: 60_000 },
  });
  const scheduler = startStatusScheduler(service, config.datasourceStatusMinutes, app.log);
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await service.close();
  });
  return service;
}
