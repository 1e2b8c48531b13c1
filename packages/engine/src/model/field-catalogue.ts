// The field catalogue is the only place column and table-alias names come from: a QueryModel
// names fields by id, and the compiler resolves ids here (SECURITY C2: unknown id → error).
// Calculated fields are parsed and typed once, here, so compiling a query only walks trees.
import type { DateFormat, DeType } from '@tessera/contracts';
import { DE_TYPE } from '@tessera/contracts';
import { EngineError, isEngineError } from '../errors.js';
import type { ExprNode } from '../expression/ast.js';
import { analyseTree } from '../expression/analyse.js';
import { expressionError } from '../expression/expression-error.js';
import { parseExpression } from '../expression/parser.js';
import { castAllowed } from './casts.js';

/** SPEC §3 field type codes: defined once in @tessera/contracts. */
export { DE_TYPE } from '@tessera/contracts';
export type { DeType } from '@tessera/contracts';

/** Read a field as another type; text → time needs one of the fixed DATE_FORMATS. */
export interface FieldCast {
  to: DeType;
  dateFormat?: DateFormat | undefined;
}

export interface FieldMeta {
  id: string;
  /** Column name exactly as stored in the source (may contain quotes, newlines…); unused when calculated. */
  column: string;
  /** Alias of the source (table or subquery) in the QueryModel that holds the column; unused when calculated. */
  tableAlias: string;
  /** The column's type in the source (before `cast`); for a calculated field, ignored (inferred). */
  deType: DeType;
  nativeType: string;
  /** A calculated field: expression text naming other fields as [fieldId]. */
  expression?: string | undefined;
  /** Read the column (or the expression's value) as another type. */
  cast?: FieldCast | undefined;
}

/** A field as the compiler uses it: its final type and, when calculated, its typed tree. */
export interface ResolvedField {
  meta: FieldMeta;
  /** The type the field reads as (after any cast). */
  deType: DeType;
  /** The type before the cast: the column's, or the one inferred from the expression. */
  baseDeType: DeType;
  /** Uses an aggregate: a chart takes it as a measure as-is, never inside another aggregate. */
  aggregated: boolean;
  /** Calculated fields: the typed tree; references to other fields stay `field` nodes. */
  tree: ExprNode | null;
  /** Fields named by the expression, directly. */
  references: readonly string[];
  /** Every field reached through references, transitively (for cycle checks). */
  dependsOn: ReadonlySet<string>;
  /** The column fields whose columns the value reads (itself, for a column field). */
  columns: readonly FieldMeta[];
}

export interface FieldCatalogue {
  resolve(fieldId: string): FieldMeta;
  /** The field with its final type and typed expression; unknown id → ENGINE_UNKNOWN_FIELD. */
  field(fieldId: string): ResolvedField;
  has(fieldId: string): boolean;
  readonly fields: readonly FieldMeta[];
}

export function createFieldCatalogue(fields: readonly FieldMeta[]): FieldCatalogue {
  const byId = new Map<string, FieldMeta>();
  for (const field of fields) {
    if (byId.has(field.id)) {
      throw new EngineError('ENGINE_INVALID_MODEL', 'Duplicate field id in catalogue', {
        fieldId: field.id,
      });
    }
    byId.set(field.id, field);
  }
  const ids = new Set(byId.keys());
  const parsed = new Map<string, ExprNode>();
  for (const field of fields) {
    if (field.expression !== undefined) {
      parsed.set(
        field.id,
        withFieldId(field.id, () => parseExpression(field.expression ?? '', ids)),
      );
    }
  }

  const resolved = new Map<string, ResolvedField>();
  const resolving = new Set<string>();
  const resolveField = (meta: FieldMeta): ResolvedField => {
    const done = resolved.get(meta.id);
    if (done) return done;
    resolving.add(meta.id);
    const tree = parsed.get(meta.id);
    const result = tree
      ? resolveCalculated(meta, tree, (refId, pos) => {
          const ref = byId.get(refId);
          if (!ref) throw new EngineError('ENGINE_UNKNOWN_FIELD', 'Unknown field reference');
          if (resolving.has(refId)) {
            throw expressionError(
              meta.expression ?? '',
              pos,
              'Calculated fields refer to each other in a cycle',
              {
                fieldId: meta.id,
              },
            );
          }
          return resolveField(ref);
        })
      : resolveColumn(meta);
    resolving.delete(meta.id);
    resolved.set(meta.id, result);
    return result;
  };
  for (const field of fields) resolveField(field);

  return {
    fields: [...fields],
    has: (fieldId) => byId.has(fieldId),
    resolve(fieldId) {
      const field = byId.get(fieldId);
      if (!field)
        throw new EngineError('ENGINE_UNKNOWN_FIELD', 'Unknown field reference', { fieldId });
      return field;
    },
    field(fieldId) {
      const field = resolved.get(fieldId);
      if (!field)
        throw new EngineError('ENGINE_UNKNOWN_FIELD', 'Unknown field reference', { fieldId });
      return field;
    },
  };
}

function resolveColumn(meta: FieldMeta): ResolvedField {
  return {
    meta,
    deType: castTarget(meta, meta.deType),
    baseDeType: meta.deType,
    aggregated: false,
    tree: null,
    references: [],
    dependsOn: new Set(),
    columns: [meta],
  };
}

function resolveCalculated(
  meta: FieldMeta,
  tree: ExprNode,
  reference: (fieldId: string, pos: number) => ResolvedField,
): ResolvedField {
  const refs = new Map<string, ResolvedField>();
  const analysed = withFieldId(meta.id, () =>
    analyseTree(meta.expression ?? '', tree, (refId, pos) => {
      const ref = reference(refId, pos);
      refs.set(refId, ref);
      return ref;
    }),
  );
  const dependsOn = new Set<string>();
  const columns = new Map<string, FieldMeta>();
  for (const [refId, ref] of refs) {
    dependsOn.add(refId);
    for (const id of ref.dependsOn) dependsOn.add(id);
    for (const column of ref.columns) columns.set(column.id, column);
  }
  return {
    meta,
    deType: castTarget(meta, analysed.deType),
    baseDeType: analysed.deType,
    aggregated: analysed.aggregated,
    tree: analysed.tree,
    references: analysed.references,
    dependsOn,
    columns: [...columns.values()],
  };
}

/** The cast's target type after checking the cast is one of the safe ones. */
function castTarget(meta: FieldMeta, from: DeType): DeType {
  const cast = meta.cast;
  if (!cast || cast.to === from) return from;
  if (!castAllowed(from, cast.to)) {
    throw new EngineError('ENGINE_INVALID_CAST', 'This type change is not allowed', {
      fieldId: meta.id,
      from,
      to: cast.to,
    });
  }
  if (cast.to === DE_TYPE.time && cast.dateFormat === undefined) {
    throw new EngineError('ENGINE_INVALID_CAST', 'Reading text as time needs a date format', {
      fieldId: meta.id,
      from,
      to: cast.to,
    });
  }
  return cast.to;
}

/** Expression errors of a catalogue field name the field, so the server can point at it. */
function withFieldId<T>(fieldId: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    // The innermost field wins: a cycle found inside a referenced field is that field's mistake.
    if (
      isEngineError(error) &&
      error.code === 'ENGINE_EXPRESSION_INVALID' &&
      error.details?.fieldId === undefined
    ) {
      throw new EngineError(error.code, error.message, { ...error.details, fieldId });
    }
    throw error;
  }
}
