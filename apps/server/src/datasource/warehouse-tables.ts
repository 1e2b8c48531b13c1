import { DEMO_TABLE } from '@tessera/engine/ingestion';
import type { Db } from '../db/database.js';

/**
 * The built-in warehouse is one DuckDB file shared by every organisation: each one's uploads and
 * extracts are tables in it, recorded as `datasets.warehouse_table` of that organisation's
 * datasets. What an organisation may read there (browse, build a table dataset on, name in
 * custom SQL — issue 19 part 4) is its own tables and the shared demo table, never another's.
 */

/** Whether anyone may read the table: the demo data every organisation starts with. */
export const isSharedWarehouseTable = (name: string) => name === DEMO_TABLE;

/**
 * The warehouse tables an organisation may read, each with the name of the dataset it holds
 * (uploads and extracts: `upload_…` and `extract_…` say little to a person); the demo table
 * has none.
 */
export async function readableWarehouseTables(
  db: Db,
  orgId: number,
): Promise<ReadonlyMap<string, string | null>> {
  const rows = await db
    .selectFrom('datasets')
    .select(['warehouse_table', 'name'])
    .where('org_id', '=', orgId)
    .where('warehouse_table', 'is not', null)
    .orderBy('name')
    .execute();
  const tables = new Map<string, string | null>([[DEMO_TABLE, null]]);
  for (const row of rows) if (row.warehouse_table) tables.set(row.warehouse_table, row.name);
  return tables;
}
