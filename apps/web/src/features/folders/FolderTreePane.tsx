import { useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Input, Spin, Tooltip, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { FolderAddOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FolderAction, FolderPane, FolderTreeKind } from './folderKind';
import { FolderDialogs } from './FolderDialogs';
import { useKitActions } from './kitActions';
import { NodeTitle } from './NodeTitle';
import {
  ancestorIds,
  dropParent,
  filterTree,
  findTreeNode,
  folderIds,
  isWithin,
  type TreeNodeLike,
} from './treeModel';
import { goesWith, useFolderActions } from './useFolderActions';
import './folders.css';

export interface FolderTreePaneProps<N extends TreeNodeLike<N>> {
  kind: FolderTreeKind<N>;
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** The user may manage this kind: the create controls and node menus show. */
  canManage: boolean;
  /** The toolbar's create control, for the folder the user is in (null: the top level). */
  create?(folder: string | null, pane: FolderPane): ReactNode;
  /** A leaf made through the kit's new-leaf name dialog. */
  onLeafCreated?(id: string): void;
}

interface Row<N> extends TreeDataNode {
  node: N;
  children?: Row<N>[];
}

const toRows = <N extends TreeNodeLike<N>>(nodes: readonly N[]): Row<N>[] =>
  nodes.map((node) => ({
    key: node.id,
    node,
    isLeaf: node.nodeType !== 'folder',
    children: toRows(node.children),
  }));

const noActions = (): FolderAction<never>[] => [];

/**
 * The left pane of a resource page: search, the kind's create control, new folder, and the tree
 * of folders and leaves with a manager's menu on each node (the kind's extra entries first).
 */
export function FolderTreePane<N extends TreeNodeLike<N>>({
  kind,
  selectedId,
  onSelect,
  canManage,
  create,
  onLeafCreated,
}: FolderTreePaneProps<N>) {
  const { t } = useTranslation();
  const { prefix, texts } = kind;
  const tree = kind.useTree();
  const [keyword, setKeyword] = useState('');
  const [folder, setFolder] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const actions = useFolderActions(kind, {
    onDeleted: (node) => {
      // The open leaf went with it (itself, or inside a deleted folder).
      if (selectedId && goesWith(node, selectedId)) onSelect(null);
      if (node.id === folder) setFolder(null);
    },
    onLeafCreated,
  });
  const pane: FolderPane = {
    select: onSelect,
    openNewLeaf: (parent) => actions.open({ kind: 'newLeaf', parent }),
  };
  const useActions: (pane: FolderPane) => readonly FolderAction<N>[] = kind.useActions ?? noActions;
  const kindActions = useActions(pane);
  const kit = useKitActions(kind, pane);
  const extras = [...kindActions, ...kit.actions];

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const shown = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  const searching = keyword.trim() !== '';
  // While searching every folder of the answer is open; otherwise the user's choice, plus the
  // way down to the selected leaf (a reload with ?id= shows where it is).
  const expandedKeys = searching
    ? folderIds(shown)
    : [...new Set([...expanded, ...(selectedId ? ancestorIds(nodes, selectedId) : [])])];
  // The folder new things go into: the one clicked last, or the selected leaf's.
  const currentFolder =
    folder ?? (selectedId ? (findTreeNode(nodes, selectedId)?.pid ?? null) : null);

  const select: TreeProps<Row<N>>['onSelect'] = (_keys, info) => {
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

  const drop: TreeProps<Row<N>>['onDrop'] = (info) => {
    const dragged = info.dragNode.node;
    const pid = dropParent(info.node.node, !info.dropToGap);
    if (pid === dragged.pid || (pid && isWithin(nodes, dragged.id, pid))) return;
    void actions.move(dragged, pid).catch(() => undefined);
  };

  let body;
  if (!tree.data && tree.isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(texts.loadFailed)}>
        <Button onClick={() => void tree.refetch()}>{t(texts.retry)}</Button>
      </Empty>
    );
  } else if (!tree.data) {
    body = kind.loadingClass ? (
      <div className={kind.loadingClass}>
        <Spin />
      </div>
    ) : (
      <Spin />
    );
  } else if (shown.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={searching ? t(texts.noMatch) : t(texts.empty)}
        data-testid={`${prefix}-tree-empty`}
      />
    );
  } else {
    body = (
      <Tree<Row<N>>
        blockNode
        treeData={toRows(shown)}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectedKeys={selectedId ? [selectedId] : []}
        onSelect={select}
        draggable={kind.draggable && canManage && !searching ? { icon: false } : false}
        allowDrop={({ dropNode, dropPosition }) =>
          dropPosition !== 0 || dropNode.node.nodeType === 'folder'
        }
        onDrop={drop}
        titleRender={(row) => (
          <NodeTitle
            kind={kind}
            node={row.node}
            expanded={expandedKeys.includes(row.node.id)}
            canManage={canManage}
            extras={extras}
            onAction={(action, node) =>
              actions.open(
                action === 'newFolder'
                  ? { kind: 'newFolder', parent: node.id }
                  : { kind: action, node },
              )
            }
          />
        )}
        data-testid={`${prefix}-tree`}
      />
    );
  }

  return (
    <aside className={`folder-tree ${prefix}-tree`} data-testid={`${prefix}-tree-pane`}>
      <div className={`folder-tree__tools ${prefix}-tree__tools`}>
        <Input
          prefix={<SearchOutlined className={kind.searchIconClass} />}
          placeholder={t(texts.search)}
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid={`${prefix}-search`}
        />
        <Tooltip title={t(texts.refresh)}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t(texts.refresh)}
            onClick={() => void tree.refetch()}
          />
        </Tooltip>
      </div>
      {canManage && (
        <div className={`folder-tree__create ${prefix}-tree__create`}>
          {create?.(currentFolder, pane)}
          <Tooltip title={t(texts.newFolder)}>
            <Button
              icon={<FolderAddOutlined />}
              aria-label={t(texts.newFolder)}
              onClick={() => actions.open({ kind: 'newFolder', parent: currentFolder })}
              data-testid={`${prefix}-new-folder`}
            />
          </Tooltip>
        </div>
      )}
      <div className={`folder-tree__body ${prefix}-tree__body`}>{body}</div>
      <FolderDialogs kind={kind} actions={actions} />
      {kit.dialogs}
    </aside>
  );
}
