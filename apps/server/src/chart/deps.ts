import type { FastifyBaseLogger } from 'fastify';
import type { ResourceAccess } from '../auth/resources.js';
import type { Db } from '../db/database.js';

/** What every part of the chart feature works with. */
export interface ChartDeps {
  db: Db;
  resources: ResourceAccess;
  log: FastifyBaseLogger;
}
