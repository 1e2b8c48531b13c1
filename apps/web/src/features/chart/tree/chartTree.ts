import type { ChartTreeNode } from '@tessera/contracts';

/** Pure helpers over the chart tree (one organisation's, small: filtered in the browser). */

export function filterChartTree(nodes: readonly ChartTreeNode[], keyword: string): ChartTreeNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  const out: ChartTreeNode[] = [];
  for (const node of nodes) {
    if (node.name.toLowerCase().includes(needle)) out.push(node);
    else {
      const children = filterChartTree(node.children, needle);
      if (children.length > 0) out.push({ ...node, children });
    }
  }
  return out;
}

export const chartFolderIds = (nodes: readonly ChartTreeNode[]): string[] =>
  nodes.flatMap((node) =>
    node.nodeType === 'folder' ? [node.id, ...chartFolderIds(node.children)] : [],
  );

export function findChartNode(
  nodes: readonly ChartTreeNode[],
  id: string,
): ChartTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findChartNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The folders from the root down to the node's parent. */
export function chartAncestorIds(nodes: readonly ChartTreeNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = chartAncestorIds(node.children, id);
    if (below.length > 0 || findChartNode(node.children, id)) return [node.id, ...below];
  }
  return [];
}

export interface ChartFolderOption {
  value: string;
  title: string;
  children: ChartFolderOption[];
}

/** Folders a node may move into: never itself or its own subfolders. */
export const chartFolderOptions = (
  nodes: readonly ChartTreeNode[],
  movingId: string | null,
): ChartFolderOption[] =>
  nodes
    .filter((node) => node.nodeType === 'folder' && node.id !== movingId)
    .map((node) => ({
      value: node.id,
      title: node.name,
      children: chartFolderOptions(node.children, movingId),
    }));
