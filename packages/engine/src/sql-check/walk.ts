// A depth-first walk over a parser's JSON tree that stops at the first refusal. The checks look
// at every object wherever it sits, so a forbidden node cannot hide in a part of the tree a
// hand-written visitor forgot (a CTE, a lateral join, a window frame, a lambda, a VALUES list).
import type { SqlRefused } from './types.js';

export type JsonObject = { readonly [key: string]: unknown };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Calls `visit` on every object in the tree, parents before children, in text order. */
export function findRefusal(
  root: unknown,
  visit: (node: JsonObject) => SqlRefused | undefined,
): SqlRefused | undefined {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
      continue;
    }
    if (!isObject(value)) continue;
    const refused = visit(value);
    if (refused) return refused;
    const children = Object.values(value);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return undefined;
}
