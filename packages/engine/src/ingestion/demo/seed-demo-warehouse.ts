// Demo data (SPEC: a platform that shows something on first start). The whole table is built
// inside DuckDB from range() and hash(): deterministic for a given row count, ~1 M rows in a
// few seconds, no row crosses into JavaScript. Written through the warehouse writer: built into
// a scratch table and swapped in one transaction, so a crash mid-build never leaves a half
// table under the real name.
import { openWarehouseWriter } from '../warehouse/writer.js';
import { DEMO_CHANNELS, DEMO_CITIES, DEMO_PRODUCTS } from './demo-lookups.js';

export const DEMO_TABLE = 'demo_sales';
export const DEMO_DEFAULT_ROWS = 1_000_000;
const FIRST_DAY = '2023-01-01';
const DAY_COUNT = 1096; // 2023-01-01 .. 2025-12-31

export interface SeedOptions {
  rows?: number;
  /** Rebuild even when the table exists. */
  force?: boolean;
}

export interface SeedResult {
  created: boolean;
  rows: number;
}

/** Columns of demo_sales with SPEC §3 deTypes, for building its dataset's field catalogue. */
export const DEMO_SALES_COLUMNS = [
  { name: 'order_date', nativeType: 'DATE', deType: 1 },
  { name: 'province', nativeType: 'VARCHAR', deType: 0 },
  { name: 'province_code', nativeType: 'VARCHAR', deType: 0 },
  { name: 'city', nativeType: 'VARCHAR', deType: 0 },
  { name: 'city_code', nativeType: 'VARCHAR', deType: 0 },
  { name: 'category', nativeType: 'VARCHAR', deType: 0 },
  { name: 'product', nativeType: 'VARCHAR', deType: 0 },
  { name: 'channel', nativeType: 'VARCHAR', deType: 0 },
  { name: 'quantity', nativeType: 'INTEGER', deType: 2 },
  { name: 'amount', nativeType: 'DECIMAL(14,2)', deType: 2 },
  { name: 'profit', nativeType: 'DECIMAL(14,2)', deType: 2 },
] as const;

/**
 * Builds the demo table through the warehouse writer, on the same DuckDB instance the query
 * driver uses, so it may run before or after drivers opened the file.
 */
export async function seedDemoWarehouse(
  filePath: string,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const rows = options.rows ?? DEMO_DEFAULT_ROWS;
  if (!Number.isSafeInteger(rows) || rows < 1)
    throw new RangeError('rows must be a positive integer');
  const writer = await openWarehouseWriter(filePath);
  try {
    if (!options.force && (await writer.tableExists(DEMO_TABLE)))
      return { created: false, rows: await writer.rowCount(DEMO_TABLE) };
    return { created: true, rows: await writer.replaceTableAs(DEMO_TABLE, buildSql(rows)) };
  } finally {
    writer.close();
  }
}

/** SQL literal for the fixed lookup values above (no user input reaches this). */
const lit = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
const valuesList = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((row, i) => `(${[i, ...row].map(lit).join(', ')})`).join(',\n');

/** The demo rows as one SELECT, ordered so the table's row order is deterministic too. */
function buildSql(rows: number): string {
  // Independent pseudo-random streams per attribute: hash(i, k) for different k.
  // Seasonality: quantity grows toward year end (Q4 shopping festivals) via the month factor.
  return `
WITH cities(idx, province, province_code, city, city_code) AS (VALUES ${valuesList(DEMO_CITIES)}),
products(idx, category, product, price, margin) AS (VALUES ${valuesList(DEMO_PRODUCTS)}),
channels(idx, channel) AS (VALUES ${valuesList(DEMO_CHANNELS.map((c) => [c]))}),
draws AS (
  SELECT i,
    DATE '${FIRST_DAY}' + CAST(hash(i, 1) % ${DAY_COUNT} AS INTEGER) AS order_date,
    CAST(hash(i, 2) % ${DEMO_CITIES.length} AS INTEGER) AS city_idx,
    CAST(hash(i, 3) % ${DEMO_PRODUCTS.length} AS INTEGER) AS product_idx,
    CAST(hash(i, 4) % ${DEMO_CHANNELS.length} AS INTEGER) AS channel_idx,
    CAST(hash(i, 5) % 5 AS INTEGER) AS qty_draw,
    CAST(hash(i, 6) % 31 AS INTEGER) AS discount_draw,
    CAST(hash(i, 7) % 21 AS INTEGER) AS margin_draw
  FROM range(${rows}) r(i)
),
priced AS (
  SELECT d.i, d.order_date, c.province, c.province_code, c.city, c.city_code, p.category, p.product, ch.channel,
    1 + d.qty_draw + CASE WHEN month(d.order_date) >= 11 THEN 2 ELSE 0 END AS quantity,
    p.price * (0.85 + d.discount_draw / 200.0) AS unit_price,
    p.margin + (d.margin_draw - 10) / 200.0 AS margin
  FROM draws d
  JOIN cities c ON c.idx = d.city_idx
  JOIN products p ON p.idx = d.product_idx
  JOIN channels ch ON ch.idx = d.channel_idx
)
SELECT order_date, province, province_code, city, city_code, category, product, channel,
  CAST(quantity AS INTEGER) AS quantity,
  CAST(quantity * unit_price AS DECIMAL(14,2)) AS amount,
  CAST(quantity * unit_price * margin AS DECIMAL(14,2)) AS profit
FROM priced
ORDER BY i`;
}
