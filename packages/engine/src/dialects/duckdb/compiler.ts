// DuckDB SQL text: double-quoted identifiers, `$n` placeholders, strftime for date groupings.
import type { DateGrouping } from '../../model/query-model.js';
import type { CompilerHooks } from '../types.js';
import { quoteWith, standardLimitOffset } from '../shared.js';

const FORMAT: Record<Exclude<DateGrouping, 'year-quarter' | 'year-week'>, string> = {
  year: '%Y',
  'year-month': '%Y-%m',
  date: '%Y-%m-%d',
  'date-hour': '%Y-%m-%d %H',
  'date-hour-minute': '%Y-%m-%d %H:%M',
  'date-hour-minute-second': '%Y-%m-%d %H:%M:%S',
};

export const duckdbCompiler: CompilerHooks = {
  quoteIdentifier: (name) => quoteWith('"', '"', name),
  placeholder: (position) => `$${position}`,
  formatDate(expr, grouping) {
    if (grouping === 'year-quarter')
      return `strftime(${expr}, '%Y') || '-Q' || CAST(quarter(${expr}) AS VARCHAR)`;
    // ISO week and its ISO year, so 2024-12-30 is 2025-W01 as in the other dialects.
    if (grouping === 'year-week') return `strftime(${expr}, '%G-W%V')`;
    return `strftime(${expr}, '${FORMAT[grouping]}')`;
  },
  limitOffset: standardLimitOffset,
  likeEscapeChar: '!',
};
