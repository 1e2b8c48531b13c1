/** The least a tree node has: the dataset and chart trees share this building and search. */
export interface FolderTreeNode<N> {
  id: string;
  name: string;
  nodeType: string;
  /** Parent folder id; null at the root. */
  pid: string | null;
  children: N[];
}

export interface FolderEntry {
  id: string;
  name: string;
  pid: string | null;
}

/** A folder as a tree node (no children yet). */
export function folderNode(f: FolderEntry): {
  id: string;
  name: string;
  nodeType: 'folder';
  pid: string | null;
  children: never[];
} {
  return { id: f.id, name: f.name, nodeType: 'folder', pid: f.pid, children: [] };
}

/**
 * A resource tree (pure): folder nodes and leaf nodes nested under their parents, folders
 * first, then by name in the caller's language. With a keyword, a node stays when its name
 * contains it (case-insensitive), with its ancestors for context and, for a folder, everything
 * inside it. A node whose parent is gone (never expected) shows at the root.
 */
export function buildFolderTree<N extends FolderTreeNode<N>>(
  folders: readonly N[],
  leaves: readonly N[],
  options: { keyword?: string | undefined; language: string },
): N[] {
  const nodes = new Map<string, N>();
  for (const f of folders) nodes.set(f.id, f);

  const roots: N[] = [];
  for (const node of [...nodes.values(), ...leaves]) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }

  const collator = new Intl.Collator(options.language, { numeric: true });
  const order = (list: N[]) => {
    list.sort(
      (a, b) =>
        Number(a.nodeType !== 'folder') - Number(b.nodeType !== 'folder') ||
        collator.compare(a.name, b.name) ||
        a.id.localeCompare(b.id),
    );
    for (const node of list) order(node.children);
  };
  order(roots);

  const keyword = options.keyword?.trim().toLowerCase();
  return keyword ? filterTree(roots, keyword) : roots;
}

function filterTree<N extends FolderTreeNode<N>>(list: N[], keyword: string): N[] {
  const kept: N[] = [];
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
