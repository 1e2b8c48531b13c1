// The SQL value of a field: its column, or its calculation with references expanded, then its
// cast. Also checks that every column it reads belongs to a source of the query.
import { EngineError } from '../errors.js';
import type { FieldCatalogue, ResolvedField } from '../model/field-catalogue.js';
import type { SqlExpr } from './ast.js';
import { expressionToSql } from './expression-to-sql.js';

export function fieldValue(field: ResolvedField, catalogue: FieldCatalogue): SqlExpr {
  const { meta } = field;
  const base: SqlExpr = field.tree
    ? expressionToSql(field.tree, (id) => fieldValue(catalogue.field(id), catalogue))
    : { kind: 'column', tableAlias: meta.tableAlias, column: meta.column };
  if (meta.cast && meta.cast.to !== field.baseDeType) {
    return {
      kind: 'cast',
      expr: base,
      from: field.baseDeType,
      to: meta.cast.to,
      dateFormat: meta.cast.dateFormat,
    };
  }
  return base;
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
