import type { DateGrouping, FilterWidgetAttrs, FilterWidgetValue } from '@tessera/contracts';
import type { FilterConditionDraft } from '../types';
import { filledItems, isPeriod, type PeriodKind } from './periods';

/**
 * The condition of a single- or multiple-choice period widget (date, month, year): one period
 * is an `eq`, several (attrs.multiple) an `in`, both date-grouped so the server matches the
 * whole day, month or year. Nothing chosen, or any item that is not a real period of the kind,
 * filters nothing: a half-understood choice must not narrow the charts silently.
 */
export function periodCondition(
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
  kind: PeriodKind,
  dateGrouping: DateGrouping,
): FilterConditionDraft | null {
  if (attrs.fieldId === null) return null;
  if (!attrs.multiple) {
    // A single-choice widget reads its first item, as switching from multiple keeps it (SPEC §4).
    const first = value[0];
    if (!isPeriod(kind, first)) return null;
    return { fieldId: attrs.fieldId, operator: 'eq', value: [first], dateGrouping };
  }
  const items = filledItems(value);
  if (items.length === 0) return null;
  const periods: string[] = [];
  for (const item of items) {
    if (!isPeriod(kind, item)) return null;
    if (!periods.includes(item)) periods.push(item);
  }
  return { fieldId: attrs.fieldId, operator: 'in', value: periods, dateGrouping };
}
