import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
  MoreOutlined,
  SwapOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode } from '@tessera/contracts';
import { NodeIcon } from './NodeIcon';

export type NodeAction = 'newFolder' | 'rename' | 'move' | 'delete';

export interface NodeTitleProps {
  node: DatasetTreeNode;
  expanded: boolean;
  /** Managers get the actions menu; others see the name only. */
  canManage: boolean;
  onAction(action: NodeAction, node: DatasetTreeNode): void;
}

/** One row of the tree: icon, name, an extract badge, and a manager's actions. */
export function NodeTitle({ node, expanded, canManage, onAction }: NodeTitleProps) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    ...(node.nodeType === 'folder'
      ? [{ key: 'newFolder', icon: <FolderAddOutlined />, label: t('dataset.tree.newSubfolder') }]
      : []),
    { key: 'rename', icon: <EditOutlined />, label: t('dataset.action.rename') },
    { key: 'move', icon: <SwapOutlined />, label: t('dataset.action.moveTo') },
    { type: 'divider' },
    { key: 'delete', icon: <DeleteOutlined />, label: t('dataset.action.delete'), danger: true },
  ];

  return (
    <span className="dataset-node" data-testid={`dataset-node-${node.name}`}>
      <NodeIcon node={node} expanded={expanded} />
      <span className="dataset-node__name" title={node.name}>
        {node.name}
      </span>
      {node.mode === 'extract' && (
        <Tooltip title={t('dataset.mode.extractHint')}>
          <span className="dataset-node__badge" data-testid={`dataset-extract-${node.id}`}>
            <ThunderboltOutlined />
          </span>
        </Tooltip>
      )}
      {canManage && (
        <span
          className="dataset-node__actions"
          // The menu is not a click on the row: it must not select or expand it.
          onClick={(event) => event.stopPropagation()}
        >
          <Dropdown
            trigger={['click']}
            menu={{
              items,
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                onAction(key as NodeAction, node);
              },
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('dataset.tree.actions')}
              data-testid={`dataset-actions-${node.id}`}
            />
          </Dropdown>
        </span>
      )}
    </span>
  );
}
