// Typed expression tree → SqlExpr. Literals become typed bound parameters (never SQL text),
// references become the referenced field's own value, functions map to the dialect-neutral
// names CompilerHooks.callFunction renders.
import { EngineError } from '../errors.js';
import { DE_TYPE } from '../model/field-catalogue.js';
import type { ExprNode, ValueType } from '../expression/ast.js';
import type { FunctionName } from '../expression/functions.js';
import { AGGREGATE_FUNCTIONS } from '../expression/functions.js';
import type { SqlExpr, SqlFunction } from './ast.js';

/** Plain functions; aggregates, MOD and DATE_DIFF have nodes of their own. */
const CALLS: Partial<Record<FunctionName, SqlFunction>> = {
  CONCAT: 'concat',
  UPPER: 'upper',
  LOWER: 'lower',
  TRIM: 'trim',
  LENGTH: 'length',
  SUBSTRING: 'substring',
  REPLACE: 'replace',
  LEFT: 'left',
  RIGHT: 'right',
  ABS: 'abs',
  ROUND: 'round',
  CEIL: 'ceil',
  FLOOR: 'floor',
  POWER: 'power',
  SQRT: 'sqrt',
  LN: 'ln',
  LOG10: 'log10',
  YEAR: 'year',
  MONTH: 'month',
  DAY: 'day',
  QUARTER: 'quarter',
  HOUR: 'hour',
  TODAY: 'today',
  NOW: 'now',
  COALESCE: 'coalesce',
  IFNULL: 'coalesce',
  NULLIF: 'nullif',
};

/** `fieldValue` gives the SQL of a referenced field (a column, a cast, another calculation). */
export function expressionToSql(node: ExprNode, fieldValue: (fieldId: string) => SqlExpr): SqlExpr {
  const visit = (n: ExprNode): SqlExpr => {
    switch (n.kind) {
      case 'number':
        return { kind: 'param', value: n.value, type: 'number' };
      case 'string':
        return { kind: 'param', value: n.value, type: n.type === 'time' ? 'time' : 'text' };
      case 'null':
        return { kind: 'null' };
      case 'field':
        return fieldValue(n.fieldId);
      case 'negate':
        return { kind: 'negate', expr: visit(n.operand) };
      case 'not':
        return { kind: 'not', expr: visit(n.operand) };
      case 'arithmetic':
        return { kind: 'arithmetic', op: n.op, left: visit(n.left), right: visit(n.right) };
      case 'compare':
        return { kind: 'compare', op: n.op, left: visit(n.left), right: visit(n.right) };
      case 'logical':
        return { kind: 'logical', op: n.op, operands: [visit(n.left), visit(n.right)] };
      case 'isNull':
        return { kind: 'isNull', expr: visit(n.operand), negated: n.negated };
      case 'case':
        return {
          kind: 'case',
          branches: n.branches.map((b) => ({ when: visit(b.when), then: visit(b.then) })),
          otherwise: n.otherwise ? visit(n.otherwise) : null,
        };
      case 'dateDiff':
        return { kind: 'call', fn: `date_diff_${n.unit}`, args: [visit(n.start), visit(n.end)] };
      case 'call': {
        const args = n.args.map(visit);
        const aggregation = AGGREGATE_FUNCTIONS[n.fn];
        if (aggregation) return { kind: 'aggregate', fn: aggregation, arg: args[0] ?? null };
        if (n.fn === 'MOD') {
          return {
            kind: 'arithmetic',
            op: '%',
            left: args[0] as SqlExpr,
            right: args[1] as SqlExpr,
          };
        }
        if (n.fn === 'CONCAT') {
          // Numbers and times join as text in one format on every database.
          return {
            kind: 'call',
            fn: 'concat',
            args: args.map((arg, i) => asText(arg, n.args[i]?.type)),
          };
        }
        const fn = CALLS[n.fn];
        if (!fn) throw new EngineError('ENGINE_EXPRESSION_INVALID', 'Unknown function');
        return { kind: 'call', fn, args };
      }
    }
  };
  return visit(node);
}

function asText(expr: SqlExpr, type: ValueType | undefined): SqlExpr {
  if (type === 'number') return { kind: 'cast', expr, from: DE_TYPE.number, to: DE_TYPE.text };
  if (type === 'time') return { kind: 'cast', expr, from: DE_TYPE.time, to: DE_TYPE.text };
  return expr;
}
