import type { FastifyBaseLogger } from 'fastify';
import type { ResourceAccess } from '../auth/resources.js';
import type { Db } from '../db/database.js';

/** What every part of the dashboard feature works with. */
export interface PanelDeps {
  db: Db;
  resources: ResourceAccess;
  log: FastifyBaseLogger;
}
