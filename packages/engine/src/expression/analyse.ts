// Type inference and aggregate rules for a parsed expression. Produces a typed copy of the
// tree (every node's `type` set, string literals compared with times retyped as times), the
// result deType, whether it aggregates, and the fields it names.
import type { DeType } from '@tessera/contracts';
import { DE_TYPE } from '@tessera/contracts';
import type { ExprNode, ValueType } from './ast.js';
import { expressionError } from './expression-error.js';
import type { FunctionName } from './functions.js';
import { AGGREGATE_FUNCTIONS } from './functions.js';

/** What the analyser needs to know about a referenced field. */
export interface ReferencedField {
  deType: DeType;
  aggregated: boolean;
}

export interface AnalysedExpression {
  tree: ExprNode;
  deType: DeType;
  aggregated: boolean;
  /** Field ids named directly, in order of first appearance. */
  references: string[];
}

const TYPE_OF_DE: Record<DeType, ValueType> = { 0: 'text', 1: 'time', 2: 'number' };
const DE_OF_TYPE: Partial<Record<ValueType, DeType>> = {
  text: DE_TYPE.text,
  time: DE_TYPE.time,
  number: DE_TYPE.number,
};
const TIME_LITERAL = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

interface Typed {
  node: ExprNode;
  type: ValueType;
  aggregated: boolean;
  /** Offset of the first field reference outside any aggregate, if any. */
  barePos: number | null;
}

export function analyseTree(
  text: string,
  tree: ExprNode,
  fieldInfo: (fieldId: string, pos: number) => ReferencedField,
): AnalysedExpression {
  const references: string[] = [];
  const fail = (pos: number, message: string) => expressionError(text, pos, message);

  const typed = (
    node: ExprNode,
    type: ValueType,
    children: readonly Typed[],
    patch: Partial<ExprNode> = {},
  ): Typed => {
    const aggregated = children.some((c) => c.aggregated);
    const barePos = children.find((c) => c.barePos !== null)?.barePos ?? null;
    if (aggregated && barePos !== null) {
      throw fail(barePos, 'A field outside an aggregate cannot be mixed with aggregates');
    }
    return { node: { ...node, ...patch, type } as ExprNode, type, aggregated, barePos };
  };

  /** A string literal used where a time is expected becomes a time literal (format checked). */
  const coerce = (item: Typed, want: ValueType): Typed => {
    if (item.type === want || item.type === 'null') return item;
    if (want === 'time' && item.node.kind === 'string') {
      if (!TIME_LITERAL.test(item.node.value)) {
        throw fail(item.node.pos, "Expected a date like '2024-01-31' or '2024-01-31 13:45:00'");
      }
      return { ...item, type: 'time', node: { ...item.node, type: 'time' } };
    }
    throw fail(item.node.pos, `Expected a ${want} value`);
  };

  const notBoolean = (item: Typed): Typed => {
    if (item.type === 'boolean') throw fail(item.node.pos, 'Expected a value, not a condition');
    return item;
  };

  /** Several values that must share one type (CASE branches, COALESCE, comparisons). */
  const unify = (items: Typed[]): { items: Typed[]; type: ValueType } => {
    items.forEach(notBoolean);
    const decided = items.find((i) => i.type !== 'null' && i.node.kind !== 'string');
    const type = decided?.type ?? (items.some((i) => i.type === 'text') ? 'text' : 'null');
    return { items: items.map((i) => coerce(i, type)), type };
  };

  const visit = (node: ExprNode): Typed => {
    switch (node.kind) {
      case 'number':
        return typed(node, 'number', []);
      case 'string':
        return typed(node, 'text', []);
      case 'null':
        return typed(node, 'null', []);
      case 'field': {
        if (!references.includes(node.fieldId)) references.push(node.fieldId);
        const info = fieldInfo(node.fieldId, node.pos);
        const type = TYPE_OF_DE[info.deType];
        return {
          node: { ...node, type },
          type,
          aggregated: info.aggregated,
          barePos: info.aggregated ? null : node.pos,
        };
      }
      case 'negate': {
        const operand = coerce(visit(node.operand), 'number');
        return typed(node, 'number', [operand], { operand: operand.node });
      }
      case 'not': {
        const operand = coerce(visit(node.operand), 'boolean');
        return typed(node, 'boolean', [operand], { operand: operand.node });
      }
      case 'arithmetic': {
        const left = coerce(visit(node.left), 'number');
        const right = coerce(visit(node.right), 'number');
        return typed(node, 'number', [left, right], { left: left.node, right: right.node });
      }
      case 'compare': {
        const {
          items: [left, right],
        } = unify([visit(node.left), visit(node.right)]);
        if (!left || !right) throw fail(node.pos, 'Invalid comparison');
        return typed(node, 'boolean', [left, right], { left: left.node, right: right.node });
      }
      case 'logical': {
        const left = coerce(visit(node.left), 'boolean');
        const right = coerce(visit(node.right), 'boolean');
        return typed(node, 'boolean', [left, right], { left: left.node, right: right.node });
      }
      case 'isNull': {
        const operand = notBoolean(visit(node.operand));
        return typed(node, 'boolean', [operand], { operand: operand.node });
      }
      case 'case': {
        const whens = node.branches.map((b) => coerce(visit(b.when), 'boolean'));
        const values = node.branches.map((b) => visit(b.then));
        if (node.otherwise) values.push(visit(node.otherwise));
        const { items, type } = unify(values);
        const branches = node.branches.map((_, i) => ({
          when: (whens[i] as Typed).node,
          then: (items[i] as Typed).node,
        }));
        const otherwise = node.otherwise ? (items[items.length - 1] as Typed).node : null;
        return typed(node, type, [...whens, ...items], { branches, otherwise });
      }
      case 'dateDiff': {
        const start = coerce(visit(node.start), 'time');
        const end = coerce(visit(node.end), 'time');
        return typed(node, 'number', [start, end], { start: start.node, end: end.node });
      }
      case 'call':
        return visitCall(node);
    }
  };

  const visitCall = (node: Extract<ExprNode, { kind: 'call' }>): Typed => {
    const args = node.args.map(visit);
    const aggregation = AGGREGATE_FUNCTIONS[node.fn];
    if (aggregation) {
      const nested = args.find((a) => a.aggregated);
      if (nested) throw fail(nested.node.pos, 'Aggregates cannot be nested');
    }
    const { type, items } = callType(node.fn, args);
    const result = typed(node, type, items, { args: items.map((i) => i.node) });
    return aggregation ? { ...result, aggregated: true, barePos: null } : result;
  };

  const callType = (fn: FunctionName, args: Typed[]): { type: ValueType; items: Typed[] } => {
    const all = (want: ValueType) => args.map((a) => coerce(a, want));
    switch (fn) {
      case 'CONCAT':
        return { type: 'text', items: args.map(notBoolean) };
      case 'UPPER':
      case 'LOWER':
      case 'TRIM':
      case 'REPLACE':
        return { type: 'text', items: all('text') };
      case 'LENGTH':
        return { type: 'number', items: all('text') };
      case 'SUBSTRING':
      case 'LEFT':
      case 'RIGHT':
        return {
          type: 'text',
          items: args.map((a, i) => coerce(a, i === 0 ? 'text' : 'number')),
        };
      case 'ABS':
      case 'ROUND':
      case 'CEIL':
      case 'FLOOR':
      case 'POWER':
      case 'SQRT':
      case 'MOD':
      case 'LN':
      case 'LOG10':
      case 'SUM':
      case 'AVG':
        return { type: 'number', items: all('number') };
      case 'YEAR':
      case 'MONTH':
      case 'DAY':
      case 'QUARTER':
      case 'HOUR':
        return { type: 'number', items: all('time') };
      case 'DATE_DIFF':
        return { type: 'number', items: args };
      case 'TODAY':
      case 'NOW':
        return { type: 'time', items: [] };
      case 'COALESCE':
      case 'IFNULL':
      case 'NULLIF':
        return unify(args);
      case 'COUNT':
      case 'COUNT_DISTINCT':
        return { type: 'number', items: args.map(notBoolean) };
      case 'MIN':
      case 'MAX': {
        const item = notBoolean(args[0] as Typed);
        return { type: item.type, items: [item] };
      }
    }
  };

  const result = visit(tree);
  const deType = DE_OF_TYPE[result.type];
  if (deType === undefined) {
    throw fail(
      tree.pos,
      result.type === 'boolean'
        ? 'An expression must give a text, time or number value, not a condition'
        : 'The type of this expression cannot be told (only NULL)',
    );
  }
  return { tree: result.node, deType, aggregated: result.aggregated, references };
}
