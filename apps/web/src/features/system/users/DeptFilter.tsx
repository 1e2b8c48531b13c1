import { useMemo } from 'react';
import { Button, Tree, TreeSelect } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDeptTree } from '../queries';
import { deptTreeData } from './deptTreeData';

export interface DeptFilterProps {
  deptId: number | undefined;
  onChange(deptId: number | undefined): void;
  /** Narrow screens have no room beside the table: the tree folds into a select above it. */
  compact: boolean;
}

/** The organisation filter: a tree beside the table, or a tree select on narrow screens. */
export function DeptFilter({ deptId, onChange, compact }: DeptFilterProps) {
  const { t } = useTranslation();
  const { data } = useDeptTree();
  const treeData = useMemo(() => deptTreeData(data ?? []), [data]);

  if (compact) {
    return (
      <TreeSelect<number>
        className="users-toolbar__dept"
        placeholder={t('users.allOrgs')}
        allowClear
        treeDefaultExpandAll
        value={deptId}
        onChange={(value) => onChange(value ?? undefined)}
        treeData={treeData}
        data-testid="users-dept-select"
      />
    );
  }
  return (
    <nav className="users-depts" aria-label={t('users.orgs')} data-testid="users-dept-tree">
      <Button
        type={deptId === undefined ? 'primary' : 'text'}
        ghost={deptId === undefined}
        block
        icon={<ApartmentOutlined />}
        className="users-depts__all"
        onClick={() => onChange(undefined)}
        data-testid="users-dept-all"
      >
        {t('users.allOrgs')}
      </Button>
      {treeData.length > 0 && (
        // Keyed by the first tree: defaultExpandAll applies when the tree first has nodes.
        <Tree<(typeof treeData)[number]>
          key={treeData.length}
          blockNode
          defaultExpandAll
          selectedKeys={deptId === undefined ? [] : [deptId]}
          onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : undefined)}
          treeData={treeData}
          titleRender={(node) => <span data-testid={`users-dept-${node.key}`}>{node.title}</span>}
        />
      )}
    </nav>
  );
}
