// The shapes a warehouse write takes: column types it can declare and cells as parsers and
// drivers produce them.

/** Column types a bulk write can declare. */
export type WarehouseColumnType =
  | 'VARCHAR'
  | 'BIGINT'
  | 'DOUBLE'
  | 'BOOLEAN'
  | 'DATE'
  | 'TIMESTAMP'
  | `DECIMAL(${number},${number})`;

export interface WarehouseColumn {
  name: string;
  type: WarehouseColumnType;
}

/** A cell as parsers and drivers produce it; DuckDB casts text to the column's type. */
export type WarehouseCell = string | number | bigint | boolean | null;
export type WarehouseRow = readonly WarehouseCell[];

const DECIMAL_TYPE = /^DECIMAL\((\d{1,2}),(\d{1,2})\)$/;
const PLAIN_TYPES = new Set(['VARCHAR', 'BIGINT', 'DOUBLE', 'BOOLEAN', 'DATE', 'TIMESTAMP']);

/** The column's type as DDL text, after checking it is one the writer can declare. */
export function columnType(type: WarehouseColumnType): string {
  const decimal = DECIMAL_TYPE.exec(type);
  if (decimal) {
    const [precision, scale] = [Number(decimal[1]), Number(decimal[2])];
    if (precision >= 1 && precision <= 38 && scale <= precision) return type;
  } else if (PLAIN_TYPES.has(type)) return type;
  throw new RangeError(`Unsupported warehouse column type: ${type}`);
}
