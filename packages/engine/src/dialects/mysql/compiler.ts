// MySQL-family SQL text: backtick identifiers, `?` placeholders, DATE_FORMAT for groupings.
import type { DateGrouping } from '../../model/query-model.js';
import type { CompilerHooks } from '../types.js';
import { quoteWith, safeInt } from '../shared.js';

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
};
