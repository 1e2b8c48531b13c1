// The calculated-field expression language: parse, type, analyse. Pure; no SQL here.
export type {
  ArithmeticOp,
  DateDiffUnit,
  ExpressionComparisonOp,
  ExprNode,
  ValueType,
} from './ast.js';
export { parseExpression } from './parser.js';
export { analyseExpression } from './analyse-expression.js';
export type { AnalyseOptions, ExpressionAnalysis } from './analyse-expression.js';
export { FUNCTION_ARITY } from './functions.js';
export type { Expansion } from './expansion.js';
export type { ExpressionBound } from './expression-error.js';
export type { FunctionName } from './functions.js';
