import type { FilterWidgetAttrs, FilterWidgetValue } from '@tessera/contracts';
import type { FilterConditionDraft } from '../types';

/** The searched text: the value's one item, trimmed ('' when there is none). */
export function searchedText(value: FilterWidgetValue): string {
  const first = value[0];
  return first === null || first === undefined ? '' : String(first).trim();
}

/**
 * The text search input: one value, trimmed; the server matches rows whose field contains it
 * ('like'). Empty filters nothing.
 */
export function toCondition(
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
): FilterConditionDraft | null {
  if (attrs.fieldId === null) return null;
  const text = searchedText(value);
  if (text === '') return null;
  return { fieldId: attrs.fieldId, operator: 'like', value: [text] };
}
