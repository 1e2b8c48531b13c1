import type { MenuTable } from '../db/schema.js';

/** The menus stored for a role, or why a save is refused. */
export type MenuPlan =
  | { kind: 'store'; menuIds: number[] }
  | { kind: 'unknown' }
  | { kind: 'notHeld'; menuIds: number[] };

/** The folder (type 0) ancestors of the given menus, so a ticked page keeps its folder. */
export function folderAncestors(all: readonly MenuTable[], ids: Iterable<number>): Set<number> {
  const byId = new Map(all.map((m) => [m.id, m]));
  const folders = new Set<number>();
  for (const id of ids) {
    let parent = byId.get(byId.get(id)?.pid ?? 0);
    while (parent && parent.type === 0 && !folders.has(parent.id)) {
      folders.add(parent.id);
      parent = byId.get(parent.pid);
    }
  }
  return folders;
}

/**
 * What a save of a role's menus stores (issue 21, SECURITY B6). `held` is null for a system
 * administrator (who may tick anything); otherwise the menus the caller's roles hold. A
 * non-admin may tick only what they hold, plus the folders above it (folders carry no
 * permission); a page above a held operation is not a folder and stays out of reach, or ticking
 * an operation would hand out its page's permission as well. The role's menus the caller does
 * not hold are not theirs to change: they stay as they are, ticked or not, so a save from a tree
 * that cannot show them never drops them.
 */
export function planRoleMenus(input: {
  all: readonly MenuTable[];
  requested: readonly number[];
  current: readonly number[];
  held: ReadonlySet<number> | null;
}): MenuPlan {
  const { all, current, held } = input;
  const known = new Set(all.map((m) => m.id));
  const requested = [...new Set(input.requested)];
  if (requested.some((id) => !known.has(id))) return { kind: 'unknown' };
  let kept: number[] = [];
  if (held !== null) {
    const reach = new Set([...held, ...folderAncestors(all, held)]);
    const had = new Set(current);
    const notHeld = requested.filter((id) => !reach.has(id) && !had.has(id));
    if (notHeld.length > 0) return { kind: 'notHeld', menuIds: notHeld.sort((a, b) => a - b) };
    kept = current.filter((id) => !reach.has(id) && known.has(id));
  }
  const chosen = new Set([...requested, ...kept]);
  for (const folder of folderAncestors(all, chosen)) chosen.add(folder);
  return { kind: 'store', menuIds: [...chosen].sort((a, b) => a - b) };
}
