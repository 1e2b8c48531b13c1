/**
 * Pure helpers over a folder tree the server sends (datasets, charts, dashboards): one organisation's
 * tree is small, so the pages filter and walk it in the browser. Any node with an id, a name,
 * a parent, children and `nodeType` 'folder' for folders fits.
 */
export interface TreeNodeLike<N> {
  id: string;
  name: string;
  nodeType: string;
  pid: string | null;
  children: readonly N[];
}

/**
 * The nodes whose name holds the keyword (case-insensitive), with the folders leading to them.
 * A matching folder keeps everything in it; an empty keyword keeps the tree as it is.
 */
export function filterTree<N extends TreeNodeLike<N>>(nodes: readonly N[], keyword: string): N[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  const out: N[] = [];
  for (const node of nodes) {
    if (node.name.toLowerCase().includes(needle)) out.push(node);
    else {
      const children = filterTree(node.children, needle);
      if (children.length > 0) out.push({ ...node, children });
    }
  }
  return out;
}

/** Every folder id, depth first (to open them all while a search is on). */
export const folderIds = <N extends TreeNodeLike<N>>(nodes: readonly N[]): string[] =>
  nodes.flatMap((node) =>
    node.nodeType === 'folder' ? [node.id, ...folderIds(node.children)] : [],
  );

export function findTreeNode<N extends TreeNodeLike<N>>(
  nodes: readonly N[],
  id: string,
): N | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findTreeNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The folders from the root down to the node's parent ([] at the root or when absent). */
export function ancestorIds<N extends TreeNodeLike<N>>(nodes: readonly N[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorIds(node.children, id);
    if (below.length > 0 || findTreeNode(node.children, id)) return [node.id, ...below];
  }
  return [];
}

/** The first node that is not a folder, depth first (what a page opens when none is chosen). */
export function firstLeaf<N extends TreeNodeLike<N>>(nodes: readonly N[]): N | undefined {
  for (const node of nodes) {
    if (node.nodeType !== 'folder') return node;
    const found = firstLeaf(node.children);
    if (found) return found;
  }
  return undefined;
}

/** A folder a node may move into, as antd's TreeSelect draws it. */
export interface FolderOption {
  value: string;
  title: string;
  children: FolderOption[];
}

/** Folders a node may move into: never itself or its own subfolders. */
export const folderOptions = <N extends TreeNodeLike<N>>(
  nodes: readonly N[],
  movingId: string | null,
): FolderOption[] =>
  nodes
    .filter((node) => node.nodeType === 'folder' && node.id !== movingId)
    .map((node) => ({
      value: node.id,
      title: node.name,
      children: folderOptions(node.children, movingId),
    }));

/** Where a drag-and-drop puts a node: the folder dropped on, or the parent of a gap. */
export function dropParent<N extends TreeNodeLike<N>>(
  target: N,
  intoTarget: boolean,
): string | null {
  return intoTarget && target.nodeType === 'folder' ? target.id : target.pid;
}

/** True when `id` is `ancestor` or lies somewhere under it. */
export function isWithin<N extends TreeNodeLike<N>>(
  nodes: readonly N[],
  ancestor: string,
  id: string,
): boolean {
  if (ancestor === id) return true;
  const node = findTreeNode(nodes, ancestor);
  return node ? findTreeNode(node.children, id) !== undefined : false;
}
