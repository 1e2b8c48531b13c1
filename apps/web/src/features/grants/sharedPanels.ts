import type { PanelTreeNode } from '@tessera/contracts';

/** The dashboards others shared with the caller, depth first (the tree's order). */
export const sharedPanels = (nodes: readonly PanelTreeNode[]): PanelTreeNode[] =>
  nodes.flatMap((node) =>
    node.nodeType === 'folder' ? sharedPanels(node.children) : node.sharedWithMe ? [node] : [],
  );

/**
 * The caller's own tree: the shared dashboards are listed apart, and a folder that held only
 * them goes with them (an empty folder of one's own stays).
 */
export function withoutShared(nodes: readonly PanelTreeNode[]): PanelTreeNode[] {
  return nodes.flatMap((node) => {
    if (node.nodeType !== 'folder') return node.sharedWithMe ? [] : [node];
    const children = withoutShared(node.children);
    return node.children.length > 0 && children.length === 0 ? [] : [{ ...node, children }];
  });
}
