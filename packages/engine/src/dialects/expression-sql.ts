// Building blocks for expression functions and safe casts, shared by the dialects: each
// dialect supplies the few pieces that differ (integer casts, regex match, date parsing) and
// overrides what it must. Nothing here knows which database it serves.
import type { DateFormat } from '@tessera/contracts';
import { DE_TYPE } from '../model/field-catalogue.js';
import type { DeType } from '../model/field-catalogue.js';
import type { SqlFunction } from '../sql/ast.js';
import type { SqlArg } from './types.js';

export interface FunctionParts {
  /** Cast to the integer type functions like LEFT or SUBSTR take. */
  toInteger(expr: string): string;
}

/** Rendering shared by every dialect unless it overrides a function. */
export function standardFunction(
  fn: SqlFunction,
  args: readonly SqlArg[],
  parts: FunctionParts,
): string {
  const a = (i: number): string => (args[i] as SqlArg)();
  const int = (i: number): string => parts.toInteger(a(i));
  switch (fn) {
    case 'concat':
      return `CONCAT(${args.map((arg) => arg()).join(', ')})`;
    case 'upper':
      return `UPPER(${a(0)})`;
    case 'lower':
      return `LOWER(${a(0)})`;
    case 'trim':
      return `TRIM(${a(0)})`;
    case 'length':
      return `LENGTH(${a(0)})`;
    case 'substring':
      return args.length > 2
        ? `SUBSTR(${a(0)}, ${int(1)}, ${int(2)})`
        : `SUBSTR(${a(0)}, ${int(1)})`;
    case 'replace':
      return `REPLACE(${a(0)}, ${a(1)}, ${a(2)})`;
    case 'left':
      return `LEFT(${a(0)}, ${int(1)})`;
    case 'right':
      return `RIGHT(${a(0)}, ${int(1)})`;
    case 'abs':
      return `ABS(${a(0)})`;
    case 'round':
      return args.length > 1 ? `ROUND(${a(0)}, ${int(1)})` : `ROUND(${a(0)})`;
    case 'ceil':
      return `CEIL(${a(0)})`;
    case 'floor':
      return `FLOOR(${a(0)})`;
    case 'power':
      return `POWER(${a(0)}, ${a(1)})`;
    // Out-of-domain input is NULL everywhere (some databases raise an error, some say NaN).
    case 'sqrt':
      return `CASE WHEN ${a(0)} >= 0 THEN SQRT(${a(0)}) END`;
    case 'ln':
      return `CASE WHEN ${a(0)} > 0 THEN LN(${a(0)}) END`;
    case 'log10':
      return `CASE WHEN ${a(0)} > 0 THEN LOG10(${a(0)}) END`;
    case 'year':
      return `EXTRACT(YEAR FROM ${a(0)})`;
    case 'month':
      return `EXTRACT(MONTH FROM ${a(0)})`;
    case 'day':
      return `EXTRACT(DAY FROM ${a(0)})`;
    case 'quarter':
      return `EXTRACT(QUARTER FROM ${a(0)})`;
    case 'hour':
      return `EXTRACT(HOUR FROM ${a(0)})`;
    // Calendar boundaries crossed from the first time to the second (DuckDB's date_diff).
    case 'date_diff_month':
      return `((EXTRACT(YEAR FROM ${a(1)}) - EXTRACT(YEAR FROM ${a(0)})) * 12 + EXTRACT(MONTH FROM ${a(1)}) - EXTRACT(MONTH FROM ${a(0)}))`;
    case 'date_diff_year':
      return `(EXTRACT(YEAR FROM ${a(1)}) - EXTRACT(YEAR FROM ${a(0)}))`;
    case 'date_diff_day':
      return `(CAST(${a(1)} AS DATE) - CAST(${a(0)} AS DATE))`;
    case 'today':
      return 'CAST(CURRENT_DATE AS TIMESTAMP)';
    case 'now':
      return 'LOCALTIMESTAMP';
    case 'coalesce':
      return `COALESCE(${args.map((arg) => arg()).join(', ')})`;
    case 'nullif':
      return `NULLIF(${a(0)}, ${a(1)})`;
    case 'repeat':
      return `REPEAT(${a(0)}, ${int(1)})`;
  }
}

/**
 * Text a number cast accepts: optional spaces and sign, digits with an optional fraction, an
 * optional small exponent (so every database can hold the value). No backslashes or quotes,
 * so it is the same literal in every dialect.
 */
export const NUMBER_TEXT_PATTERN =
  '^ *[-+]?([0-9]{1,38}([.][0-9]{0,38})?|[.][0-9]{1,38})([eE][-+]?[0-9]{1,2})? *$';

interface DateLayout {
  pattern: string;
  /** 1-based offsets of each part in the text (fixed width, checked by `pattern`). */
  year: number;
  month: number;
  day?: number;
  hour?: number;
}

const DIGITS = (n: number) => `[0-9]{${n}}`;
const YMD = (sep: string) => `${DIGITS(4)}${sep}${DIGITS(2)}${sep}${DIGITS(2)}`;
const HMS = `${DIGITS(2)}:${DIGITS(2)}:${DIGITS(2)}`;

export const DATE_LAYOUTS: Record<DateFormat, DateLayout> = {
  'yyyy-MM-dd': { pattern: `^${YMD('-')}$`, year: 1, month: 6, day: 9 },
  'yyyy/MM/dd': { pattern: `^${YMD('/')}$`, year: 1, month: 6, day: 9 },
  yyyyMMdd: { pattern: `^${YMD('')}$`, year: 1, month: 5, day: 7 },
  'yyyy-MM-dd HH:mm:ss': { pattern: `^${YMD('-')} ${HMS}$`, year: 1, month: 6, day: 9, hour: 12 },
  'yyyy/MM/dd HH:mm:ss': { pattern: `^${YMD('/')} ${HMS}$`, year: 1, month: 6, day: 9, hour: 12 },
  'yyyy-MM': { pattern: `^${DIGITS(4)}-${DIGITS(2)}$`, year: 1, month: 6 },
  'dd/MM/yyyy': { pattern: `^${DIGITS(2)}/${DIGITS(2)}/${DIGITS(4)}$`, year: 7, month: 4, day: 1 },
  'MM/dd/yyyy': { pattern: `^${DIGITS(2)}/${DIGITS(2)}/${DIGITS(4)}$`, year: 7, month: 1, day: 4 },
};

/** The integer parts of a date text (valid only once the layout's pattern matched). */
export interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

export interface CastParts extends FunctionParts {
  /** Condition: the text matches a regular expression (engine constant, no quotes). */
  regexMatch(expr: string, pattern: string): string;
  /** Trimmed number text (already checked) → number. */
  numberFromText(expr: string): string;
  numberToText(expr: string): string;
  timeToText(expr: string): string;
  /** A well-formed, valid date text → timestamp. */
  parseDate(expr: SqlArg, format: DateFormat, parts: DateParts): string;
}

/** The safe casts of CompilerHooks.castValue, from a dialect's parts. */
export function safeCast(
  expr: SqlArg,
  from: DeType,
  to: DeType,
  dateFormat: DateFormat | undefined,
  parts: CastParts,
): string {
  if (from === to) return expr();
  if (to === DE_TYPE.text) {
    return from === DE_TYPE.time ? parts.timeToText(expr()) : parts.numberToText(expr());
  }
  if (to === DE_TYPE.number) {
    return `CASE WHEN ${parts.regexMatch(expr(), NUMBER_TEXT_PATTERN)} THEN ${parts.numberFromText(`TRIM(${expr()})`)} END`;
  }
  return timeFromText(expr, DATE_LAYOUTS[dateFormat ?? 'yyyy-MM-dd HH:mm:ss'], dateFormat, parts);
}

/**
 * Text → time in one of the fixed formats: the pattern checks the shape, then the parts are
 * checked as a calendar date (month 1–12, day within its month, leap years), and only then
 * parsed, so no database ever sees text it would reject or silently roll over.
 */
function timeFromText(
  expr: SqlArg,
  layout: DateLayout,
  dateFormat: DateFormat | undefined,
  parts: CastParts,
): string {
  const at = (pos: number | undefined, len: number) => () =>
    pos === undefined ? '0' : parts.toInteger(`SUBSTR(${expr()}, ${pos}, ${len})`);
  const year = at(layout.year, 4);
  const month = at(layout.month, 2);
  const day = layout.day === undefined ? () => '1' : at(layout.day, 2);
  const hour = at(layout.hour, 2);
  const minute = at(layout.hour === undefined ? undefined : layout.hour + 3, 2);
  const second = at(layout.hour === undefined ? undefined : layout.hour + 6, 2);
  // Every part is rendered where it is used, in text order (see SqlArg).
  const leap = () => `${year()} % 4 = 0 AND (${year()} % 100 <> 0 OR ${year()} % 400 = 0)`;
  const monthDays = () =>
    `CASE WHEN ${month()} IN (4, 6, 9, 11) THEN 30 WHEN ${month()} = 2 THEN CASE WHEN ${leap()} THEN 29 ELSE 28 END ELSE 31 END`;
  const checks = [
    () => `${year()} >= 1`,
    () => `${month()} BETWEEN 1 AND 12`,
    ...(layout.day === undefined ? [] : [() => `${day()} BETWEEN 1 AND ${monthDays()}`]),
    ...(layout.hour === undefined
      ? []
      : [() => `${hour()} < 24`, () => `${minute()} < 60`, () => `${second()} < 60`]),
  ];
  const guard = parts.regexMatch(expr(), layout.pattern);
  const valid = checks.map((check) => check()).join(' AND ');
  const parsed = parts.parseDate(expr, dateFormat ?? 'yyyy-MM-dd HH:mm:ss', {
    get year() {
      return year();
    },
    get month() {
      return month();
    },
    get day() {
      return day();
    },
    get hour() {
      return hour();
    },
    get minute() {
      return minute();
    },
    get second() {
      return second();
    },
  });
  return `CASE WHEN ${guard} THEN CASE WHEN ${valid} THEN ${parsed} END END`;
}
