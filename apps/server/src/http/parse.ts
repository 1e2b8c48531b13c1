import { isValidationKey } from '@tessera/contracts';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Strict parsing of a body, params or query with a contracts schema. The first issue's message
 * is a shared validation key when the schema set one, so the caller reads a localised reason.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue && isValidationKey(issue.message) ? issue.message : undefined;
  throw new AppError(400, 'VALIDATION_FAILED', key, {}, {});
}
