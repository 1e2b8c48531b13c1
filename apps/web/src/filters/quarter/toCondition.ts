import type { FilterWidgetAttrs, FilterWidgetValue } from '@tessera/contracts';
import { isPeriod } from '../datePeriod/periods';
import type { FilterConditionDraft } from '../types';

/** SPEC §9: the quarter picker maps quarters to the month ranges 01-03, 04-06, 07-09, 10-12. */
export const QUARTER_MONTHS = [
  ['01', '03'],
  ['04', '06'],
  ['07', '09'],
  ['10', '12'],
] as const;

/**
 * A quarter 'YYYY-Qn' as its months: `between` its first and last month, month-grouped, so the
 * server filters from the first month's start to the last month's end. The quarter widget is
 * single-choice (it offers no multiple switch); it reads its first item.
 */
export function quarterToCondition(
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
): FilterConditionDraft | null {
  const item = value[0];
  if (attrs.fieldId === null || !isPeriod('quarter', item)) return null;
  const year = item.slice(0, 4);
  const [first, last] = QUARTER_MONTHS[Number(item.slice(6)) - 1]!;
  return {
    fieldId: attrs.fieldId,
    operator: 'between',
    value: [`${year}-${first}`, `${year}-${last}`],
    dateGrouping: 'year-month',
  };
}
