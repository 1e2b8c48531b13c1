// The calculated-field expression tree. The parser builds it from text; the analyser types it;
// the SQL compiler turns it into SqlExpr nodes. Every node keeps the 0-based offset of its
// first character so a mistake found late (a type error) still points at the right place.
import type { FunctionName } from './functions.js';

export type ArithmeticOp = '+' | '-' | '*' | '/' | '%';
export type ExpressionComparisonOp = '=' | '<>' | '<' | '<=' | '>' | '>=';
export type DateDiffUnit = 'day' | 'month' | 'year';

/** Types an expression can have while it is checked: the three deTypes, truth values and NULL. */
export type ValueType = 'text' | 'time' | 'number' | 'boolean' | 'null';

interface At {
  pos: number;
  /** Set by the analyser; absent on a tree fresh from the parser. */
  type?: ValueType;
}

export type ExprNode = At &
  (
    | { kind: 'number'; value: number }
    | { kind: 'string'; value: string }
    | { kind: 'null' }
    | { kind: 'field'; fieldId: string }
    | { kind: 'negate'; operand: ExprNode }
    | { kind: 'not'; operand: ExprNode }
    | { kind: 'arithmetic'; op: ArithmeticOp; left: ExprNode; right: ExprNode }
    | { kind: 'compare'; op: ExpressionComparisonOp; left: ExprNode; right: ExprNode }
    | { kind: 'logical'; op: 'and' | 'or'; left: ExprNode; right: ExprNode }
    | { kind: 'isNull'; operand: ExprNode; negated: boolean }
    | { kind: 'case'; branches: { when: ExprNode; then: ExprNode }[]; otherwise: ExprNode | null }
    | { kind: 'call'; fn: FunctionName; args: ExprNode[] }
    | { kind: 'dateDiff'; unit: DateDiffUnit; start: ExprNode; end: ExprNode }
  );
