// Measure-condition tree → HAVING expression (issue 8: "show groups whose total > 100").
// A condition names a measure by its position in `measures`; the condition is written on the
// measure's aggregate expression (PostgreSQL allows no output alias in HAVING) and every value
// is bound, typed as a number so `COUNT(*) > 2.5` is a comparison, not a cast error.
import { EngineError } from '../errors.js';
import type { DeType } from '../model/field-catalogue.js';
import { DE_TYPE } from '../model/field-catalogue.js';
import type { MeasureFilterNode } from '../model/query-model.js';
import type { ComparisonOp, SqlExpr } from './ast.js';

const COMPARISON: Record<'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le', ComparisonOp> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

/** A measure as HAVING sees it: its aggregate expression and the deType of its value. */
export interface HavingMeasure {
  expr: SqlExpr;
  deType: DeType;
}

export function buildHaving(node: MeasureFilterNode, measures: readonly HavingMeasure[]): SqlExpr {
  if (node.kind !== 'condition') {
    // An empty AND is true and an empty OR is false, as in the row filter.
    if (node.children.length === 0) return { kind: 'constant', value: node.kind === 'and' };
    return {
      kind: 'logical',
      op: node.kind,
      operands: node.children.map((child) => buildHaving(child, measures)),
    };
  }
  const measure = measures[node.measure];
  if (!measure) {
    throw new EngineError('ENGINE_INVALID_FILTER', 'A measure condition names a missing measure', {
      measure: node.measure,
    });
  }
  const expr = measure.expr;
  switch (node.operator) {
    case 'is_null':
    case 'is_not_null':
      return { kind: 'isNull', expr, negated: node.operator === 'is_not_null' };
    case 'between':
      return {
        kind: 'between',
        expr,
        low: bound(node.value[0], measure, node.measure),
        high: bound(node.value[1], measure, node.measure),
      };
    default:
      return {
        kind: 'compare',
        op: COMPARISON[node.operator],
        left: expr,
        right: bound(node.value, measure, node.measure),
      };
  }
}

/**
 * Values are numbers (the schema says so); a max of a date or of text compared with one is a
 * mistake, refused here rather than left to each database's conversion rules.
 */
function bound(value: number, measure: HavingMeasure, index: number): SqlExpr {
  if (measure.deType !== DE_TYPE.number) {
    throw new EngineError('ENGINE_INVALID_FILTER', 'A measure condition needs a number measure', {
      measure: index,
    });
  }
  return { kind: 'param', value, type: 'number' };
}
