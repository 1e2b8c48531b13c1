import type { FastifyBaseLogger } from 'fastify';
import type { ResourceAccess } from '../auth/resources.js';
import type { Db } from '../db/database.js';
import type { DatasourceService } from '../datasource/service.js';

/** What every part of the dataset feature works with. */
export interface DatasetDeps {
  db: Db;
  resources: ResourceAccess;
  datasources: DatasourceService;
  log: FastifyBaseLogger;
  /** The most one extract sync may copy (SECURITY E2). */
  extractMaxBytes?: number;
}

/** Where the feature keeps files: the warehouse and the upload staging folder. */
export interface DatasetPaths {
  warehousePath: string;
  uploadsDir: string;
}
