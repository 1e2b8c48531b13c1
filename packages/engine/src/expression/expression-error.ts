// Every expression mistake is one EngineError carrying where it is: the server shows
// "mistake at position N near …" from these details (contracts: ExpressionErrorDetail).
import { EngineError } from '../errors.js';

const NEAR_LENGTH = 20;

export function expressionError(
  text: string,
  position: number,
  message: string,
  extra: Record<string, unknown> = {},
): EngineError {
  const at = Math.max(0, Math.min(position, text.length));
  return new EngineError('ENGINE_EXPRESSION_INVALID', message, {
    ...extra,
    position: at,
    near: text.slice(at, at + NEAR_LENGTH),
  });
}

/**
 * Which bound an expression went past (SECURITY E7), in `details.bound` with its `limit`:
 * its own nesting, its nesting once the calculated fields it uses are expanded into it, or
 * its parts once expanded.
 */
export type ExpressionBound = 'depth' | 'expanded-depth' | 'expanded-size';

const BOUND_MESSAGES: Record<ExpressionBound, string> = {
  depth: 'Expression nested too deeply',
  'expanded-depth': 'Expression nested too deeply once the calculated fields it uses are expanded',
  'expanded-size': 'Expression too large once the calculated fields it uses are expanded',
};

export function expressionBoundError(
  text: string,
  position: number,
  bound: ExpressionBound,
  limit: number,
): EngineError {
  return expressionError(text, position, BOUND_MESSAGES[bound], { bound, limit });
}
