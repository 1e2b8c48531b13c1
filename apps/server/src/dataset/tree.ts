import type { DatasetKind, DatasetMode, DatasetTreeNode } from '@tessera/contracts';
import { buildFolderTree, folderNode, type FolderEntry } from '../folders/tree.js';

export { folderAndDescendants, type FolderEntry } from '../folders/tree.js';

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
  const leaves: DatasetTreeNode[] = datasets.map((d) => ({
    id: d.id,
    name: d.name,
    nodeType: 'dataset',
    pid: d.pid,
    kind: d.kind,
    mode: d.mode,
    children: [],
  }));
  return buildFolderTree<DatasetTreeNode>(folders.map(folderNode), leaves, options);
}
