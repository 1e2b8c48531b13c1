// How large an expression becomes once the calculated fields it uses are expanded into it, as
// the SQL compiler inlines them (SECURITY E7): its depth, each reference counting a level of
// its own, and its nodes. A field used twice is inlined twice, so a few fields that each use
// the one before twice would otherwise compile to SQL of billions of nodes, and a chain of
// fields each within its own bound could still pass the database's depth limit.
import { MAX_EXPANDED_EXPRESSION_DEPTH, MAX_EXPANDED_EXPRESSION_NODES } from '@tessera/contracts';
import type { ExprNode } from './ast.js';
import { expressionBoundError } from './expression-error.js';

export interface Expansion {
  depth: number;
  nodes: number;
}

/** What a column (or any field without an expression) expands to. */
export const LEAF_EXPANSION: Expansion = { depth: 1, nodes: 1 };

/** The nodes right below `node`, in the order they are written. */
export function childrenOf(node: ExprNode): ExprNode[] {
  switch (node.kind) {
    case 'number':
    case 'string':
    case 'null':
    case 'field':
      return [];
    case 'negate':
    case 'not':
    case 'isNull':
      return [node.operand];
    case 'arithmetic':
    case 'compare':
    case 'logical':
      return [node.left, node.right];
    case 'case':
      return [
        ...node.branches.flatMap((b) => [b.when, b.then]),
        ...(node.otherwise ? [node.otherwise] : []),
      ];
    case 'call':
      return node.args;
    case 'dateDiff':
      return [node.start, node.end];
  }
}

/** The fields `tree` names, in the order they are written (repeats kept). */
export function referencesOf(tree: ExprNode): string[] {
  const ids: string[] = [];
  const walk = (node: ExprNode): void => {
    if (node.kind === 'field') ids.push(node.fieldId);
    for (const child of childrenOf(node)) walk(child);
  };
  walk(tree);
  return ids;
}

/**
 * The depth of each field reference in `tree`, by its position (the root is at depth 1). The
 * parser bounds the tree's depth, so this walk's recursion is bounded too.
 */
export function referenceDepths(tree: ExprNode): Map<number, number> {
  const depths = new Map<number, number>();
  const walk = (node: ExprNode, depth: number): void => {
    if (node.kind === 'field') depths.set(node.pos, depth);
    for (const child of childrenOf(node)) walk(child, depth + 1);
  };
  walk(tree, 1);
  return depths;
}

interface Measured extends Expansion {
  /** The reference on the deepest path, and the largest reference: where a refusal points. */
  deepestAt: number;
  largestAt: number;
  largest: number;
}

/**
 * The expansion of the expression `text` parsed as `tree`, given each referenced field's own;
 * refused at the reference that takes it past a bound.
 */
export function expansionOf(
  text: string,
  tree: ExprNode,
  expansionOfField: (fieldId: string) => Expansion,
): Expansion {
  const measure = (node: ExprNode): Measured => {
    if (node.kind === 'field') {
      const field = expansionOfField(node.fieldId);
      return {
        depth: field.depth + 1,
        nodes: field.nodes,
        deepestAt: node.pos,
        largestAt: node.pos,
        largest: field.nodes,
      };
    }
    const result: Measured = {
      depth: 1,
      nodes: 1,
      deepestAt: node.pos,
      largestAt: node.pos,
      largest: 0,
    };
    for (const child of childrenOf(node).map(measure)) {
      if (child.depth + 1 > result.depth) {
        result.depth = child.depth + 1;
        result.deepestAt = child.deepestAt;
      }
      result.nodes += child.nodes;
      if (child.largest > result.largest) {
        result.largest = child.largest;
        result.largestAt = child.largestAt;
      }
    }
    return result;
  };
  const { depth, nodes, deepestAt, largestAt } = measure(tree);
  if (depth > MAX_EXPANDED_EXPRESSION_DEPTH)
    throw expressionBoundError(text, deepestAt, 'expanded-depth', MAX_EXPANDED_EXPRESSION_DEPTH);
  if (nodes > MAX_EXPANDED_EXPRESSION_NODES)
    throw expressionBoundError(text, largestAt, 'expanded-size', MAX_EXPANDED_EXPRESSION_NODES);
  return { depth, nodes };
}
