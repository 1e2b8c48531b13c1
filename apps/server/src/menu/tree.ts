import type { MenuNode, MenuType } from '@tessera/contracts';
import type { MenuTable } from '../db/schema.js';

/** Rows → tree, children sorted by `sort` then id. Rows whose parent is absent are dropped. */
export function buildMenuTree(rows: MenuTable[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      pid: row.pid,
      type: row.type as MenuType,
      name: row.name,
      path: row.path,
      component: row.component,
      title: row.title,
      icon: row.icon,
      hidden: row.hidden === 1,
      sort: row.sort,
      permission: row.permission,
      plugin: row.plugin_script
        ? { scriptName: row.plugin_script, noLayout: row.plugin_no_layout === 1 }
        : null,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.pid === 0) roots.push(node);
    else nodes.get(node.pid)?.children.push(node);
  }
  const order = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    list.forEach((n) => order(n.children));
    return list;
  };
  return order(roots);
}

/** Adds the ancestors of every granted menu, so a granted page keeps its folder. */
export function withAncestors(all: MenuTable[], grantedIds: Set<number>): MenuTable[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<number>();
  for (const id of grantedIds) {
    let current = byId.get(id);
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current.pid);
    }
  }
  return all.filter((m) => keep.has(m.id));
}
