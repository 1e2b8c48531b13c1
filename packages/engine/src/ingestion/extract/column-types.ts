// Source result columns → warehouse column types, and source cells → cells the warehouse
// appender takes. Drivers hand values over in their own shapes: PostgreSQL int8 and numeric as
// strings (exact), dates and timestamps as text (the driver keeps them so), booleans as
// booleans, json as parsed objects; mysql2 BIGINT and DECIMAL as strings, DATETIME as text,
// BIT as a Buffer. Exact strings go to DuckDB as text and DuckDB casts them to the column's
// type, so no value is rounded through a JS double on the way.
import type { ResultColumn } from '../../dialects/types.js';
import type { WarehouseCell, WarehouseColumnType } from '../warehouse/writer.js';

/**
 * Type of a DECIMAL/NUMERIC column whose precision the result does not carry (neither pg nor
 * mysql2 result metadata reaches the engine with it): 28 integer and 10 fractional digits hold
 * money, quantities and ratios exactly; an integer part wider than 28 digits fails the sync with
 * a clear error rather than losing digits, and fractions beyond 10 digits are rounded. A caller
 * that knows the declared precision passes `columns` to runExtract instead.
 */
export const UNSIZED_DECIMAL: WarehouseColumnType = 'DECIMAL(38,10)';

const DECIMAL_WITH_SIZE = /^(?:decimal|numeric)\s*\(\s*(\d{1,2})\s*(?:,\s*(\d{1,2})\s*)?\)$/i;

/** First word of the native type, lower case, without size or array suffix. */
function baseName(nativeType: string): string {
  return nativeType
    .trim()
    .toLowerCase()
    .replace(/\(.*$/, '')
    .replace(/\s+(unsigned|signed|zerofill)\b.*$/, '')
    .trim();
}

const INTEGER_NAMES = new Set([
  'int2',
  'int4',
  'int8',
  'smallint',
  'integer',
  'int',
  'bigint',
  'tinyint',
  'mediumint',
  'year',
  'serial',
  'bigserial',
  'smallserial',
  'oid',
  'utinyint',
  'usmallint',
  'uinteger',
]);
const FLOAT_NAMES = new Set(['float4', 'float8', 'real', 'float', 'double', 'double precision']);
const DECIMAL_NAMES = new Set(['numeric', 'decimal', 'hugeint', 'ubigint', 'uhugeint']);
const TIMESTAMP_NAMES = new Set([
  'timestamp',
  'timestamptz',
  'datetime',
  'timestamp with time zone',
  'timestamp without time zone',
  'timestamp_s',
  'timestamp_ms',
  'timestamp_ns',
]);

/** The warehouse type a result column is extracted into; anything unrecognised is text. */
export function warehouseTypeOf(column: ResultColumn): WarehouseColumnType {
  const sized = DECIMAL_WITH_SIZE.exec(column.nativeType.trim());
  if (sized) {
    const precision = Number(sized[1]);
    const scale = Number(sized[2] ?? 0);
    if (precision >= 1 && precision <= 38 && scale <= precision)
      return `DECIMAL(${precision},${scale})`;
    return UNSIZED_DECIMAL;
  }
  const name = baseName(column.nativeType);
  if (/\[\d*\]$/.test(column.nativeType.trim())) return 'VARCHAR';
  if (INTEGER_NAMES.has(name)) return 'BIGINT';
  if (FLOAT_NAMES.has(name)) return 'DOUBLE';
  if (DECIMAL_NAMES.has(name)) return name === 'ubigint' ? 'DECIMAL(20,0)' : UNSIZED_DECIMAL;
  if (name === 'bool' || name === 'boolean') return 'BOOLEAN';
  if (name === 'date') return 'DATE';
  if (TIMESTAMP_NAMES.has(name)) return 'TIMESTAMP';
  // money ('$1,234.56'), time, interval, uuid, json, bit, blobs, enums: kept as their text.
  return 'VARCHAR';
}

export type CellConverter = (value: unknown) => WarehouseCell;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A JS Date as DuckDB timestamp text, in UTC (the instant, whatever the server's zone). */
function timestampText(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}`;
}

/** Any value as text: JSON for objects and arrays, hex for bytes. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return timestampText(value);
  if (Buffer.isBuffer(value)) return value.toString('hex');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** MySQL's zero dates ('0000-00-00', '0000-00-00 00:00:00') mean "no date": stored as NULL. */
const ZERO_DATE = /^0000-00-00/;

const toText: CellConverter = (v) => (v === null || v === undefined ? null : asText(v));

/** Numbers stay numbers; exact strings (int8, numeric, DECIMAL) stay strings for DuckDB to cast. */
const toNumber: CellConverter = (v) => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (Buffer.isBuffer(v)) return v.length === 0 ? 0n : BigInt(`0x${v.toString('hex')}`);
  return asText(v);
};

const toBoolean: CellConverter = (v) => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number' || typeof v === 'bigint') return Number(v) !== 0;
  return asText(v);
};

const toDate =
  (withTime: boolean): CellConverter =>
  (v) => {
    if (v === null || v === undefined) return null;
    if (v instanceof Date) {
      if (Number.isNaN(v.getTime())) return null;
      const text = timestampText(v);
      return withTime ? text : text.slice(0, 10);
    }
    const text = asText(v);
    return ZERO_DATE.test(text) ? null : text;
  };

/** How each cell of a column of `type` is handed to the appender. */
export function cellConverter(type: WarehouseColumnType): CellConverter {
  switch (type) {
    case 'VARCHAR':
      return toText;
    case 'BOOLEAN':
      return toBoolean;
    case 'DATE':
      return toDate(false);
    case 'TIMESTAMP':
      return toDate(true);
    default:
      return toNumber;
  }
}
