// Driver rows → chart rows. Drivers hand back exact numbers as text (BIGINT, DECIMAL, HUGEINT)
// and dates as text; here number columns become JS numbers (when exact) and the rest strings,
// so every dialect yields the same row for the same data.
import { DE_TYPE } from '../model/field-catalogue.js';
import type { OutputColumn } from './build-select.js';
import type { QueryRow } from '../dialects/types.js';

export type CellValue = string | number | null;
export type ShapedRow = Record<string, CellValue>;

export function shapeRows(
  rows: readonly QueryRow[],
  columns: readonly OutputColumn[],
): ShapedRow[] {
  return rows.map((row) => {
    const shaped: ShapedRow = {};
    for (const column of columns)
      shaped[column.key] = shapeCell(row[column.key], column.deType === DE_TYPE.number);
    return shaped;
  });
}

function shapeCell(value: unknown, numeric: boolean): CellValue {
  if (value === null || value === undefined) return null;
  if (numeric) {
    const n = typeof value === 'number' ? value : Number(value);
    // Keep integers beyond 2^53 as exact text rather than silently rounding them.
    if (Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n))) return n;
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : String(value);
}
