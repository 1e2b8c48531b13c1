import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '@tessera/contracts';
import { useDeptTree } from '../system/queries';
import type { TargetPickerProps } from './pickedTarget';

interface DeptItem {
  value: number;
  title: string;
  children: DeptItem[];
}

const toItems = (nodes: readonly DeptNode[]): DeptItem[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: toItems(node.children) }));

const findName = (nodes: readonly DeptNode[], id: number): string | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node.name;
    const below = findName(node.children, id);
    if (below !== undefined) return below;
  }
  return undefined;
};

/** An organisation of those the caller administers, in its tree. */
export function DeptPicker({ value, onPick }: TargetPickerProps) {
  const { t } = useTranslation();
  const tree = useDeptTree();
  const nodes = tree.data ?? [];
  return (
    <TreeSelect<number>
      className="grants-add__target"
      placeholder={t('grants.add.pickDept')}
      value={value?.id}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      // Organisation trees are small; every row rendered keeps a deep one findable.
      virtual={false}
      loading={tree.isPending}
      treeData={toItems(nodes)}
      onChange={(id) => {
        const name = id === undefined ? undefined : findName(nodes, id);
        onPick(name === undefined ? null : { id, name });
      }}
      data-testid="grants-add-target"
    />
  );
}
