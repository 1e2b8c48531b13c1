// The field catalogue is the only place column and table-alias names come from: a QueryModel
// names fields by id, and the compiler resolves ids here (SECURITY C2: unknown id → error).
// Calculated fields are parsed and typed once, here, so compiling a query only walks trees.
import type { DateFormat, DeType } from '@tessera/contracts';
import { DE_TYPE, MAX_EXPANDED_EXPRESSION_DEPTH } from '@tessera/contracts';
import { EngineError, isEngineError } from '../errors.js';
import type { ExprNode } from '../expression/ast.js';
import { analyseTree } from '../expression/analyse.js';
import {
  expansionOf,
  LEAF_EXPANSION,
  referenceDepths,
  referencesOf,
  type Expansion,
} from '../expression/expansion.js';
import { expressionBoundError, expressionError } from '../expression/expression-error.js';
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
  /** How deep and large the value's SQL is, references expanded (bounded: SECURITY E7). */
  expansion: Expansion;
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
  // Fields past a nesting or size bound (SECURITY E7), stored before the bounds existed: the
  // catalogue is still made, and using one of them (or a field that uses one) answers its
  // error, so charts that do not use it keep working. Other mistakes refuse the catalogue.
  const broken = new Map<string, EngineError>();
  const recordBound = (fieldId: string, error: unknown): void => {
    if (!isBoundError(error)) throw error;
    broken.set(fieldId, error);
  };
  /** A bound error reaching `fieldId`: its own, or that of a field it uses (then its too). */
  const isOwnOrInherited = (fieldId: string, error: EngineError): boolean => {
    const origin = error.details?.fieldId;
    return origin === fieldId || (typeof origin === 'string' && broken.has(origin));
  };
  for (const field of fields) {
    if (field.expression !== undefined) {
      try {
        parsed.set(
          field.id,
          withFieldId(field.id, () => parseExpression(field.expression ?? '', ids)),
        );
      } catch (error) {
        recordBound(field.id, error);
      }
    }
  }

  const resolved = new Map<string, ResolvedField>();
  const resolving = new Set<string>();
  // Fields are resolved depth first through their references. The depth expanded so far on
  // the way down is bounded before each step, so a long chain of fields referring to one
  // another is refused before it could exhaust the stack. Past the bound, the field at the top
  // of the path is the one too deep (the fields below it may be fine on their own): the
  // refusal is its own, at its first reference on the path.
  let pathDepth = 0;
  let pathTop: { fieldId: string; text: string; pos: number } | null = null;
  const resolveField = (meta: FieldMeta): ResolvedField => {
    const done = resolved.get(meta.id);
    if (done) return done;
    const failed = broken.get(meta.id);
    if (failed) throw failed;
    resolving.add(meta.id);
    try {
      const result = resolveOnce(meta);
      resolved.set(meta.id, result);
      return result;
    } catch (error) {
      if (!isBoundError(error)) throw error;
      if (isOwnOrInherited(meta.id, error)) broken.set(meta.id, error);
      throw error;
    } finally {
      resolving.delete(meta.id);
    }
  };
  const resolveOnce = (meta: FieldMeta): ResolvedField => {
    const tree = parsed.get(meta.id);
    const depths = tree ? referenceDepths(tree) : new Map<number, number>();
    return tree
      ? resolveCalculated(meta, tree, (refId, pos) => {
          const ref = byId.get(refId);
          const text = meta.expression ?? '';
          if (!ref) throw new EngineError('ENGINE_UNKNOWN_FIELD', 'Unknown field reference');
          if (resolving.has(refId)) {
            throw expressionError(text, pos, 'Calculated fields refer to each other in a cycle', {
              fieldId: meta.id,
            });
          }
          const step = depths.get(pos) ?? 1;
          const top = pathTop ?? { fieldId: meta.id, text, pos };
          if (pathDepth + step > MAX_EXPANDED_EXPRESSION_DEPTH) {
            const limit = MAX_EXPANDED_EXPRESSION_DEPTH;
            const error = expressionBoundError(top.text, top.pos, 'expanded-depth', limit);
            throw new EngineError(error.code, error.message, {
              ...error.details,
              fieldId: top.fieldId,
            });
          }
          const outer = pathTop;
          pathDepth += step;
          pathTop = top;
          try {
            return resolveField(ref);
          } finally {
            pathDepth -= step;
            pathTop = outer;
          }
        })
      : resolveColumn(meta);
  };
  // Referenced fields first, so resolving one never recurses through a chain of others; with
  // a cycle, in the list's order (the cycle is then refused where resolving meets it).
  const order = resolutionOrder(fields, byId, (id) => {
    const tree = parsed.get(id);
    return tree ? referencesOf(tree) : [];
  });
  for (const field of order ?? fields) {
    try {
      resolveField(field);
    } catch (error) {
      // Recorded as broken on the way out; anything else refuses the whole catalogue, and so
      // does any mistake when there is a cycle (which refuses it anyway).
      if (order === null || !isBoundError(error)) throw error;
    }
  }

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
      const failed = broken.get(fieldId);
      if (failed) throw failed;
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
    expansion: withCast(meta, meta.deType, LEAF_EXPANSION),
  };
}

/** A cast the field's value goes through is one more node over it. */
function withCast(meta: FieldMeta, from: DeType, expansion: Expansion): Expansion {
  if (!meta.cast || meta.cast.to === from) return expansion;
  return { depth: expansion.depth + 1, nodes: expansion.nodes + 1 };
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
  const expansion = withFieldId(meta.id, () =>
    expansionOf(meta.expression ?? '', analysed.tree, (refId) => {
      const ref = refs.get(refId);
      return ref ? ref.expansion : LEAF_EXPANSION;
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
    expansion: withCast(meta, analysed.deType, expansion),
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

/**
 * The fields in an order where each comes after those it refers to (a depth-first post-order,
 * walked with a stack of its own), or null when references run in a cycle.
 */
function resolutionOrder(
  fields: readonly FieldMeta[],
  byId: ReadonlyMap<string, FieldMeta>,
  referencesOfField: (fieldId: string) => readonly string[],
): FieldMeta[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const order: FieldMeta[] = [];
  for (const root of fields) {
    if (state.has(root.id)) continue;
    state.set(root.id, 'open');
    const stack = [{ meta: root, refs: referencesOfField(root.id), next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      const refId = top.refs[top.next];
      if (refId === undefined) {
        state.set(top.meta.id, 'done');
        order.push(top.meta);
        stack.pop();
        continue;
      }
      top.next += 1;
      const ref = byId.get(refId);
      const seen = state.get(refId);
      if (!ref || seen === 'done') continue;
      if (seen === 'open') return null;
      state.set(refId, 'open');
      stack.push({ meta: ref, refs: referencesOfField(refId), next: 0 });
    }
  }
  return order;
}

/** An expression past a nesting or size bound (SECURITY E7). */
function isBoundError(error: unknown): error is EngineError {
  return (
    isEngineError(error) &&
    error.code === 'ENGINE_EXPRESSION_INVALID' &&
    error.details?.bound !== undefined
  );
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
