// PostgreSQL SQL text: double-quoted identifiers, `$n` placeholders, to_char for groupings.
import type { DateGrouping } from '../../model/query-model.js';
import type { CompilerHooks } from '../types.js';
import { quoteWith, standardLimitOffset } from '../shared.js';

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

export const postgresqlCompiler: CompilerHooks = {
  quoteIdentifier: (name) => quoteWith('"', '"', name),
  placeholder: (position) => `$${position}`,
  formatDate: (expr, grouping) => `to_char(${expr}, '${FORMAT[grouping]}')`,
  limitOffset: standardLimitOffset,
  likeEscapeChar: '!',
};
