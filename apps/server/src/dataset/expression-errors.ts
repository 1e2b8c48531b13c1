// A calculated-field expression the engine refuses, as the caller's error: where the mistake is
// (counted from 1 in the message, from 0 in `data` for the editor), and for an expression past
// a nesting or size bound (SECURITY E7), which bound. Saving such a field answers this, and so
// does using one stored before the bounds existed (a preview, chart data), instead of a 500
// from a stack overflow or a 502 from the database's own depth limit.
import type { ErrorCode } from '@tessera/contracts';
import { isEngineError, type ExpressionBound } from '@tessera/engine';
import { AppError } from '../http/app-error.js';

const BOUND_CODES: Record<ExpressionBound, ErrorCode> = {
  depth: 'DATASET_EXPRESSION_TOO_DEEP',
  'expanded-depth': 'DATASET_EXPRESSION_EXPANDED_TOO_DEEP',
  'expanded-size': 'DATASET_EXPRESSION_EXPANDED_TOO_LARGE',
};

const isBound = (value: unknown): value is ExpressionBound =>
  typeof value === 'string' && Object.hasOwn(BOUND_CODES, value);

/** The caller's error for an expression mistake, or null when `error` is not one. */
export function expressionFailure(error: unknown): AppError | null {
  if (!isEngineError(error) || error.code !== 'ENGINE_EXPRESSION_INVALID') return null;
  const { position, near, bound, limit, fieldId } = error.details ?? {};
  const at = typeof position === 'number' ? position : 0;
  const text = typeof near === 'string' ? near : '';
  // A stored field's mistake names the field, so the editor can open it.
  const data = { position: at, near: text, ...(typeof fieldId === 'string' ? { fieldId } : {}) };
  if (isBound(bound) && typeof limit === 'number')
    return new AppError(400, BOUND_CODES[bound], undefined, {
      max: limit.toLocaleString('en-US'),
      position: at + 1,
      near: text,
    }).withData(data);
  return new AppError(400, 'DATASET_EXPRESSION_INVALID', undefined, {
    position: at + 1,
    near: text,
  }).withData(data);
}

/** Runs `work`, answering an expression mistake it meets as the caller's error. */
export function withExpressionErrors<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw expressionFailure(error) ?? error;
  }
}
