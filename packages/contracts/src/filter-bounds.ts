// Bounds on the conditions one call may carry (SECURITY E4, E7), checked on the raw input
// before any schema walks it: a tree is measured with an explicit stack (no recursion, so no
// depth can overflow it), and the walk stops at the first bound crossed. A refused call costs
// a glance at array lengths, never a validation of 200,000 values or a compile of a deep tree.
import { z } from 'zod';
import type { ValidationKey } from './validation-messages.js';

export const FILTER_BOUNDS = {
  /** Levels of AND/OR groups: the editor's filter builder nests two or three. */
  depth: 16,
  /** Conditions and groups in the trees of one call or one stored filter. */
  nodes: 1_000,
  /** Values in all the conditions of one call (every `in` list, every comparison). */
  values: 10_000,
} as const;

export type FilterBoundKey = Extract<
  ValidationKey,
  | 'validation.filter.tooDeep'
  | 'validation.filter.tooManyConditions'
  | 'validation.filter.tooManyValues'
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first bound that the given trees (conditions or AND/OR groups, as sent) cross together,
 * or null. Shapes are not checked here: the schema does that afterwards.
 */
export function filterBoundCrossed(roots: readonly unknown[]): FilterBoundKey | null {
  const stack: [node: unknown, depth: number][] = roots.map((root) => [root, 1]);
  let nodes = 0;
  let values = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (!isRecord(node)) continue;
    if (depth > FILTER_BOUNDS.depth) return 'validation.filter.tooDeep';
    nodes += 1;
    if (nodes > FILTER_BOUNDS.nodes) return 'validation.filter.tooManyConditions';
    const { value, children } = node;
    values += Array.isArray(value) ? value.length : value === undefined ? 0 : 1;
    if (values > FILTER_BOUNDS.values) return 'validation.filter.tooManyValues';
    if (Array.isArray(children)) {
      // More children than the node bound allows cannot pass: stop before stacking them.
      if (nodes + children.length > FILTER_BOUNDS.nodes)
        return 'validation.filter.tooManyConditions';
      for (const child of children) stack.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * `schema` behind the bounds: `rootsOf` picks the trees out of the raw input. A crossed bound
 * is the only issue reported (its validation key is the message), and the schema never runs.
 */
export function withinFilterBounds<S extends z.ZodType>(
  schema: S,
  rootsOf: (input: unknown) => readonly unknown[],
) {
  // Typed with the schema's own input, so callers keep their input types.
  return z.preprocess<z.input<S>, S, z.input<S>>((input, ctx) => {
    const crossed = filterBoundCrossed(rootsOf(input));
    if (crossed) ctx.addIssue({ code: 'custom', message: crossed, input });
    return input;
  }, schema);
}

/** The condition lists named by `keys` in an object input (a chart data request's lists). */
export const conditionLists =
  (...keys: readonly string[]) =>
  (input: unknown): readonly unknown[] =>
    isRecord(input) ? keys.flatMap((key) => (Array.isArray(input[key]) ? input[key] : [])) : [];

/** The input itself as the one tree (a stored filter, a query model's filter). */
export const asOneTree = (input: unknown): readonly unknown[] =>
  input === undefined ? [] : [input];
