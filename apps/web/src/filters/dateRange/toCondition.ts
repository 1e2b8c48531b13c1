import type { FilterWidgetAttrs, FilterWidgetValue } from '@tessera/contracts';
import { isPeriod } from '../datePeriod/periods';
import type { FilterConditionDraft } from '../types';

/** SPEC §5: a start later than the end is refused (the View says so). */
export function startAfterEnd(value: FilterWidgetValue): boolean {
  const [start, end] = value;
  return value.length === 2 && isPeriod('date', start) && isPeriod('date', end) && start > end;
}

/**
 * Two days 'YYYY-MM-DD' as `between`, date-grouped so the server includes the whole end day.
 * SPEC §5: anything but exactly two values yields no filter, as does a start after the end.
 */
export function dateRangeToCondition(
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
): FilterConditionDraft | null {
  if (attrs.fieldId === null || value.length !== 2) return null;
  const [start, end] = value;
  if (!isPeriod('date', start) || !isPeriod('date', end) || start > end) return null;
  return { fieldId: attrs.fieldId, operator: 'between', value: [start, end], dateGrouping: 'date' };
}
