import { useMemo } from 'react';
import { DashboardOutlined, FileAddOutlined } from '@ant-design/icons';
import { panelNameSchema, type PanelTreeNode } from '@tessera/contracts';
import type { FolderAction, FolderPane, FolderTreeKind } from '../folders/folderKind';
import { FolderIcon } from '../folders/FolderIcon';
import { withoutShared } from '../grants/sharedPanels';
import { useDeletePanelNode, usePanelDefaultTree, usePanelTree, useSavePanel } from './queries';

/** "New dashboard here" on a folder: the new-dashboard dialog with that folder picked. */
const usePanelActions = (pane: FolderPane): FolderAction<PanelTreeNode>[] => [
  {
    key: 'newPanel',
    icon: <FileAddOutlined />,
    label: 'panel.tree.newPanelHere',
    on: 'folder',
    run: (node) => pane.openNewLeaf(node.id),
  },
];

/**
 * The dashboard tree in the folder kit: a dashboard is made by name (then opens in the
 * editor), its menu shows only to those who may change it, and the pickers offer the server's
 * folder list.
 */
export const panelFolders: FolderTreeKind<PanelTreeNode> = {
  prefix: 'panel',
  leafType: 'panel',
  nameSchema: panelNameSchema,
  useTree: usePanelTree,
  useSave: useSavePanel,
  useDelete: useDeletePanelNode,
  useFolderChoices: usePanelDefaultTree,
  useActions: usePanelActions,
  icon: (node, open) =>
    node.nodeType === 'folder' ? (
      <FolderIcon open={open} />
    ) : (
      <DashboardOutlined className="panel-node__icon" />
    ),
  mayChange: (node) =>
    node.nodeType === 'folder' || node.permission === undefined || node.permission === 'manage',
  grantKind: 'panel',
  canAuthorise: (node) => node.permission === undefined || node.permission === 'manage',
  menuOnContextClick: true,
  texts: {
    search: 'panel.tree.search',
    refresh: 'panel.tree.refresh',
    loadFailed: 'panel.tree.loadFailed',
    retry: 'panel.action.retry',
    empty: 'panel.tree.empty',
    noMatch: 'panel.tree.noMatch',
    actions: 'panel.tree.actions',
    newFolder: 'panel.tree.newFolder',
    newSubfolder: 'panel.tree.newSubfolder',
    folderCreated: 'panel.tree.folderCreated',
    rename: 'panel.tree.rename',
    renameTitle: 'panel.tree.rename',
    renamed: 'panel.tree.renamed',
    name: 'panel.tree.name',
    save: 'panel.action.save',
    create: 'panel.action.create',
    cancel: 'panel.action.cancel',
    moveTo: 'panel.tree.move',
    moveTitle: 'panel.tree.moveTitle',
    moveOk: 'panel.tree.move',
    moved: 'panel.tree.moved',
    root: 'panel.tree.root',
    delete: 'panel.action.delete',
    deleteFolderTitle: 'panel.tree.deleteFolder',
    deleteLeafTitle: 'panel.tree.deletePanel',
    deleteFolderHint: 'panel.tree.deleteFolderHint',
    deleteLeafHint: 'panel.tree.deletePanelHint',
    deleted: 'panel.tree.deleted',
    newLeaf: 'panel.tree.newPanel',
    newLeafTitle: 'panel.create.title',
    newLeafFolder: 'panel.create.folder',
  },
};

/** The caller's own dashboards: those others shared with them are listed apart. */
function useOwnPanelTree() {
  const tree = usePanelTree();
  const data = useMemo(() => tree.data && withoutShared(tree.data), [tree.data]);
  return { ...tree, data };
}

/** The dashboards page's tree: the caller's own (see `WithSharedPanels` for the shared ones). */
export const ownPanelFolders: FolderTreeKind<PanelTreeNode> = {
  ...panelFolders,
  useTree: useOwnPanelTree,
};
