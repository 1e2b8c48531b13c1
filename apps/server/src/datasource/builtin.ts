import crypto from 'node:crypto';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import path from 'node:path';
import { GRANT_LEVELS } from '@tessera/contracts';
import { WAREHOUSE_SOURCE_TYPE } from '@tessera/engine';
import { seedDemoWarehouse } from '@tessera/engine/ingestion';
import { grant } from '../auth/grants.js';
import type { Db } from '../db/database.js';
import { findBuiltin, insertDatasource } from './repository.js';

export const BUILTIN_DATASOURCE_NAME = 'Demo warehouse';
export const BUILTIN_DATASOURCE_DESC = 'Demo sales data in the embedded DuckDB';

export const warehousePathIn = (dataDir: string) => path.join(dataDir, 'warehouse.duckdb');

/**
 * The embedded warehouse (issue 3 part 4): data/warehouse.duckdb with the demo sales table,
 * built on first start (skipped when present), and one built-in data source for it in the
 * default organisation, usable by everyone there. The seed writes through the engine's
 * warehouse writer (its own connection on the instance the query driver shares), so it is safe
 * whether or not a query driver already opened the file. Returns the warehouse path.
 */
export async function prepareWarehouse(
  db: Db,
  options: { dataDir: string; demoRows: number },
): Promise<string> {
  const warehousePath = warehousePathIn(options.dataDir);
  await seedDemoWarehouse(warehousePath, { rows: options.demoRows });
  const org = await db.selectFrom('organisations').select('id').orderBy('id').executeTakeFirst();
  if (org) await addBuiltinWarehouse(db, org.id);
  return warehousePath;
}

/**
 * The organisation's built-in warehouse source, made unless it has one: the door to its uploads
 * and extracts in the shared file (what it may read there: warehouse-tables.ts). Returns its id.
 */
export async function addBuiltinWarehouse(db: Db, orgId: number): Promise<string> {
  const existing = await findBuiltin(db, orgId);
  if (existing) return existing.id;
  const id = crypto.randomBytes(16).toString('hex');
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await insertDatasource(trx, {
      id,
      org_id: orgId,
      dept_id: orgId,
      name: BUILTIN_DATASOURCE_NAME,
      name_key: nameSkeleton(BUILTIN_DATASOURCE_NAME),
      description: BUILTIN_DATASOURCE_DESC,
      type: WAREHOUSE_SOURCE_TYPE,
      configuration: '{}',
      password_secret: null,
      builtin: 1,
      // The seed just opened and checked the file.
      status: 'ok',
      status_message: null,
      status_time: now,
      create_by: null,
      create_time: now,
      update_time: now,
    });
    await grant(trx, 'datasource', id, 'org', orgId, GRANT_LEVELS.use);
  });
  return id;
}
