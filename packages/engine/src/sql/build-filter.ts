// Filter tree → WHERE expression. Every value becomes a `param` typed like the field, so each
// database compares like with like; fields are resolved through the catalogue.
import { EngineError } from '../errors.js';
import type { DeType, ResolvedField } from '../model/field-catalogue.js';
import { DE_TYPE } from '../model/field-catalogue.js';
import type { Condition, FilterNode, ScalarValue } from '../model/query-model.js';
import type { PeriodRange } from '../model/period-range.js';
import { periodRange } from '../model/period-range.js';
import type { ComparisonOp, SqlExpr } from './ast.js';

const COMPARISON: Record<'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le', ComparisonOp> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

/** A field as a filter sees it: its SQL value and its final type. */
export interface FilterTarget {
  field: ResolvedField;
  value: SqlExpr;
}

export function buildFilter(node: FilterNode, target: (fieldId: string) => FilterTarget): SqlExpr {
  if (node.kind !== 'condition') {
    // An empty AND is true and an empty OR is false, as in logic.
    if (node.children.length === 0) return { kind: 'constant', value: node.kind === 'and' };
    return {
      kind: 'logical',
      op: node.kind,
      operands: node.children.map((child) => buildFilter(child, target)),
    };
  }
  const resolved = target(node.fieldId);
  if (resolved.field.aggregated) {
    throw new EngineError('ENGINE_INVALID_FILTER', 'An aggregated field cannot filter rows', {
      fieldId: node.fieldId,
    });
  }
  return buildCondition(node, resolved.value, resolved.field.deType, node.fieldId);
}

function buildCondition(
  condition: Condition,
  expr: SqlExpr,
  deType: DeType,
  fieldId: string,
): SqlExpr {
  const param = (value: ScalarValue): SqlExpr => ({
    kind: 'param',
    value: coerce(value, deType, fieldId),
  });
  switch (condition.operator) {
    case 'eq':
    case 'ne':
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le':
      return {
        kind: 'compare',
        op: COMPARISON[condition.operator],
        left: expr,
        right: param(condition.value),
      };
    case 'in':
    case 'not_in':
      return {
        kind: 'in',
        expr,
        values: condition.value.map(param),
        negated: condition.operator === 'not_in',
      };
    case 'like':
    case 'not_like':
      if (deType !== DE_TYPE.text) {
        throw new EngineError('ENGINE_INVALID_FILTER', 'Like needs a text field', { fieldId });
      }
      // The pattern is completed by the renderer, which knows the dialect's escape character.
      return {
        kind: 'like',
        expr,
        pattern: { kind: 'param', value: condition.value },
        negated: condition.operator === 'not_like',
      };
    case 'between':
      return {
        kind: 'between',
        expr,
        low: param(condition.value[0]),
        high: param(condition.value[1]),
      };
    case 'period':
      return period(expr, deType, fieldId, periodRange(condition.grouping, condition.value));
    case 'is_null':
    case 'is_not_null':
      return { kind: 'isNull', expr, negated: condition.operator === 'is_not_null' };
    case 'empty':
    case 'not_empty':
      return emptiness(expr, deType, condition.operator === 'empty');
  }
}

/**
 * The field within [start, end): the column is compared with bound times, never formatted, so
 * an index on it still serves (sargable). Typed as times so a DATE column compares as a date.
 */
function period(expr: SqlExpr, deType: DeType, fieldId: string, range: PeriodRange): SqlExpr {
  if (deType !== DE_TYPE.time) {
    throw new EngineError('ENGINE_INVALID_FILTER', 'A period needs a time field', { fieldId });
  }
  const from: SqlExpr = {
    kind: 'compare',
    op: '>=',
    left: expr,
    right: { kind: 'param', value: range.start, type: 'time' },
  };
  if (range.end === null) return from;
  const to: SqlExpr = {
    kind: 'compare',
    op: '<',
    left: expr,
    right: { kind: 'param', value: range.end, type: 'time' },
  };
  return { kind: 'logical', op: 'and', operands: [from, to] };
}

/** Text is empty when NULL or ''; other types only when NULL (comparing them to '' is an error). */
function emptiness(expr: SqlExpr, deType: DeType, empty: boolean): SqlExpr {
  const isNull: SqlExpr = { kind: 'isNull', expr, negated: !empty };
  if (deType !== DE_TYPE.text) return isNull;
  const blank: SqlExpr = {
    kind: 'compare',
    op: empty ? '=' : '<>',
    left: expr,
    right: { kind: 'param', value: '' },
  };
  return { kind: 'logical', op: empty ? 'or' : 'and', operands: [isNull, blank] };
}

/** Bind values with the type of the field so every database compares like with like. */
function coerce(value: ScalarValue, deType: DeType, fieldId: string): ScalarValue {
  if (deType === DE_TYPE.number) {
    const n = typeof value === 'number' ? value : Number(value);
    if (typeof value === 'string' && (value.trim() === '' || !Number.isFinite(n))) {
      throw new EngineError('ENGINE_INVALID_FILTER', 'A number field needs a number value', {
        fieldId,
      });
    }
    return n;
  }
  if (deType === DE_TYPE.time && typeof value !== 'string') {
    throw new EngineError('ENGINE_INVALID_FILTER', 'A time field needs a date string value', {
      fieldId,
    });
  }
  return typeof value === 'string' ? value : String(value);
}
