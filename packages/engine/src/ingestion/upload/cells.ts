// What a raw cell means as text, number or time: the one set of rules behind type inference,
// the check of a user's chosen types before an xlsx import, and the diagnosis of a failed CSV
// import. The text forms are those DuckDB casts the same way (ISO dates, plain numbers), so
// whatever inference accepts, DuckDB's CSV reader accepts too.
import type { UploadCellReason } from './errors.js';
import type { PreviewCell, RawCell, UploadColumnType } from './types.js';

/** Inference is strict: `007` stays text (codes keep their zeros). */
const INTEGER = /^[+-]?(?:0|[1-9]\d{0,18})$/;
const DECIMAL = /^[+-]?(?:(?:0|[1-9]\d*)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3})?$/;
/** Accepting is as lenient as DuckDB's cast when the user chose the type. */
const LOOSE_INTEGER = /^\s*[+-]?\d{1,19}\s*$/;
const LOOSE_DECIMAL = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3})?\s*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?$/;
const BIGINT_MAX = 2n ** 63n - 1n;
const BIGINT_MIN = -(2n ** 63n);

/** What a cell looks like, for inference. */
export type CellClass = 'empty' | 'integer' | 'decimal' | 'date' | 'timestamp' | 'text';

function validDay(y: string, m: string, d: string): boolean {
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function validTime(h: string, m: string, s: string | undefined): boolean {
  return Number(h) < 24 && Number(m) < 60 && (s === undefined || Number(s) < 60);
}

function inBigintRange(text: string): boolean {
  const value = BigInt(text.trim());
  return value >= BIGINT_MIN && value <= BIGINT_MAX;
}

export function isDateText(text: string): boolean {
  const m = DATE.exec(text);
  return m !== null && validDay(m[1]!, m[2]!, m[3]!);
}

export function isTimestampText(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  return m !== null && validDay(m[1]!, m[2]!, m[3]!) && validTime(m[4]!, m[5]!, m[6]);
}

const midnight = (date: Date) =>
  date.getUTCHours() === 0 &&
  date.getUTCMinutes() === 0 &&
  date.getUTCSeconds() === 0 &&
  date.getUTCMilliseconds() === 0;

export function classifyCell(cell: RawCell): CellClass {
  if (cell === null) return 'empty';
  if (typeof cell === 'number') return Number.isSafeInteger(cell) ? 'integer' : 'decimal';
  if (typeof cell === 'boolean') return 'text';
  if (cell instanceof Date) return midnight(cell) ? 'date' : 'timestamp';
  if (cell === '') return 'empty';
  if (INTEGER.test(cell)) return inBigintRange(cell) ? 'integer' : 'text';
  if (DECIMAL.test(cell)) return 'decimal';
  if (isDateText(cell)) return 'date';
  if (isTimestampText(cell)) return 'timestamp';
  return 'text';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date as DuckDB's DATE or TIMESTAMP text (exceljs gives workbook times as UTC dates). */
export function dateText(date: Date): string {
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  if (midnight(date)) return day;
  const ms = date.getUTCMilliseconds();
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${day} ${time}${ms ? `.${pad(ms, 3)}` : ''}`;
}

/** A cell as text (null stays null). */
export function cellText(cell: RawCell): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) return dateText(cell);
  return String(cell);
}

/** A cell as a preview shows it. */
export function previewCell(cell: RawCell): PreviewCell {
  if (cell instanceof Date) return dateText(cell);
  if (typeof cell === 'number' && !Number.isFinite(cell)) return String(cell);
  return cell;
}

export type Converted =
  { ok: true; value: string | number | bigint | null } | { ok: false; reason: UploadCellReason };

const fail = (reason: UploadCellReason): Converted => ({ ok: false, reason });

/**
 * A cell as a value of `type` for the warehouse appender, or why it does not fit. Text that
 * DuckDB will cast (dates, big integers) is passed as text.
 */
export function convertCell(cell: RawCell, type: UploadColumnType): Converted {
  if (cell === null || cell === '') return { ok: true, value: null };
  switch (type) {
    case 'VARCHAR':
      return { ok: true, value: cellText(cell) };
    case 'BIGINT':
      if (typeof cell === 'number')
        return Number.isSafeInteger(cell) ? { ok: true, value: cell } : fail('not-whole-number');
      if (typeof cell === 'string' && LOOSE_INTEGER.test(cell) && inBigintRange(cell))
        return { ok: true, value: BigInt(cell.trim()) };
      return fail('not-whole-number');
    case 'DOUBLE':
      if (typeof cell === 'number') return { ok: true, value: cell };
      if (typeof cell === 'string' && LOOSE_DECIMAL.test(cell))
        return { ok: true, value: Number(cell) };
      return fail('not-number');
    case 'DATE':
      if (cell instanceof Date)
        return midnight(cell) ? { ok: true, value: dateText(cell) } : fail('date-has-time');
      if (typeof cell === 'string' && isDateText(cell.trim()))
        return { ok: true, value: cell.trim() };
      return fail('not-date');
    case 'TIMESTAMP':
      if (cell instanceof Date) return { ok: true, value: dateText(cell) };
      if (typeof cell === 'string' && (isDateText(cell.trim()) || isTimestampText(cell.trim())))
        return { ok: true, value: cell.trim() };
      return fail('not-time');
  }
}
