import type { ChartTreeNode, ChartType } from '@tessera/contracts';
import { buildFolderTree, folderNode, type FolderEntry } from '../folders/tree.js';

export { folderAndDescendants } from '../folders/tree.js';

export type ChartFolderEntry = FolderEntry;

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
  const leaves: ChartTreeNode[] = charts.map((c) => ({
    id: c.id,
    name: c.name,
    nodeType: 'chart',
    pid: c.pid,
    type: c.type,
    children: [],
  }));
  return buildFolderTree<ChartTreeNode>(folders.map(folderNode), leaves, options);
}
