import type { ReactNode } from 'react';
import { TreeSelect } from 'antd';
import { FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode } from '@tessera/contracts';
import { useDatasetTree } from './datasetQueries';

interface FolderOption {
  value: string;
  title: string;
  icon: ReactNode;
  children: FolderOption[];
}

const folders = (nodes: readonly DatasetTreeNode[]): FolderOption[] =>
  nodes
    .filter((node) => node.nodeType === 'folder')
    .map((node) => ({
      value: node.id,
      title: node.name,
      icon: <FolderOutlined />,
      children: folders(node.children),
    }));

export interface FolderSelectProps {
  value?: string | null;
  onChange?(value: string | null): void;
  'data-testid'?: string;
}

/** A folder of the dataset tree; cleared means the root. Fits an antd Form.Item. */
export function FolderSelect({ value, onChange, ...rest }: FolderSelectProps) {
  const { t } = useTranslation();
  const tree = useDatasetTree();
  return (
    <TreeSelect<string | undefined>
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={folders(tree.data ?? [])}
      treeIcon
      treeDefaultExpandAll
      allowClear
      loading={tree.isPending}
      placeholder={t('datasetUpload.form.rootFolder')}
      data-testid={rest['data-testid']}
    />
  );
}
