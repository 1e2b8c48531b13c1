import path from 'node:path';
import type { AppConfig } from './config.js';
import { secureDataDir } from './data-dir.js';
import { bootstrap, type BootstrapResult } from './db/bootstrap.js';
import { openSqliteStore, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { prepareWarehouse } from './datasource/builtin.js';
import { prepareDemoCharts } from './chart/demo.js';
import { prepareDemoPanel } from './panel/demo.js';
import { prepareDemoDataset } from './dataset/demo.js';
import { recordDemoObjects } from './demo/record.js';
import { UPLOADS_FOLDER } from './dataset/staging.js';
import { configureWarehouseUploads } from '@tessera/engine';
import { loadOrCreateKeys, type InstallKeys } from './keys/install-keys.js';
import { pino } from 'pino';
import { createResultCache, type ResultCache } from './cache/index.js';

export interface Services {
  db: Db;
  keys: InstallKeys;
  bootstrap: BootstrapResult;
  /** data/warehouse.duckdb: the embedded warehouse with the demo data. */
  warehousePath: string;
  /** Query results (DESIGN §7): Redis when TESSERA_REDIS_URL is set, in memory otherwise. */
  resultCache: ResultCache;
}

/**
 * Keys, metadata store, migrations and first-start data (the admin, the demo warehouse and its
 * built-in data source): everything the app needs.
 */
export async function openServices(config: AppConfig): Promise<Services> {
  secureDataDir(config.dataDir);
  const keys = loadOrCreateKeys(config.dataDir);
  const db = openSqliteStore(path.join(config.dataDir, 'tessera.db'));
  try {
    await migrateToLatest(db);
    const result = await bootstrap(db, {
      adminPassword: config.adminPassword,
      dataDir: config.dataDir,
    });
    // Before the warehouse is first opened: its instance may read the upload staging folder.
    configureWarehouseUploads(path.join(config.dataDir, UPLOADS_FOLDER));
    const warehousePath = await prepareWarehouse(db, {
      dataDir: config.dataDir,
      demoRows: config.demoRows,
    });
    await prepareDemoDataset(db);
    await prepareDemoCharts(db);
    await prepareDemoPanel(db);
    // Their names in every language, so each reader sees them in theirs (issue 19).
    await recordDemoObjects(db);
    // Last, so a failed start has no cache (or Redis connection) to close.
    const resultCache = createResultCache(config, pino({ level: config.logLevel }));
    return { db, keys, bootstrap: result, warehousePath, resultCache };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
