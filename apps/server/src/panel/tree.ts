import type { GrantLevelName, PanelTreeNode } from '@tessera/contracts';
import { buildFolderTree, folderNode, type FolderEntry } from '../folders/tree.js';

export interface PanelEntry extends FolderEntry {
  /** The caller's level on it. */
  permission: GrantLevelName;
}

/**
 * The dashboard tree (pure), like the chart tree: folders and the dashboards the caller may
 * see, folders first, then by name in the caller's language. With a keyword a node stays when
 * its name contains it (case-insensitive), with its ancestors and, for a folder, all it holds.
 */
export function buildPanelTree(
  folders: readonly FolderEntry[],
  panels: readonly PanelEntry[],
  options: { keyword?: string | undefined; language: string },
): PanelTreeNode[] {
  const leaves: PanelTreeNode[] = panels.map((p) => ({
    id: p.id,
    name: p.name,
    nodeType: 'panel',
    pid: p.pid,
    permission: p.permission,
    children: [],
  }));
  return buildFolderTree<PanelTreeNode>(folders.map(folderNode), leaves, options);
}
