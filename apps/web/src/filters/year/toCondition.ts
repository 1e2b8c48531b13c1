import type { FilterWidgetAttrs, FilterWidgetValue } from '@tessera/contracts';
import { periodCondition } from '../datePeriod/periodCondition';
import type { FilterConditionDraft } from '../types';

/** A year 'YYYY' (several with attrs.multiple), matched as the whole year. */
export const yearToCondition = (
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
): FilterConditionDraft | null => periodCondition(value, attrs, 'year', 'year');
