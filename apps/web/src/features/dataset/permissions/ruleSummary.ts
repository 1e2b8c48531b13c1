import type { TFunction } from 'i18next';
import type { FilterNode, ScalarValue } from '@tessera/contracts';

const text = (value: ScalarValue) => String(value);

/**
 * A row permission's filter in one line, e.g. `region = ${user.region} AND amount ≥ 100`:
 * fields by their names (the id when the field is gone), nested groups in brackets.
 */
export function ruleSummary(
  node: FilterNode,
  fieldNames: ReadonlyMap<string, string>,
  t: TFunction,
): string {
  const walk = (item: FilterNode, nested: boolean): string => {
    if (item.kind !== 'condition') {
      const joiner = ` ${t(`datasetPermissions.summary.${item.kind}`)} `;
      const inner = item.children.map((child) => walk(child, true)).join(joiner);
      return nested && item.children.length > 1 ? `(${inner})` : inner;
    }
    const field = fieldNames.get(item.fieldId) ?? item.fieldId;
    const key = `datasetPermissions.summary.op.${item.operator}`;
    if (!('value' in item)) return t(key, { field });
    if (item.operator === 'between') {
      return t(key, { field, low: text(item.value[0]), high: text(item.value[1]) });
    }
    const value = Array.isArray(item.value) ? item.value.map(text).join(', ') : text(item.value);
    return t(key, { field, value });
  };
  return walk(node, false);
}
