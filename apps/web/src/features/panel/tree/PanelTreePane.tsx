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
  DashboardOutlined,
  DeleteOutlined,
  EditOutlined,
  FileAddOutlined,
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
import type { PanelTreeNode } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { ancestorIds, filterTree, findTreeNode, folderIds } from '../../tree/treeModel';
import { useDeletePanelNode, usePanelTree, useSavePanel } from '../queries';
import { PanelTreeDialogs, type PanelTreeDialog } from './PanelTreeDialogs';

export interface PanelTreePaneProps {
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** The user holds `panel:manage`: the create buttons and node menus show. */
  canManage: boolean;
  /** A dashboard was created: open it in the editor. */
  onCreated(id: string): void;
}

interface Row extends TreeDataNode {
  node: PanelTreeNode;
  children?: Row[];
}

const toRows = (nodes: readonly PanelTreeNode[]): Row[] =>
  nodes.map((node) => ({
    key: node.id,
    node,
    isLeaf: node.nodeType === 'panel',
    children: toRows(node.children),
  }));

type Action = 'newFolder' | 'newPanel' | 'rename' | 'move' | 'delete';

/** A dashboard's menu shows only to those who may change it (a folder's, to every manager). */
const mayChange = (node: PanelTreeNode) =>
  node.nodeType === 'folder' || node.permission === undefined || node.permission === 'manage';

/** The left pane: search, new dashboard, new folder, and the tree of folders and dashboards. */
export function PanelTreePane({ selectedId, onSelect, canManage, onCreated }: PanelTreePaneProps) {
  const { t } = useTranslation();
  const tree = usePanelTree();
  const save = useSavePanel();
  const remove = useDeletePanelNode();
  const [keyword, setKeyword] = useState('');
  const [folder, setFolder] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [dialog, setDialog] = useState<PanelTreeDialog>(null);

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const shown = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  const searching = keyword.trim() !== '';
  const expandedKeys = searching
    ? folderIds(shown)
    : [...new Set([...expanded, ...(selectedId ? ancestorIds(nodes, selectedId) : [])])];
  const currentFolder =
    folder ?? (selectedId ? (findTreeNode(nodes, selectedId)?.pid ?? null) : null);

  const open = (next: PanelTreeDialog) => {
    save.reset();
    remove.reset();
    setDialog(next);
  };
  const act = (action: Action, node: PanelTreeNode) => {
    if (action === 'newFolder' || action === 'newPanel') open({ kind: action, parent: node.id });
    else open({ kind: action, node });
  };

  const onName = async (name: string, pid: string | null) => {
    if (!dialog || dialog.kind === 'move' || dialog.kind === 'delete') return;
    if (dialog.kind === 'newFolder') {
      await save.mutateAsync({ nodeType: 'folder', name, pid: dialog.parent });
      toastSuccess(t('panel.tree.folderCreated', { name }));
    } else if (dialog.kind === 'newPanel') {
      const created = await save.mutateAsync({ nodeType: 'panel', name, pid });
      onCreated(created.id);
    } else {
      const { node } = dialog;
      await save.mutateAsync({ id: node.id, nodeType: node.nodeType, name, pid: node.pid });
      toastSuccess(t('panel.tree.renamed', { name }));
    }
  };
  const onMove = async (pid: string | null) => {
    if (!dialog || dialog.kind !== 'move') return;
    const { node } = dialog;
    await save.mutateAsync({ id: node.id, nodeType: node.nodeType, name: node.name, pid });
    toastSuccess(t('panel.tree.moved', { name: node.name }));
  };
  const onDelete = () => {
    if (!dialog || dialog.kind !== 'delete') return;
    const { node } = dialog;
    remove.mutate(node, {
      onSuccess: () => {
        toastSuccess(t('panel.tree.deleted', { name: node.name }));
        setDialog(null);
        // The open dashboard went with it (itself, or inside the deleted folder).
        if (selectedId && (node.id === selectedId || findTreeNode([node], selectedId))) {
          onSelect(null);
        }
        if (node.id === folder) setFolder(null);
      },
    });
  };

  const title = (node: PanelTreeNode) => {
    const items: MenuProps['items'] = [
      ...(node.nodeType === 'folder'
        ? [
            { key: 'newPanel', icon: <FileAddOutlined />, label: t('panel.tree.newPanelHere') },
            { key: 'newFolder', icon: <FolderAddOutlined />, label: t('panel.tree.newSubfolder') },
          ]
        : []),
      { key: 'rename', icon: <EditOutlined />, label: t('panel.tree.rename') },
      { key: 'move', icon: <SwapOutlined />, label: t('panel.tree.move') },
      { type: 'divider' },
      { key: 'delete', icon: <DeleteOutlined />, label: t('panel.action.delete'), danger: true },
    ];
    const opened = expandedKeys.includes(node.id);
    return (
      <span className="panel-node" data-testid={`panel-node-${node.name}`}>
        {node.nodeType === 'folder' ? (
          opened ? (
            <FolderOpenOutlined />
          ) : (
            <FolderOutlined />
          )
        ) : (
          <DashboardOutlined className="panel-node__icon" />
        )}
        <span className="panel-node__name" title={node.name}>
          {node.name}
        </span>
        {canManage && mayChange(node) && (
          <span className="panel-node__actions" onClick={(event) => event.stopPropagation()}>
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
                aria-label={t('panel.tree.actions')}
                data-testid={`panel-actions-${node.id}`}
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
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.tree.loadFailed')}>
        <Button onClick={() => void tree.refetch()}>{t('panel.action.retry')}</Button>
      </Empty>
    );
  } else if (!tree.data) {
    body = <Spin />;
  } else if (shown.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={searching ? t('panel.tree.noMatch') : t('panel.tree.empty')}
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
        data-testid="panel-tree"
      />
    );
  }

  return (
    <aside className="panel-tree" data-testid="panel-tree-pane">
      <div className="panel-tree__tools">
        <Input
          prefix={<SearchOutlined />}
          placeholder={t('panel.tree.search')}
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="panel-search"
        />
        <Tooltip title={t('panel.tree.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('panel.tree.refresh')}
            onClick={() => void tree.refetch()}
          />
        </Tooltip>
      </div>
      {canManage && (
        <div className="panel-tree__create">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open({ kind: 'newPanel', parent: currentFolder })}
            data-testid="panel-new"
          >
            {t('panel.tree.newPanel')}
          </Button>
          <Tooltip title={t('panel.tree.newFolder')}>
            <Button
              icon={<FolderAddOutlined />}
              aria-label={t('panel.tree.newFolder')}
              onClick={() => open({ kind: 'newFolder', parent: currentFolder })}
              data-testid="panel-new-folder"
            />
          </Tooltip>
        </div>
      )}
      <div className="panel-tree__body">{body}</div>
      <PanelTreeDialogs
        dialog={dialog}
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
