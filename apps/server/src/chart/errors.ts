import { isEngineError } from '@tessera/engine';
import { expressionFailure } from '../dataset/expression-errors.js';
import { AppError } from '../http/app-error.js';

/** Engine compile failures caused by the chart's wells rather than its filters. */
const WELL_FAILURES = new Set([
  'ENGINE_INVALID_AGGREGATE',
  'ENGINE_INVALID_DATE_GROUPING',
  'ENGINE_INVALID_SORT',
]);

/** A model the engine will not compile: the caller's filters or the chart's wells. */
export function compileError(error: unknown): AppError {
  // Already the caller's answer (a field hidden from them: FIELD_NOT_PERMITTED).
  if (error instanceof AppError) return error;
  // A calculated field of the dataset is refused (one stored past the E7 bounds, say).
  const expression = expressionFailure(error);
  if (expression) return expression;
  if (isEngineError(error))
    return new AppError(
      400,
      WELL_FAILURES.has(error.code) ? 'CHART_WELLS_INVALID' : 'CHART_FILTER_INVALID',
    );
  return new AppError(500, 'CHART_DATA_FAILED');
}
