import type { ChartTreeNode } from '@tessera/contracts';
import {
  ancestorIds,
  filterTree,
  findTreeNode,
  folderIds,
  folderOptions,
  type FolderOption,
} from '../../tree/treeModel';

/** The chart tree's helpers: the shared folder-tree ones (features/tree), typed for charts. */

export const filterChartTree = (nodes: readonly ChartTreeNode[], keyword: string) =>
  filterTree(nodes, keyword);

export const chartFolderIds = (nodes: readonly ChartTreeNode[]) => folderIds(nodes);

export const findChartNode = (nodes: readonly ChartTreeNode[], id: string) =>
  findTreeNode(nodes, id);

/** The folders from the root down to the node's parent. */
export const chartAncestorIds = (nodes: readonly ChartTreeNode[], id: string) =>
  ancestorIds(nodes, id);

export type ChartFolderOption = FolderOption;

/** Folders a node may move into: never itself or its own subfolders. */
export const chartFolderOptions = (nodes: readonly ChartTreeNode[], movingId: string | null) =>
  folderOptions(nodes, movingId);
