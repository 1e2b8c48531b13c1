import type { DatasetFieldRow } from './repository.js';

/**
 * The calculated fields that use `fieldId`, directly or through other calculated fields, in
 * the dataset's field order. Expressions store references as `[fieldId]` (ids never collide
 * with other text: they are 32 hex digits), so a reference is found by its bracketed id.
 */
export function dependantsOf(
  fieldId: string,
  fields: readonly Pick<DatasetFieldRow, 'id' | 'name' | 'kind' | 'expression'>[],
): { id: string; name: string }[] {
  const found = new Set<string>();
  const pending = [fieldId];
  while (pending.length > 0) {
    const used = pending.pop() as string;
    for (const field of fields) {
      if (field.kind !== 'calculated' || found.has(field.id) || field.id === fieldId) continue;
      if (field.expression?.includes(`[${used}]`)) {
        found.add(field.id);
        pending.push(field.id);
      }
    }
  }
  return fields.filter((f) => found.has(f.id)).map((f) => ({ id: f.id, name: f.name }));
}
