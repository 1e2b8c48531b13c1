// The whitelist of functions a calculated field may call (names case-insensitive). Anything not
// listed is refused by the parser; each entry says how many arguments it takes.
import type { Aggregation } from '../model/query-model.js';

export const FUNCTION_ARITY = {
  CONCAT: [1, 64],
  UPPER: [1, 1],
  LOWER: [1, 1],
  TRIM: [1, 1],
  LENGTH: [1, 1],
  SUBSTRING: [2, 3],
  REPLACE: [3, 3],
  LEFT: [2, 2],
  RIGHT: [2, 2],
  ABS: [1, 1],
  ROUND: [1, 2],
  CEIL: [1, 1],
  FLOOR: [1, 1],
  POWER: [2, 2],
  SQRT: [1, 1],
  MOD: [2, 2],
  LN: [1, 1],
  LOG10: [1, 1],
  YEAR: [1, 1],
  MONTH: [1, 1],
  DAY: [1, 1],
  QUARTER: [1, 1],
  HOUR: [1, 1],
  DATE_DIFF: [3, 3],
  TODAY: [0, 0],
  NOW: [0, 0],
  COALESCE: [1, 64],
  IFNULL: [2, 2],
  NULLIF: [2, 2],
  SUM: [1, 1],
  AVG: [1, 1],
  COUNT: [0, 1],
  COUNT_DISTINCT: [1, 1],
  MIN: [1, 1],
  MAX: [1, 1],
} as const satisfies Record<string, readonly [number, number]>;

export type FunctionName = keyof typeof FUNCTION_ARITY;

export const AGGREGATE_FUNCTIONS: Partial<Record<FunctionName, Aggregation>> = {
  SUM: 'sum',
  AVG: 'avg',
  COUNT: 'count',
  COUNT_DISTINCT: 'count_distinct',
  MIN: 'min',
  MAX: 'max',
};

export function isFunctionName(name: string): name is FunctionName {
  return Object.prototype.hasOwnProperty.call(FUNCTION_ARITY, name);
}
