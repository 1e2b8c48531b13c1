import { Button, Dropdown, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
  MoreOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FolderAction, FolderTreeKind } from './folderKind';
import type { TreeNodeLike } from './treeModel';

/** The kit's own entries of a node's menu; each opens its dialog. */
export type NodeAction = 'newFolder' | 'rename' | 'move' | 'delete';

export interface NodeTitleProps<N extends TreeNodeLike<N>> {
  kind: FolderTreeKind<N>;
  node: N;
  expanded: boolean;
  /** Managers get the actions menu (where the kind lets them change the node). */
  canManage: boolean;
  /** The kind's extra entries, shown first. */
  extras: readonly FolderAction<N>[];
  onAction(action: NodeAction, node: N): void;
}

/** One row of the tree: icon, name, the kind's badge, and a manager's actions. */
export function NodeTitle<N extends TreeNodeLike<N>>({
  kind,
  node,
  expanded,
  canManage,
  extras,
  onAction,
}: NodeTitleProps<N>) {
  const { t } = useTranslation();
  const { prefix, texts } = kind;
  const folder = node.nodeType === 'folder';
  const shown = extras.filter(
    (extra) => (!extra.on || (extra.on === 'folder') === folder) && (extra.shows?.(node) ?? true),
  );
  const items: MenuProps['items'] = [
    ...shown.map((extra) => ({ key: extra.key, icon: extra.icon, label: t(extra.label) })),
    ...(folder
      ? [{ key: 'newFolder', icon: <FolderAddOutlined />, label: t(texts.newSubfolder) }]
      : []),
    { key: 'rename', icon: <EditOutlined />, label: t(texts.rename) },
    { key: 'move', icon: <SwapOutlined />, label: t(texts.moveTo) },
    { type: 'divider' },
    { key: 'delete', icon: <DeleteOutlined />, label: t(texts.delete), danger: true },
  ];
  const pick = (key: string) => {
    const extra = shown.find((candidate) => candidate.key === key);
    if (extra) extra.run(node);
    else onAction(key as NodeAction, node);
  };

  return (
    <span className={`folder-node ${prefix}-node`} data-testid={`${prefix}-node-${node.name}`}>
      {kind.icon(node, expanded)}
      <span className={`folder-node__name ${prefix}-node__name`} title={node.name}>
        {node.name}
      </span>
      {kind.badge?.(node)}
      {canManage && (kind.mayChange?.(node) ?? true) && (
        <span
          className={`folder-node__actions ${prefix}-node__actions`}
          // The menu is not a click on the row: it must not select or expand it.
          onClick={(event) => event.stopPropagation()}
        >
          <Dropdown
            trigger={kind.menuOnContextClick ? ['click', 'contextMenu'] : ['click']}
            menu={{
              items,
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                pick(key);
              },
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t(texts.actions)}
              data-testid={`${prefix}-actions-${node.id}`}
            />
          </Dropdown>
        </span>
      )}
    </span>
  );
}
