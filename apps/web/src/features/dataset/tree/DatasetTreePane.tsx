import { useMemo, useState } from 'react';
import { Button, Empty, Input, Spin, Tooltip, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { FolderAddOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetKind, DatasetTreeNode } from '@tessera/contracts';
import { NewDatasetMenu } from '../create/NewDatasetMenu';
import { useDatasetTree } from '../queries';
import { ancestorIds, dropParent, filterTree, findNode, folderIds, isWithin } from '../treeHelpers';
import { NodeTitle } from './NodeTitle';
import { TreeDialogs } from './TreeDialogs';
import { useTreeActions } from './useTreeActions';

export interface DatasetTreePaneProps {
  selectedId: string | null;
  onSelect(id: string | null): void;
  canManage: boolean;
  /** "New dataset" of a kind, into the folder the user is in (null: the top level). */
  onCreate(kind: DatasetKind, groupId: string | null): void;
}

interface Row extends TreeDataNode {
  node: DatasetTreeNode;
  children?: Row[];
}

const toRows = (nodes: readonly DatasetTreeNode[]): Row[] =>
  nodes.map((node) => ({
    key: node.id,
    node,
    isLeaf: node.nodeType === 'dataset',
    children: toRows(node.children),
  }));

/** The left pane: search, "New dataset", new folder, and the tree of folders and datasets. */
export function DatasetTreePane({
  selectedId,
  onSelect,
  canManage,
  onCreate,
}: DatasetTreePaneProps) {
  const { t } = useTranslation();
  const tree = useDatasetTree();
  const [keyword, setKeyword] = useState('');
  const [folder, setFolder] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>(() => []);
  const actions = useTreeActions((node) => {
    if (node.id === selectedId) onSelect(null);
    if (node.id === folder) setFolder(null);
  });

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const shown = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  const searching = keyword.trim() !== '';
  // While searching every folder of the answer is open; otherwise the user's choice, plus the
  // way down to the selected dataset (a reload with ?id= shows where it is).
  const expandedKeys = searching
    ? folderIds(shown)
    : [...new Set([...expanded, ...(selectedId ? ancestorIds(nodes, selectedId) : [])])];

  // The folder new things go into: the one clicked last, or the selected dataset's.
  const currentFolder = folder ?? (selectedId ? (findNode(nodes, selectedId)?.pid ?? null) : null);

  const select: TreeProps<Row>['onSelect'] = (_keys, info) => {
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
  };

  const drop: TreeProps<Row>['onDrop'] = (info) => {
    const dragged = info.dragNode.node;
    const pid = dropParent(info.node.node, !info.dropToGap);
    if (pid === dragged.pid || (pid && isWithin(nodes, dragged.id, pid))) return;
    void actions.move(dragged, pid).catch(() => undefined);
  };

  let body;
  if (!tree.data && tree.isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataset.tree.loadFailed')}>
        <Button onClick={() => void tree.refetch()}>{t('errors.retry')}</Button>
      </Empty>
    );
  } else if (!tree.data) {
    body = (
      <div className="dataset-center">
        <Spin />
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={searching ? t('dataset.tree.noMatch') : t('dataset.tree.empty')}
        data-testid="dataset-tree-empty"
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
        onSelect={select}
        draggable={canManage && !searching ? { icon: false } : false}
        allowDrop={({ dropNode, dropPosition }) =>
          dropPosition !== 0 || dropNode.node.nodeType === 'folder'
        }
        onDrop={drop}
        titleRender={(row) => (
          <NodeTitle
            node={row.node}
            expanded={expandedKeys.includes(row.node.id)}
            canManage={canManage}
            onAction={actions.open}
          />
        )}
        data-testid="dataset-tree"
      />
    );
  }

  return (
    <aside className="dataset-tree" data-testid="dataset-tree-pane">
      <div className="dataset-tree__tools">
        <Input
          prefix={<SearchOutlined className="ds-muted" />}
          placeholder={t('dataset.tree.search')}
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="dataset-search"
        />
        <Tooltip title={t('dataset.tree.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('dataset.tree.refresh')}
            onClick={() => void tree.refetch()}
          />
        </Tooltip>
      </div>
      {canManage && (
        <div className="dataset-tree__create">
          <NewDatasetMenu onCreate={(kind) => onCreate(kind, currentFolder)} />
          <Tooltip title={t('dataset.tree.newFolder')}>
            <Button
              icon={<FolderAddOutlined />}
              aria-label={t('dataset.tree.newFolder')}
              onClick={() => actions.setDialog({ kind: 'newFolder', parent: currentFolder })}
              data-testid="dataset-new-folder"
            />
          </Tooltip>
        </div>
      )}
      <div className="dataset-tree__body">{body}</div>
      <TreeDialogs actions={actions} tree={nodes} />
    </aside>
  );
}
