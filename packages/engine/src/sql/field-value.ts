// The SQL value of a field: its column, or its calculation with references expanded, then its
// cast. Also checks that every column it reads belongs to a source of the query.
import { EngineError } from '../errors.js';
import type { ColumnMasks } from '../model/column-masks.js';
import { DE_TYPE, type FieldCatalogue, type ResolvedField } from '../model/field-catalogue.js';
import type { SqlExpr } from './ast.js';
import { expressionToSql } from './expression-to-sql.js';
import { maskValue } from './mask-value.js';

/**
 * With `masks`, a masked field's value is its masked text, and so is every reference to it
 * inside a calculation (a calculated field over a masked one computes on what the caller sees).
 */
export function fieldValue(
  field: ResolvedField,
  catalogue: FieldCatalogue,
  masks?: ColumnMasks,
): SqlExpr {
  const { meta } = field;
  const base: SqlExpr = field.tree
    ? expressionToSql(field.tree, (id) => fieldValue(catalogue.field(id), catalogue, masks))
    : { kind: 'column', tableAlias: meta.tableAlias, column: meta.column };
  const value: SqlExpr =
    meta.cast && meta.cast.to !== field.baseDeType
      ? {
          kind: 'cast',
          expr: base,
          from: field.baseDeType,
          to: meta.cast.to,
          dateFormat: meta.cast.dateFormat,
        }
      : base;
  const mask = masks?.get(meta.id);
  if (!mask) return value;
  // Only text is masked; a mask on anything else is a mistake upstream, refused, never ignored.
  if (field.deType !== DE_TYPE.text)
    throw new EngineError('ENGINE_INVALID_MODEL', 'Only a text field can be masked', {
      fieldId: meta.id,
    });
  return maskValue(value, mask);
}

/** Resolve a field for a query whose sources have these aliases (SECURITY C2). */
export function fieldInSources(
  fieldId: string,
  catalogue: FieldCatalogue,
  aliases: ReadonlySet<string>,
): ResolvedField {
  const field = catalogue.field(fieldId);
  for (const column of field.columns) {
    if (!aliases.has(column.tableAlias)) {
      throw new EngineError(
        'ENGINE_UNKNOWN_TABLE_ALIAS',
        'Field belongs to no source of this query',
        { fieldId },
      );
    }
  }
  return field;
}
