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
