import { useState, type ReactNode } from 'react';
import { Button, Dropdown, Tag, Tree, type MenuProps } from 'antd';
import {
  ApartmentOutlined,
  DeleteOutlined,
  EditOutlined,
  MoreOutlined,
  PlusOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '@tessera/contracts';
import { parentIds } from './deptTreeModel';

export type DeptAction = 'create' | 'rename' | 'move' | 'delete';

export interface DeptTreeProps {
  tree: readonly DeptNode[];
  /**
   * Whether the shown roots may be renamed or deleted: a system administrator's tenants may; an
   * organisation administrator's own root is where their rights begin, so it is not theirs to change.
   */
  mayChangeRoots: boolean;
  onAction(action: DeptAction, node: DeptNode): void;
}

interface TreeRow {
  key: number;
  title: ReactNode;
  children: TreeRow[];
}

/** The organisation tree: every node open unless closed, each with its users and actions. */
export function DeptTree({ tree, mayChangeRoots, onAction }: DeptTreeProps) {
  const { t } = useTranslation();
  // Closed nodes are remembered instead of open ones, so new sub-organisations show at once.
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const expanded = parentIds(tree).filter((id) => !closed.has(id));

  const title = (node: DeptNode, isRoot: boolean) => {
    const items: MenuProps['items'] = [
      { key: 'create', icon: <PlusOutlined />, label: t('orgs.newSub') },
      ...(isRoot ? [] : [{ key: 'move', icon: <SwapOutlined />, label: t('orgs.move') }]),
      ...(isRoot && !mayChangeRoots
        ? []
        : [
            { key: 'rename', icon: <EditOutlined />, label: t('orgs.rename') },
            { type: 'divider' as const },
            { key: 'delete', icon: <DeleteOutlined />, label: t('orgs.delete'), danger: true },
          ]),
    ];
    return (
      <span className="depts-node" data-testid={`dept-node-${node.id}`}>
        <ApartmentOutlined className="depts-node__icon" />
        <span className="depts-node__name" title={node.name}>
          {node.name}
        </span>
        {node.pid === 0 && <Tag className="depts-node__tag">{t('orgs.topLevel')}</Tag>}
        <span className="depts-node__count">{t('orgs.userCount', { count: node.userCount })}</span>
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              onAction(key as DeptAction, node);
            },
          }}
        >
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('orgs.actions')}
            // The menu is not a click on the row: it must not fold the node.
            onClick={(event) => event.stopPropagation()}
            data-testid={`dept-actions-${node.id}`}
          />
        </Dropdown>
      </span>
    );
  };

  const rows = (nodes: readonly DeptNode[], isRoot: boolean): TreeRow[] =>
    nodes.map((node) => ({
      key: node.id,
      title: title(node, isRoot),
      children: rows(node.children, false),
    }));

  return (
    <Tree<TreeRow>
      className="depts-tree"
      blockNode
      selectable={false}
      showLine
      treeData={rows(tree, true)}
      expandedKeys={expanded}
      onExpand={(_keys, { node, expanded: open }) => {
        const next = new Set(closed);
        if (open) next.delete(Number(node.key));
        else next.add(Number(node.key));
        setClosed(next);
      }}
      data-testid="depts-tree"
    />
  );
}
