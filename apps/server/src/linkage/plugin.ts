import type { FastifyInstance } from 'fastify';
import type { ResourceAccess } from '../auth/resources.js';
import type { Db } from '../db/database.js';
import { registerLinkageRoutes } from './routes.js';
import { PanelLinkages } from './service.js';

/**
 * Linkage between a dashboard's charts (issue 10): its routes, over the dashboards' documents.
 * Registered after the dashboards, whose resource kind its routes load.
 */
export function registerLinkage(
  app: FastifyInstance,
  deps: { db: Db; resources: ResourceAccess },
): void {
  registerLinkageRoutes(app, new PanelLinkages({ ...deps, log: app.log }));
}
