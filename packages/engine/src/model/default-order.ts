// The order a grouped answer comes in when nobody chose one (issue 19 part 3). Without ORDER BY
// a database returns groups in whatever order its hash aggregation left them: a line over dates
// zigzags, and a bar chart reshuffles whenever a filter changes. One rule, used by every chart
// query (and so by the chart editor's preview, which asks the same path):
//
// - the user's own sorts come first, as chosen;
// - then every dimension they did not sort, ascending, in well order: dates (grouped as
//   `2024-05`, `2024-Q2`, … which sort as they read) and numbers run from small to large, text
//   from A to Z. Ascending by the dimension values, never by a measure, is what keeps the order
//   the same when a filter changes the numbers.
//
// Sorting every dimension also makes ties under a measure sort deterministic, so a row limit
// cuts the same rows each time.
import type { Sort } from '@tessera/contracts';

/** The most sort keys a query model takes (contracts sortSchema list). */
const MAX_SORT_KEYS = 16;

export function withDefaultOrder(userSorts: readonly Sort[], dimensionCount: number): Sort[] {
  const sorted = new Set(userSorts.filter((s) => s.target === 'dimension').map((s) => s.index));
  const defaults: Sort[] = [];
  for (let index = 0; index < dimensionCount; index += 1)
    if (!sorted.has(index)) defaults.push({ target: 'dimension', index, direction: 'asc' });
  return [...userSorts, ...defaults].slice(0, MAX_SORT_KEYS);
}
