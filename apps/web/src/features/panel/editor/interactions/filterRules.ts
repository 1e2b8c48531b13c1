import {
  DE_TYPE,
  type DatasetField,
  type FilterComponent,
  type FilterWidgetName,
} from '@tessera/contracts';
import { filterWidgetMeta } from '../../../../filters/registry';

/** SPEC §5: the field types a widget filters by, from its own meta (none when unknown). */
const fieldTypesOf = (name: FilterWidgetName): readonly number[] =>
  filterWidgetMeta(name)?.fieldTypes ?? [];

/** The confirm button filters nothing itself: it needs no field (nor a value). */
export const needsField = (name: FilterWidgetName) => fieldTypesOf(name).length > 0;

/** SPEC §5 filter-field rules: the fields a widget may filter by (visible ones of its types). */
export function acceptedFields(
  name: FilterWidgetName,
  fields: readonly DatasetField[],
): DatasetField[] {
  const types = fieldTypesOf(name);
  return fields.filter((field) => !field.hidden && types.includes(field.deType));
}

/** The i18n key of the rule the field list follows (text, number or time fields). */
export function fieldRuleKey(name: FilterWidgetName): string | null {
  const [type] = fieldTypesOf(name);
  if (type === undefined) return null;
  const kind = type === DE_TYPE.number ? 'number' : type === DE_TYPE.time ? 'time' : 'text';
  return `interactionEditor.filter.fieldRule.${kind}`;
}

/**
 * True when the widget cannot filter anything: it needs a field and has none. An empty default
 * value is a correct setup — the widget starts unset and filters nothing until the reader picks
 * a value — so it is not a problem (issue 19).
 */
export function missesField(component: FilterComponent): boolean {
  if (!needsField(component.serviceName)) return false;
  const { attrs } = component.options;
  return !attrs.datasetId || !attrs.fieldId;
}
