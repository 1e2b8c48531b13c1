import type { ValidationKey } from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { LargeBodies } from './large-bodies.js';

/** Deepest JSON nesting any request may carry: filter trees are the deepest documents. */
export const MAX_JSON_DEPTH = 64;
/** Bodies of signed-in routes unless a route needs more (SECURITY E4, E5). */
export const DEFAULT_BODY_LIMIT = 256 * 1024;
/** Bodies of public routes: a sign-in is a few hundred bytes (SECURITY E5). */
export const PUBLIC_BODY_LIMIT = 4 * 1024;
/** What a body over its route's `maxJsonValues` is told: those routes carry filter values. */
const tooManyValues: ValidationKey = 'validation.filter.tooManyValues';

/**
 * What one pass over JSON text finds wrong with its shape before it is parsed: nesting deeper
 * than `maxDepth`, or more than `maxValues` values (counted as the commas outside strings, a
 * bound on the elements of every array and object). A deeply nested or enormously long body
 * costs a scan, never a parse of megabytes or a deep walk by a validator.
 */
export function jsonShapeProblem(
  text: string,
  maxDepth: number,
  maxValues = Infinity,
): 'depth' | 'values' | null {
  let depth = 0;
  let commas = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x2c) {
      commas += 1;
      if (commas > maxValues) return 'values';
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return 'depth';
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return null;
}

/** Whether JSON text nests deeper than `limit` (see jsonShapeProblem). */
export const nestsDeeperThan = (text: string, limit: number): boolean =>
  jsonShapeProblem(text, limit) === 'depth';

/**
 * Request bodies: JSON only (anything else is 415), bounded in size and in depth, parsed with
 * prototype-poisoning protection. Public routes get the small limit unless they set their own;
 * Fastify refuses a body whose Content-Length exceeds the limit before reading a byte of it.
 * A large body waits for a turn before it is scanned and parsed (`largeBodies`), so a burst of
 * them does not hold everyone else's requests.
 */
export function registerJsonBodies(app: FastifyInstance, largeBodies: LargeBodies): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  // Fastify's parser answers through its callback synchronously; this returns what it gave.
  const parseJson = (request: FastifyRequest, text: string): unknown => {
    let outcome: { error: Error | null; value: unknown } | undefined;
    defaultParser(request, text, (error, value) => (outcome = { error, value }));
    if (!outcome) throw new Error('the JSON parser did not answer synchronously');
    if (outcome.error) throw outcome.error;
    return outcome.value;
  };
  app.removeAllContentTypeParsers();
  const parseBody = (request: FastifyRequest, text: string): Promise<unknown> =>
    largeBodies.parse(request, text, () => {
      const { maxJsonValues } = request.routeOptions.config;
      const problem = jsonShapeProblem(text, MAX_JSON_DEPTH, maxJsonValues);
      if (problem === 'depth') throw new AppError(400, 'BAD_REQUEST');
      if (problem === 'values') throw new AppError(400, 'VALIDATION_FAILED', tooManyValues);
      return parseJson(request, text);
    });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseBody);
  app.addHook('onRoute', (route) => {
    if (route.config?.access?.kind === 'public' && route.bodyLimit === undefined)
      route.bodyLimit = PUBLIC_BODY_LIMIT;
  });
}
