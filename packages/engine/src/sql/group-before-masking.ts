// Masked dimensions are grouped before they are masked. A mask is string work on every row
// (length, left, right, repeat, concat: sql/mask-value.ts); grouping a million rows by a masked
// province cost six times the query without the mask (bench `rules`). When every measure
// re-aggregates exactly — a sum of sums, a sum of counts, a min of mins, a max of maxes — the
// rows are grouped by the raw value first, in a derived table, and only its groups are masked
// and grouped again: values that mask alike still merge into one group, the caller's filters
// and the row rule still read what they read, and no raw value leaves the database.
import type { Aggregation } from '../model/query-model.js';
import type { ColumnMask } from '../model/column-masks.js';
import type { SqlExpr, SqlFrom, SqlSelectItem } from './ast.js';
import { maskValue } from './mask-value.js';

/** How each measure's groups combine again; absent: it does not (an average, a distinct count). */
const REAGGREGATE: Partial<Record<Aggregation, Aggregation>> = {
  sum: 'sum',
  count: 'sum',
  min: 'min',
  max: 'max',
};

/** A dimension whose own field is masked: its value before the mask, and the mask. */
export interface MaskedDimension {
  raw: SqlExpr;
  mask: ColumnMask;
}

export interface GroupingPlan {
  /** Per output dimension: the masked ones (the rest are grouped as they are). */
  masked: readonly (MaskedDimension | undefined)[];
  /** Per measure: its aggregation, or null for an aggregated calculated field. */
  aggregations: readonly (Aggregation | null)[];
}

/** Whether grouping first gives the same answer: a masked dimension and re-aggregable measures. */
export function groupsBeforeMasking(plan: GroupingPlan): boolean {
  return (
    plan.masked.some(Boolean) &&
    plan.aggregations.length > 0 &&
    plan.aggregations.every((fn) => fn !== null && REAGGREGATE[fn] !== undefined)
  );
}

/**
 * The outer query's FROM and SELECT: the derived table groups the source (with its WHERE) by the
 * raw dimension values; the outer items mask them and combine the measures. The outer query
 * groups by every dimension again, as a single-phase query would.
 */
export function groupedThenMasked(
  plan: GroupingPlan,
  select: readonly SqlSelectItem[],
  source: { from: SqlFrom; where: SqlExpr | undefined },
  alias: string,
): { from: SqlFrom; select: SqlSelectItem[] } {
  const dimensionCount = plan.masked.length;
  const inner: SqlSelectItem[] = select.map((item, i) => {
    const masked = i < dimensionCount ? plan.masked[i] : undefined;
    return masked ? { expr: masked.raw, alias: item.alias } : item;
  });
  const column = (name: string): SqlExpr => ({ kind: 'column', tableAlias: alias, column: name });
  const outer: SqlSelectItem[] = select.map((item, i) => {
    if (i < dimensionCount) {
      const masked = plan.masked[i];
      const value = column(item.alias);
      return { expr: masked ? maskValue(value, masked.mask) : value, alias: item.alias };
    }
    const fn = plan.aggregations[i - dimensionCount];
    const again = fn ? REAGGREGATE[fn] : undefined;
    if (!again) throw new Error('groupedThenMasked: a measure that does not re-aggregate');
    return { expr: { kind: 'aggregate', fn: again, arg: column(item.alias) }, alias: item.alias };
  });
  return {
    from: {
      kind: 'select',
      select: {
        select: inner,
        from: source.from,
        where: source.where,
        groupBy: Array.from({ length: dimensionCount }, (_, i) => ({
          kind: 'position' as const,
          position: i + 1,
        })),
        orderBy: [],
      },
      alias,
    },
    select: outer,
  };
}
