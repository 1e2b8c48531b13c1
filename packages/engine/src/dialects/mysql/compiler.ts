// MySQL-family SQL text: backtick identifiers, `?` placeholders, DATE_FORMAT for groupings.
import type { DateFormat } from '@tessera/contracts';
import type { DateGrouping } from '../../model/query-model.js';
import type { CompilerHooks } from '../types.js';
import type { CastParts } from '../expression-sql.js';
import { safeCast, standardFunction } from '../expression-sql.js';
import { quoteWith, standardInList, safeInt } from '../shared.js';

const FORMAT: Record<Exclude<DateGrouping, 'year-quarter'>, string> = {
  year: '%Y',
  'year-month': '%Y-%m',
  // %x/%v: ISO year and ISO week (Monday first), matching PostgreSQL IYYY-IW.
  'year-week': '%x-W%v',
  date: '%Y-%m-%d',
  'date-hour': '%Y-%m-%d %H',
  'date-hour-minute': '%Y-%m-%d %H:%i',
  'date-hour-minute-second': '%Y-%m-%d %H:%i:%s',
};

/** MySQL has no OFFSET without LIMIT; its manual's idiom is the largest unsigned BIGINT. */
const NO_LIMIT = '18446744073709551615';

const STR_TO_DATE: Record<DateFormat, string> = {
  'yyyy-MM-dd': '%Y-%m-%d',
  'yyyy/MM/dd': '%Y/%m/%d',
  yyyyMMdd: '%Y%m%d',
  'yyyy-MM-dd HH:mm:ss': '%Y-%m-%d %H:%i:%s',
  'yyyy/MM/dd HH:mm:ss': '%Y/%m/%d %H:%i:%s',
  // Read with day 1 appended: a month alone parses to day 0, which strict modes reject.
  'yyyy-MM': '%Y-%m-%d',
  'dd/MM/yyyy': '%d/%m/%Y',
  'MM/dd/yyyy': '%m/%d/%Y',
};

const castParts: CastParts = {
  toInteger: (expr) => `CAST(${expr} AS SIGNED)`,
  regexMatch: (expr, pattern) => `${expr} REGEXP '${pattern}'`,
  numberFromText: (expr) => `CAST(${expr} AS DOUBLE)`,
  numberToText: (expr) => `CAST(${expr} AS CHAR)`,
  timeToText: (expr) => `DATE_FORMAT(${expr}, '${FORMAT['date-hour-minute-second']}')`,
  parseDate(expr, format) {
    const text = format === 'yyyy-MM' ? `CONCAT(${expr()}, '-01')` : expr();
    return `CAST(STR_TO_DATE(${text}, '${STR_TO_DATE[format]}') AS DATETIME)`;
  },
};

export const mysqlCompiler: CompilerHooks = {
  quoteIdentifier: (name) => quoteWith('`', '`', name),
  placeholder: () => '?',
  formatDate(expr, grouping) {
    if (grouping === 'year-quarter')
      return `CONCAT(DATE_FORMAT(${expr}, '%Y'), '-Q', QUARTER(${expr}))`;
    return `DATE_FORMAT(${expr}, '${FORMAT[grouping]}')`;
  },
  limitOffset(limit, offset) {
    if (limit === undefined && offset === undefined) return '';
    const limitText = limit === undefined ? NO_LIMIT : String(safeInt(limit));
    return offset === undefined
      ? `LIMIT ${limitText}`
      : `LIMIT ${limitText} OFFSET ${safeInt(offset)}`;
  },
  likeEscapeChar: '!',
  inList: standardInList,
  callFunction(fn, args) {
    const a = (i: number) => args[i]?.() ?? 'NULL';
    switch (fn) {
      // CONCAT is NULL when any part is; the other databases skip NULL parts, as CONCAT_WS does.
      case 'concat':
        return `CONCAT_WS('', ${args.map((arg) => arg()).join(', ')})`;
      // LENGTH counts bytes here; characters elsewhere.
      case 'length':
        return `CHAR_LENGTH(${a(0)})`;
      case 'date_diff_day':
        return `DATEDIFF(${a(1)}, ${a(0)})`;
      case 'today':
        return 'CAST(CURRENT_DATE AS DATETIME)';
      case 'now':
        return 'NOW()';
      default:
        return standardFunction(fn, args, castParts);
    }
  },
  divide: (left, right) => `(${left} / NULLIF(${right}, 0))`,
  // mysql2 sends numbers and strings typed; only times need saying.
  typedParam: (placeholder, type) =>
    type === 'time' ? `CAST(${placeholder} AS DATETIME)` : placeholder,
  castValue: (expr, from, to, dateFormat) => safeCast(expr, from, to, dateFormat, castParts),
};
