import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { chartTitleSchema, type ChartTreeNode } from '@tessera/contracts';
import { toastSuccess } from '../../app/feedback';
import type { FolderAction, FolderPane, FolderTreeKind } from '../folders/folderKind';
import { FolderIcon } from '../folders/FolderIcon';
import { ChartTypeIcon } from './ChartTypeIcon';
import { useChartTree, useCopyChart, useDeleteChartNode, useSaveChartGroup } from './queries';

/** "Copy" on a chart: the copy lands beside it and opens. */
function useChartActions(pane: FolderPane): FolderAction<ChartTreeNode>[] {
  const { t } = useTranslation();
  const copy = useCopyChart();
  return [
    {
      key: 'copy',
      icon: <CopyOutlined />,
      label: 'chartEditor.tree.copy',
      on: 'leaf',
      run: (node) =>
        copy.mutate(node.id, {
          onSuccess: (copied) => {
            toastSuccess(t('chartEditor.tree.copied', { name: node.name }));
            pane.select(copied.id);
          },
        }),
    },
  ];
}

/** The chart tree in the folder kit: a chart shows its type's icon and can be copied. */
export const chartFolders: FolderTreeKind<ChartTreeNode> = {
  prefix: 'chart',
  leafType: 'chart',
  nameSchema: chartTitleSchema,
  useTree: useChartTree,
  useSave: useSaveChartGroup,
  useDelete: useDeleteChartNode,
  useActions: useChartActions,
  icon: (node, open) =>
    node.nodeType === 'folder' ? (
      <FolderIcon open={open} />
    ) : (
      node.type && <ChartTypeIcon type={node.type} />
    ),
  menuOnContextClick: true,
  // The menu shows to holders of the kind's management capability, who manage every chart.
  grantKind: 'chart',
  texts: {
    search: 'chartEditor.tree.search',
    refresh: 'chartEditor.tree.refresh',
    loadFailed: 'chartEditor.tree.loadFailed',
    retry: 'errors.retry',
    empty: 'chartEditor.tree.empty',
    noMatch: 'chartEditor.tree.noMatch',
    actions: 'chartEditor.tree.actions',
    newFolder: 'chartEditor.tree.newFolder',
    newSubfolder: 'chartEditor.tree.newSubfolder',
    folderCreated: 'chartEditor.tree.folderCreated',
    rename: 'chartEditor.tree.rename',
    renameTitle: 'chartEditor.tree.rename',
    name: 'chartEditor.tree.name',
    save: 'chartEditor.action.save',
    cancel: 'chartEditor.action.cancel',
    moveTo: 'chartEditor.tree.move',
    moveTitle: 'chartEditor.tree.moveTitle',
    moveOk: 'chartEditor.tree.move',
    root: 'chartEditor.tree.root',
    delete: 'chartEditor.action.delete',
    deleteFolderTitle: 'chartEditor.tree.deleteFolder',
    deleteLeafTitle: 'chartEditor.tree.deleteChart',
    deleteFolderHint: 'chartEditor.tree.deleteHint',
    deleteLeafHint: 'chartEditor.tree.deleteHint',
    deleted: 'chartEditor.tree.deleted',
    newLeaf: 'chartEditor.tree.newChart',
  },
};
