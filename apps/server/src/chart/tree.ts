import type { ChartTreeNode, ChartType } from '@tessera/contracts';

export { folderAndDescendants } from '../dataset/tree.js';

export interface ChartFolderEntry {
  id: string;
  name: string;
  pid: string | null;
}

export interface ChartEntry extends ChartFolderEntry {
  type: ChartType;
}

/**
 * The chart tree (pure), like the dataset tree: folders and the charts the caller may see,
 * folders first, then by name in the caller's language. With a keyword a node stays when its
 * name contains it (case-insensitive), with its ancestors and, for a folder, all it holds.
 */
export function buildChartTree(
  folders: readonly ChartFolderEntry[],
  charts: readonly ChartEntry[],
  options: { keyword?: string | undefined; language: string },
): ChartTreeNode[] {
  const nodes = new Map<string, ChartTreeNode>();
  for (const f of folders)
    nodes.set(f.id, { id: f.id, name: f.name, nodeType: 'folder', pid: f.pid, children: [] });
  const leaves: ChartTreeNode[] = charts.map((c) => ({
    id: c.id,
    name: c.name,
    nodeType: 'chart',
    pid: c.pid,
    type: c.type,
    children: [],
  }));
  const roots: ChartTreeNode[] = [];
  for (const node of [...nodes.values(), ...leaves]) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const collator = new Intl.Collator(options.language, { numeric: true });
  const order = (list: ChartTreeNode[]) => {
    list.sort(
      (a, b) =>
        Number(a.nodeType === 'chart') - Number(b.nodeType === 'chart') ||
        collator.compare(a.name, b.name) ||
        a.id.localeCompare(b.id),
    );
    for (const node of list) order(node.children);
  };
  order(roots);
  const keyword = options.keyword?.trim().toLowerCase();
  return keyword ? filterTree(roots, keyword) : roots;
}

function filterTree(list: ChartTreeNode[], keyword: string): ChartTreeNode[] {
  const kept: ChartTreeNode[] = [];
  for (const node of list) {
    if (node.name.toLowerCase().includes(keyword)) {
      kept.push(node);
      continue;
    }
    const children = filterTree(node.children, keyword);
    if (children.length > 0) kept.push({ ...node, children });
  }
  return kept;
}
