import type { MenuNode } from '@tessera/contracts';

/**
 * Menu authorisation ticks (SPEC §6). A held page needs its folder, and an operation its page,
 * so ticking a node ticks its ancestors and unticking one unticks what lies below it. A page's
 * operations are granted one by one: ticking "Charts" does not grant "Manage charts". A folder
 * ticks (or unticks) everything in it, and goes when its last page does.
 */
export interface MenuIndex {
  nodes: Map<number, MenuNode>;
  parent: Map<number, number>;
}

export function indexMenus(tree: readonly MenuNode[]): MenuIndex {
  const nodes = new Map<number, MenuNode>();
  const parent = new Map<number, number>();
  const walk = (list: readonly MenuNode[], pid: number | null) =>
    list.forEach((node) => {
      nodes.set(node.id, node);
      if (pid !== null) parent.set(node.id, pid);
      walk(node.children, node.id);
    });
  walk(tree, null);
  return { nodes, parent };
}

const below = (node: MenuNode): number[] =>
  node.children.flatMap((child) => [child.id, ...below(child)]);

const ancestors = (index: MenuIndex, id: number): number[] => {
  const out: number[] = [];
  for (let pid = index.parent.get(id); pid !== undefined; pid = index.parent.get(pid)) {
    out.push(pid);
  }
  return out;
};

/** The held ids after the user ticked (on) or unticked a node. */
export function toggleMenu(
  index: MenuIndex,
  held: ReadonlySet<number>,
  id: number,
  on: boolean,
): Set<number> {
  const node = index.nodes.get(id);
  const next = new Set(held);
  if (!node) return next;
  const folder = node.type === 0;
  if (on) {
    [id, ...ancestors(index, id), ...(folder ? below(node) : [])].forEach((x) => next.add(x));
    return next;
  }
  [id, ...below(node)].forEach((x) => next.delete(x));
  // A folder left with nothing held in it opens nothing: it goes too.
  for (const pid of ancestors(index, id)) {
    const parent = index.nodes.get(pid);
    if (parent?.type === 0 && !below(parent).some((x) => next.has(x))) next.delete(pid);
  }
  return next;
}

/**
 * What the tree shows for the held ids: a page or operation is ticked when held; a folder is
 * ticked when everything in it is, half-ticked when some of it is.
 */
export function checkState(
  tree: readonly MenuNode[],
  held: ReadonlySet<number>,
): { checked: number[]; halfChecked: number[] } {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  const walk = (list: readonly MenuNode[]) =>
    list.forEach((node) => {
      walk(node.children);
      if (node.type !== 0) {
        if (held.has(node.id)) checked.push(node.id);
        return;
      }
      const inside = below(node);
      const some = inside.filter((x) => held.has(x)).length;
      if (inside.length > 0 && some === inside.length) checked.push(node.id);
      else if (some > 0 || held.has(node.id)) halfChecked.push(node.id);
    });
  walk(tree);
  return { checked, halfChecked };
}

/** Every id in the tree: what the administrator holds. */
export const allMenuIds = (tree: readonly MenuNode[]): number[] =>
  tree.flatMap((node) => [node.id, ...allMenuIds(node.children)]);
