import type { ReactNode } from 'react';
import { TreeSelect } from 'antd';
import { DatabaseOutlined, FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode } from '@tessera/contracts';
import type { PickProblem } from './joinModel';

interface PickerNode {
  value: string;
  title: ReactNode;
  icon: ReactNode;
  selectable: boolean;
  disabled: boolean;
  children: PickerNode[];
  name: string;
}

export interface DatasetPickerProps {
  tree: DatasetTreeNode[];
  value: string | null;
  onChange(datasetId: string): void;
  /** Why a dataset cannot be picked here; such datasets show greyed with the reason. */
  problemOf(node: DatasetTreeNode): PickProblem | null;
  placeholder: string;
  'data-testid'?: string;
}

/** A dataset from the tree; folders only group, refused datasets say why. */
export function DatasetPicker({
  tree,
  value,
  onChange,
  problemOf,
  placeholder,
  ...rest
}: DatasetPickerProps) {
  const { t } = useTranslation();
  const toNode = (node: DatasetTreeNode): PickerNode => {
    if (node.nodeType === 'folder') {
      return {
        value: `folder:${node.id}`,
        name: node.name,
        title: node.name,
        icon: <FolderOutlined />,
        selectable: false,
        disabled: false,
        children: node.children.map(toNode),
      };
    }
    const problem = problemOf(node);
    return {
      value: node.id,
      name: node.name,
      title: (
        <span
          className="dsj-option"
          data-testid={`${rest['data-testid'] ?? 'dsj-picker'}-option-${node.id}`}
          data-refused={problem ?? ''}
        >
          <span>{node.name}</span>
          {problem && (
            <span className="dsj-option__reason">{t(`datasetJoin.refuse.${problem}`)}</span>
          )}
        </span>
      ),
      icon: <DatabaseOutlined />,
      selectable: problem === null,
      disabled: problem !== null,
      children: [],
    };
  };
  return (
    <TreeSelect<string | undefined>
      value={value ?? undefined}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      treeData={tree.map(toNode)}
      treeIcon
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="name"
      treeNodeLabelProp="name"
      virtual={false}
      placeholder={placeholder}
      className="dsj-picker"
      data-testid={rest['data-testid']}
    />
  );
}
