import type { DeptNode } from '@tessera/contracts';

/** The node with this id anywhere in the tree, or null. */
export function findDept(tree: readonly DeptNode[], id: number): DeptNode | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findDept(node.children, id);
    if (found) return found;
  }
  return null;
}

/** The node's id and every id below it. */
export function subtreeIds(node: DeptNode): Set<number> {
  const ids = new Set<number>([node.id]);
  const walk = (children: readonly DeptNode[]) =>
    children.forEach((child) => {
      ids.add(child.id);
      walk(child.children);
    });
  walk(node.children);
  return ids;
}

/** The shown root (a tenant, or the top of an organisation administrator's subtree) holding id. */
export function rootOf(tree: readonly DeptNode[], id: number): DeptNode | null {
  return tree.find((root) => findDept([root], id) !== null) ?? null;
}

/** Ids of the nodes that have children: the tree opens them all unless the user closed one. */
export function parentIds(tree: readonly DeptNode[]): number[] {
  return tree.flatMap((node) =>
    node.children.length > 0 ? [node.id, ...parentIds(node.children)] : [],
  );
}

export interface ParentOption {
  value: number;
  title: string;
  disabled: boolean;
  children: ParentOption[];
}

/**
 * Where a node may move: within its own root only (a department never changes tenant), and never
 * under itself or its own descendants (SPEC §5) — those are shown, disabled, so the user sees why.
 */
export function moveTargets(tree: readonly DeptNode[], moving: DeptNode): ParentOption[] {
  const root = rootOf(tree, moving.id);
  if (!root) return [];
  const blocked = subtreeIds(moving);
  const option = (node: DeptNode): ParentOption => ({
    value: node.id,
    title: node.name,
    disabled: blocked.has(node.id),
    children: node.children.map(option),
  });
  return [option(root)];
}
