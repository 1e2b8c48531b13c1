import type { FilterWidgetAttrs, FilterWidgetValue } from '@tessera/contracts';
import { convertSelectValue, selectCondition } from '../common/select';
import type { FilterConditionDraft } from '../types';

/** SPEC §9: one text value → 'eq', several (multiple) → 'in'; empty filters nothing. */
export const toCondition = (
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
): FilterConditionDraft | null => selectCondition(value, attrs, 'text');

/** SPEC §4: single → multiple wraps the value, multiple → single keeps its first item. */
export const convertValue = convertSelectValue;
