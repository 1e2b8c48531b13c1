import type { FilterWidgetAttrs, FilterWidgetValue, ScalarValue } from '@tessera/contracts';
import type { FilterConditionDraft } from '../types';

/**
 * The rules shared by the select and grid widgets (text and number): SPEC §9 operators (one
 * value → 'eq', several → 'in') and SPEC §4 switching single ↔ multiple.
 */

export type SelectKind = 'text' | 'number';

/**
 * A value as the widget's kind keeps it, or null when it is not one. Numbers stay numbers (a
 * number arriving as text, e.g. from a URL filter, becomes one); texts stay texts.
 */
export function asKindValue(raw: ScalarValue | null, kind: SelectKind): ScalarValue | null {
  if (raw === null) return null;
  if (kind === 'text') return typeof raw === 'string' ? raw : String(raw);
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (raw.trim() === '') return null;
  const parsed = Number(raw);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The distinct values of a widget's value that its kind accepts, in their order. */
export function kindValues(value: FilterWidgetValue, kind: SelectKind): ScalarValue[] {
  const seen = new Set<ScalarValue>();
  for (const raw of value) {
    const v = asKindValue(raw, kind);
    if (v !== null) seen.add(v);
  }
  return [...seen];
}

/** SPEC §9: a single select filters with 'eq', a multiple one with 'in'; empty filters nothing. */
export function selectCondition(
  value: FilterWidgetValue,
  attrs: FilterWidgetAttrs,
  kind: SelectKind,
): FilterConditionDraft | null {
  if (attrs.fieldId === null) return null;
  const values = kindValues(value, kind);
  if (values.length === 0) return null;
  if (!attrs.multiple) return { fieldId: attrs.fieldId, operator: 'eq', value: [values[0]!] };
  return { fieldId: attrs.fieldId, operator: 'in', value: values };
}

/** SPEC §4: to multiple the value stays a list; to single it keeps its first item. */
export function convertSelectValue(value: FilterWidgetValue, multiple: boolean): FilterWidgetValue {
  if (multiple) return [...value];
  return value.length > 0 ? [value[0]!] : [];
}

/**
 * SPEC §4: switching single ↔ multiple converts the value in the designer (where it is the
 * saved default), and resets it anywhere else.
 */
export function valueAfterModeSwitch(
  value: FilterWidgetValue,
  multiple: boolean,
  inDesigner: boolean,
): FilterWidgetValue {
  return inDesigner ? convertSelectValue(value, multiple) : [];
}
