import type { FilterWidgetAttrs, FilterWidgetValue } from '@tessera/contracts';
import { periodCondition } from '../datePeriod/periodCondition';
import type { FilterConditionDraft } from '../types';

/** A day 'YYYY-MM-DD' (several with attrs.multiple), matched as the whole day. */
export const dateToCondition = (
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
): FilterConditionDraft | null => periodCondition(value, attrs, 'date', 'date');
