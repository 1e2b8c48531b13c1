import { Tooltip } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { datasetNameSchema, type DatasetTreeNode } from '@tessera/contracts';
import type { FolderTreeKind } from '../folders/folderKind';
import { useDatasetTree, useDeleteNode, useSaveGroup } from './queries';
import { NodeIcon } from './tree/NodeIcon';

/** An extract is marked in the tree: its data is a copy, synced on a schedule. */
function ExtractBadge({ node }: { node: DatasetTreeNode }) {
  const { t } = useTranslation();
  if (node.mode !== 'extract') return null;
  return (
    <Tooltip title={t('dataset.mode.extractHint')}>
      <span className="dataset-node__badge" data-testid={`dataset-extract-${node.id}`}>
        <ThunderboltOutlined />
      </span>
    </Tooltip>
  );
}

/** The dataset tree in the folder kit: a dataset shows its kind's icon, an extract its badge. */
export const datasetFolders: FolderTreeKind<DatasetTreeNode> = {
  prefix: 'dataset',
  leafType: 'dataset',
  nameSchema: datasetNameSchema,
  useTree: useDatasetTree,
  useSave: useSaveGroup,
  useDelete: useDeleteNode,
  icon: (node, open) => <NodeIcon node={node} expanded={open} />,
  badge: (node) => <ExtractBadge node={node} />,
  draggable: true,
  // The menu shows to holders of the kind's management capability, who manage every dataset.
  grantKind: 'dataset',
  loadingClass: 'dataset-center',
  searchIconClass: 'ds-muted',
  texts: {
    search: 'dataset.tree.search',
    refresh: 'dataset.tree.refresh',
    loadFailed: 'dataset.tree.loadFailed',
    retry: 'errors.retry',
    empty: 'dataset.tree.empty',
    noMatch: 'dataset.tree.noMatch',
    actions: 'dataset.tree.actions',
    newFolder: 'dataset.tree.newFolder',
    newSubfolder: 'dataset.tree.newSubfolder',
    folderCreated: 'dataset.tree.folderCreated',
    rename: 'dataset.action.rename',
    renameTitle: 'dataset.tree.renameTitle',
    name: 'dataset.form.name',
    save: 'dataset.action.save',
    cancel: 'dataset.action.cancel',
    moveTo: 'dataset.action.moveTo',
    moveTitle: 'dataset.move.title',
    moveOk: 'dataset.move.ok',
    moveTarget: 'dataset.move.target',
    root: 'dataset.folder.root',
    delete: 'dataset.action.delete',
    deleteFolderTitle: 'dataset.delete.folderTitle',
    deleteLeafTitle: 'dataset.delete.title',
    deleteFolderHint: 'dataset.delete.folderHint',
    deleteLeafHint: 'dataset.delete.hint',
    deleted: 'dataset.delete.done',
  },
};
