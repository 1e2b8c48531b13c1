import type { FilterWidgetAttrs, FilterWidgetValue, ScalarValue } from '@tessera/contracts';
import type { FilterConditionDraft } from '../types';
import { checkRange, parseEnd } from './validate';

/** One end of a stored value [min|null, max|null] (numeric text, e.g. from a URL, counts). */
function endOf(raw: ScalarValue | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  return typeof raw === 'number' ? raw : parseEnd(raw);
}

/**
 * SPEC §5 number range: only min → 'ge' [min]; only max → 'le' [max]; both → 'between'
 * [min, max]; none — or a value breaking the rules — clears the filter.
 */
export function toCondition(
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
): FilterConditionDraft | null {
  if (attrs.fieldId === null) return null;
  const checked = checkRange(endOf(value[0]), endOf(value[1]));
  if (!checked.value) return null;
  const [min, max] = checked.value;
  const fieldId = attrs.fieldId;
  if (min !== null && max !== null) return { fieldId, operator: 'between', value: [min, max] };
  if (min !== null) return { fieldId, operator: 'ge', value: [min] };
  if (max !== null) return { fieldId, operator: 'le', value: [max] };
  return null;
}
