import { useMemo, useState } from 'react';
import {
  Button,
  Dropdown,
  Empty,
  Input,
  Spin,
  Tooltip,
  Tree,
  type MenuProps,
  type TreeDataNode,
} from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  MoreOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChartTreeNode } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { ChartTypeIcon } from '../ChartTypeIcon';
import { useChartTree, useCopyChart, useDeleteChartNode, useSaveChartGroup } from '../queries';
import { chartAncestorIds, chartFolderIds, filterChartTree, findChartNode } from './chartTree';
import { ChartTreeDialogs, type ChartTreeDialog } from './TreeDialogs';

export interface ChartTreePaneProps {
  selectedId: string | null;
  onSelect(id: string | null): void;
  canManage: boolean;
  /** "New chart" into the folder the user is in (null: the top level). */
  onCreate(sceneId: string | null): void;
}

interface Row extends TreeDataNode {
  node: ChartTreeNode;
  children?: Row[];
}

const toRows = (nodes: readonly ChartTreeNode[]): Row[] =>
  nodes.map((node) => ({
    key: node.id,
    node,
    isLeaf: node.nodeType === 'chart',
    children: toRows(node.children),
  }));

type Action = 'newFolder' | 'rename' | 'move' | 'copy' | 'delete';

/** The left pane: search, new chart, new folder, and the tree of folders and charts. */
export function ChartTreePane({ selectedId, onSelect, canManage, onCreate }: ChartTreePaneProps) {
  const { t } = useTranslation();
  const tree = useChartTree();
  const save = useSaveChartGroup();
  const remove = useDeleteChartNode();
  const copy = useCopyChart();
  const [keyword, setKeyword] = useState('');
  const [folder, setFolder] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [dialog, setDialog] = useState<ChartTreeDialog>(null);

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const shown = useMemo(() => filterChartTree(nodes, keyword), [nodes, keyword]);
  const searching = keyword.trim() !== '';
  const expandedKeys = searching
    ? chartFolderIds(shown)
    : [...new Set([...expanded, ...(selectedId ? chartAncestorIds(nodes, selectedId) : [])])];
  const currentFolder =
    folder ?? (selectedId ? (findChartNode(nodes, selectedId)?.pid ?? null) : null);

  const act = (action: Action, node: ChartTreeNode) => {
    save.reset();
    remove.reset();
    if (action === 'copy') {
      copy.mutate(node.id, {
        onSuccess: (copied) => {
          toastSuccess(t('chartEditor.tree.copied', { name: node.name }));
          onSelect(copied.id);
        },
      });
    } else if (action === 'newFolder') setDialog({ kind: 'newFolder', parent: node.id });
    else setDialog({ kind: action, node });
  };

  const onName = (name: string) => {
    if (!dialog || dialog.kind === 'move' || dialog.kind === 'delete') return Promise.resolve();
    if (dialog.kind === 'newFolder') {
      return save
        .mutateAsync({ nodeType: 'folder', name, pid: dialog.parent })
        .then(() => toastSuccess(t('chartEditor.tree.folderCreated', { name })));
    }
    const { node } = dialog;
    return save.mutateAsync({ id: node.id, nodeType: node.nodeType, name, pid: node.pid });
  };
  const onMove = (pid: string | null) =>
    dialog && dialog.kind === 'move'
      ? save.mutateAsync({
          id: dialog.node.id,
          nodeType: dialog.node.nodeType,
          name: dialog.node.name,
          pid,
        })
      : Promise.resolve();
  const onDelete = () => {
    if (!dialog || dialog.kind !== 'delete') return;
    const { node } = dialog;
    remove.mutate(node, {
      onSuccess: () => {
        toastSuccess(t('chartEditor.tree.deleted', { name: node.name }));
        setDialog(null);
        if (node.id === selectedId) onSelect(null);
        if (node.id === folder) setFolder(null);
      },
    });
  };

  const title = (node: ChartTreeNode) => {
    const items: MenuProps['items'] = [
      ...(node.nodeType === 'folder'
        ? [
            {
              key: 'newFolder',
              icon: <FolderAddOutlined />,
              label: t('chartEditor.tree.newSubfolder'),
            },
          ]
        : [{ key: 'copy', icon: <CopyOutlined />, label: t('chartEditor.tree.copy') }]),
      { key: 'rename', icon: <EditOutlined />, label: t('chartEditor.tree.rename') },
      { key: 'move', icon: <SwapOutlined />, label: t('chartEditor.tree.move') },
      { type: 'divider' },
      {
        key: 'delete',
        icon: <DeleteOutlined />,
        label: t('chartEditor.action.delete'),
        danger: true,
      },
    ];
    const open = expandedKeys.includes(node.id);
    return (
      <span className="chart-node" data-testid={`chart-node-${node.name}`}>
        {node.nodeType === 'folder' ? (
          open ? (
            <FolderOpenOutlined />
          ) : (
            <FolderOutlined />
          )
        ) : (
          node.type && <ChartTypeIcon type={node.type} />
        )}
        <span className="chart-node__name" title={node.name}>
          {node.name}
        </span>
        {canManage && (
          <span className="chart-node__actions" onClick={(event) => event.stopPropagation()}>
            <Dropdown
              trigger={['click', 'contextMenu']}
              menu={{
                items,
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  act(key as Action, node);
                },
              }}
            >
              <Button
                type="text"
                size="small"
                icon={<MoreOutlined />}
                aria-label={t('chartEditor.tree.actions')}
                data-testid={`chart-actions-${node.id}`}
              />
            </Dropdown>
          </span>
        )}
      </span>
    );
  };

  let body;
  if (!tree.data && tree.isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chartEditor.tree.loadFailed')}>
        <Button onClick={() => void tree.refetch()}>{t('errors.retry')}</Button>
      </Empty>
    );
  } else if (!tree.data) {
    body = <Spin />;
  } else if (shown.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={searching ? t('chartEditor.tree.noMatch') : t('chartEditor.tree.empty')}
      />
    );
  } else {
    body = (
      <Tree<Row>
        blockNode
        treeData={toRows(shown)}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectedKeys={selectedId ? [selectedId] : []}
        onSelect={(_keys, info) => {
          const node = info.node.node;
          if (node.nodeType === 'folder') {
            setFolder(node.id);
            setExpanded((keys) =>
              keys.includes(node.id) ? keys.filter((key) => key !== node.id) : [...keys, node.id],
            );
          } else {
            setFolder(null);
            onSelect(node.id);
          }
        }}
        titleRender={(row) => title(row.node)}
        data-testid="chart-tree"
      />
    );
  }

  return (
    <aside className="chart-tree" data-testid="chart-tree-pane">
      <div className="chart-tree__tools">
        <Input
          prefix={<SearchOutlined />}
          placeholder={t('chartEditor.tree.search')}
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="chart-search"
        />
        <Tooltip title={t('chartEditor.tree.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('chartEditor.tree.refresh')}
            onClick={() => void tree.refetch()}
          />
        </Tooltip>
      </div>
      {canManage && (
        <div className="chart-tree__create">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => onCreate(currentFolder)}
            data-testid="chart-new"
          >
            {t('chartEditor.tree.newChart')}
          </Button>
          <Tooltip title={t('chartEditor.tree.newFolder')}>
            <Button
              icon={<FolderAddOutlined />}
              aria-label={t('chartEditor.tree.newFolder')}
              onClick={() => setDialog({ kind: 'newFolder', parent: currentFolder })}
              data-testid="chart-new-folder"
            />
          </Tooltip>
        </div>
      )}
      <div className="chart-tree__body">{body}</div>
      <ChartTreeDialogs
        dialog={dialog}
        tree={nodes}
        busy={save.isPending || remove.isPending}
        error={remove.error}
        onName={onName}
        onMove={onMove}
        onDelete={onDelete}
        onClose={() => setDialog(null)}
      />
    </aside>
  );
}
