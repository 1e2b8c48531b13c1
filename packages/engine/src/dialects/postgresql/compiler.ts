// PostgreSQL SQL text: double-quoted identifiers, `$n` placeholders, to_char for groupings.
import type { DateGrouping } from '../../model/query-model.js';
import type { CompilerHooks, SqlArg } from '../types.js';
import type { CastParts } from '../expression-sql.js';
import { safeCast, standardFunction } from '../expression-sql.js';
import { quoteWith, standardInList, standardLimitOffset } from '../shared.js';

const FORMAT: Record<DateGrouping, string> = {
  year: 'YYYY',
  'year-quarter': 'YYYY-"Q"Q',
  'year-month': 'YYYY-MM',
  // ISO year and ISO week, matching MySQL %x-%v and DuckDB %G-%V.
  'year-week': 'IYYY-"W"IW',
  date: 'YYYY-MM-DD',
  'date-hour': 'YYYY-MM-DD HH24',
  'date-hour-minute': 'YYYY-MM-DD HH24:MI',
  'date-hour-minute-second': 'YYYY-MM-DD HH24:MI:SS',
};

const PARAM_TYPE = { text: 'TEXT', number: 'NUMERIC', time: 'TIMESTAMP' } as const;

const castParts: CastParts = {
  toInteger: (expr) => `CAST(${expr} AS INTEGER)`,
  regexMatch: (expr, pattern) => `${expr} ~ '${pattern}'`,
  numberFromText: (expr) => `CAST(${expr} AS NUMERIC)`,
  numberToText: (expr) => `CAST(${expr} AS TEXT)`,
  timeToText: (expr) => `to_char(${expr}, '${FORMAT['date-hour-minute-second']}')`,
  // Built from the checked parts rather than to_timestamp: no time zone round trip, no error.
  parseDate: (_expr, _format, p) =>
    `make_timestamp(${p.year}, ${p.month}, ${p.day}, ${p.hour}, ${p.minute}, ${p.second})`,
};

export const postgresqlCompiler: CompilerHooks = {
  quoteIdentifier: (name) => quoteWith('"', '"', name),
  placeholder: (position) => `$${position}`,
  formatDate: (expr, grouping) => `to_char(${expr}, '${FORMAT[grouping]}')`,
  limitOffset: standardLimitOffset,
  likeEscapeChar: '!',
  inList: standardInList,
  callFunction(fn, args) {
    // ROUND(x, n) exists only for NUMERIC in PostgreSQL.
    if (fn === 'round') {
      const [x, n] = args as [SqlArg, SqlArg | undefined];
      const value = `CAST(${x()} AS NUMERIC)`;
      return n ? `ROUND(${value}, CAST(${n()} AS INTEGER))` : `ROUND(${value})`;
    }
    return standardFunction(fn, args, castParts);
  },
  // NUMERIC so integers divide exactly, as they do in DuckDB and MySQL.
  divide: (left, right) => `(CAST(${left} AS NUMERIC) / NULLIF(${right}, 0))`,
  typedParam: (placeholder, type) => `CAST(${placeholder} AS ${PARAM_TYPE[type]})`,
  castValue: (expr, from, to, dateFormat) => safeCast(expr, from, to, dateFormat, castParts),
};
