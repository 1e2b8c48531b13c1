// The columns of a warehouse table, for appends: read on the shared instance the writer uses
// (the table name is bound as a parameter), so an append checks what is really there.
import { openWarehouseInstance } from '../../dialects/duckdb/instance.js';
import { inDuckdbLane } from '../../dialects/duckdb/lane.js';
import type { WarehouseColumn, WarehouseColumnType } from '../warehouse/writer.js';

const KNOWN = new Set(['VARCHAR', 'BIGINT', 'DOUBLE', 'BOOLEAN', 'DATE', 'TIMESTAMP']);

/** The table's columns in order, or null when there is no such table. */
export async function readTableColumns(
  warehousePath: string,
  table: string,
): Promise<WarehouseColumn[] | null> {
  const instance = await openWarehouseInstance(warehousePath);
  const connection = await inDuckdbLane(() => instance.connect());
  try {
    const reader = await inDuckdbLane(() =>
      connection.runAndReadAll(
        `SELECT column_name AS name, data_type AS type FROM information_schema.columns
          WHERE table_schema = 'main' AND table_name = $1 ORDER BY ordinal_position`,
        [table],
      ),
    );
    const rows = reader.getRowObjectsJson() as { name: string; type: string }[];
    if (rows.length === 0) return null;
    // A type an upload never makes (an extract's DECIMAL) is read as text and cast on insert.
    return rows.map((r) => ({
      name: r.name,
      type: (KNOWN.has(r.type) || /^DECIMAL\(\d+,\d+\)$/.test(r.type)
        ? r.type
        : 'VARCHAR') as WarehouseColumnType,
    }));
  } finally {
    connection.closeSync();
  }
}
