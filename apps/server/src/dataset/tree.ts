import type { DatasetKind, DatasetMode, DatasetTreeNode } from '@tessera/contracts';

export interface FolderEntry {
  id: string;
  name: string;
  pid: string | null;
}

export interface DatasetEntry {
  id: string;
  name: string;
  pid: string | null;
  kind: DatasetKind;
  mode: DatasetMode;
}

/**
 * The dataset tree (pure): folders and the datasets the caller may see, nested under their
 * parents, folders first, then by name in the caller's language. With a keyword, a node stays
 * when its name contains it (case-insensitive), with its ancestors for context and, for a
 * folder, everything inside it. A folder whose parent is gone (never expected) shows at the root.
 */
export function buildTree(
  folders: readonly FolderEntry[],
  datasets: readonly DatasetEntry[],
  options: { keyword?: string | undefined; language: string },
): DatasetTreeNode[] {
  const nodes = new Map<string, DatasetTreeNode>();
  for (const f of folders)
    nodes.set(f.id, { id: f.id, name: f.name, nodeType: 'folder', pid: f.pid, children: [] });
  const leaves: DatasetTreeNode[] = datasets.map((d) => ({
    id: d.id,
    name: d.name,
    nodeType: 'dataset',
    pid: d.pid,
    kind: d.kind,
    mode: d.mode,
    children: [],
  }));

  const roots: DatasetTreeNode[] = [];
  for (const node of [...nodes.values(), ...leaves]) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }

  const collator = new Intl.Collator(options.language, { numeric: true });
  const order = (list: DatasetTreeNode[]) => {
    list.sort(
      (a, b) =>
        Number(a.nodeType === 'dataset') - Number(b.nodeType === 'dataset') ||
        collator.compare(a.name, b.name) ||
        a.id.localeCompare(b.id),
    );
    for (const node of list) order(node.children);
  };
  order(roots);

  const keyword = options.keyword?.trim().toLowerCase();
  return keyword ? filterTree(roots, keyword) : roots;
}

function filterTree(list: DatasetTreeNode[], keyword: string): DatasetTreeNode[] {
  const kept: DatasetTreeNode[] = [];
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

/** Ids of a folder and every folder below it: a folder cannot move into any of them. */
export function folderAndDescendants(folders: readonly FolderEntry[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders)
      if (f.pid !== null && found.has(f.pid) && !found.has(f.id)) {
        found.add(f.id);
        grew = true;
      }
  }
  return found;
}
