import type { FieldCatalogue } from '@tessera/engine';
import { AppError } from '../http/app-error.js';
import type { ColumnScope } from './column-rules.js';

/**
 * Every field id a query model names, wherever it names one (dimensions, measures, filters
 * from the chart, its widgets, linkage and drill, sort and top N work by position): any
 * `fieldId` key at any depth, so a new place in the model is covered without a change here.
 */
export function fieldsNamedBy(model: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'fieldId' && typeof inner === 'string') ids.add(inner);
      else walk(inner);
    }
  };
  walk(model);
  return ids;
}

/**
 * Refuses (403 FIELD_NOT_PERMITTED) a query using a field hidden from the caller, named
 * directly or reached through a calculated field's expression (its references, transitively).
 */
export function assertFieldsPermitted(
  fieldIds: Iterable<string>,
  catalogue: FieldCatalogue,
  scope: ColumnScope,
): void {
  if (scope.hidden.size === 0) return;
  for (const id of fieldIds) {
    if (scope.hidden.has(id)) throw new AppError(403, 'FIELD_NOT_PERMITTED');
    if (!catalogue.has(id)) continue;
    let reached: ReadonlySet<string>;
    try {
      reached = catalogue.field(id).dependsOn;
    } catch {
      // A field the engine refuses is refused when the query compiles; nothing to check here.
      continue;
    }
    for (const ref of reached)
      if (scope.hidden.has(ref)) throw new AppError(403, 'FIELD_NOT_PERMITTED');
  }
}
