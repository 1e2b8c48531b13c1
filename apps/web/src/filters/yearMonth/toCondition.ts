import type { FilterWidgetAttrs, FilterWidgetValue } from '@tessera/contracts';
import { periodCondition } from '../datePeriod/periodCondition';
import type { FilterConditionDraft } from '../types';

/** A month 'YYYY-MM' (several with attrs.multiple), matched as the whole month. */
export const yearMonthToCondition = (
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
): FilterConditionDraft | null => periodCondition(value, attrs, 'month', 'year-month');
