import type { DatasetTreeNode } from '@tessera/contracts';

/**
 * Pure helpers over the dataset tree the server sends (folders and datasets, nested). The page
 * filters and walks it in the browser: the whole tree of one organisation is small.
 */

const matches = (node: DatasetTreeNode, needle: string) => node.name.toLowerCase().includes(needle);

/**
 * The nodes whose name holds the keyword (case-insensitive), with the folders leading to them.
 * A matching folder keeps everything in it; an empty keyword keeps the tree as it is.
 */
export function filterTree(nodes: readonly DatasetTreeNode[], keyword: string): DatasetTreeNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  const out: DatasetTreeNode[] = [];
  for (const node of nodes) {
    if (matches(node, needle)) {
      out.push(node);
      continue;
    }
    const children = filterTree(node.children, needle);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** Every folder id in the tree, depth first (to open them all while a search is on). */
export function folderIds(nodes: readonly DatasetTreeNode[]): string[] {
  return nodes.flatMap((node) =>
    node.nodeType === 'folder' ? [node.id, ...folderIds(node.children)] : [],
  );
}

export function findNode(
  nodes: readonly DatasetTreeNode[],
  id: string,
): DatasetTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The folder ids from the root down to the node's parent ([] at the root or when absent). */
export function ancestorIds(nodes: readonly DatasetTreeNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorIds(node.children, id);
    if (below.length > 0 || findNode(node.children, id)) return [node.id, ...below];
  }
  return [];
}

export function countDatasets(nodes: readonly DatasetTreeNode[]): number {
  return nodes.reduce(
    (sum, node) => sum + (node.nodeType === 'dataset' ? 1 : countDatasets(node.children)),
    0,
  );
}

/** A folder a node may move into, as antd's TreeSelect draws it. */
export interface FolderOption {
  value: string;
  title: string;
  children: FolderOption[];
}

/**
 * The folders a node may move into: every folder except the node itself and what lies under it
 * (the server refuses a folder moving into its own subtree, DATASET_FOLDER_CYCLE).
 */
export function folderOptions(
  nodes: readonly DatasetTreeNode[],
  movingId: string | null = null,
): FolderOption[] {
  return nodes
    .filter((node) => node.nodeType === 'folder' && node.id !== movingId)
    .map((node) => ({
      value: node.id,
      title: node.name,
      children: folderOptions(node.children, movingId),
    }));
}

/** Where a drag-and-drop puts a node: the folder dropped on, or the parent of a gap. */
export function dropParent(target: DatasetTreeNode, intoTarget: boolean): string | null {
  return intoTarget && target.nodeType === 'folder' ? target.id : target.pid;
}

/** True when `id` is `ancestor` or lies somewhere under it. */
export function isWithin(nodes: readonly DatasetTreeNode[], ancestor: string, id: string): boolean {
  if (ancestor === id) return true;
  const node = findNode(nodes, ancestor);
  return node ? findNode(node.children, id) !== undefined : false;
}
