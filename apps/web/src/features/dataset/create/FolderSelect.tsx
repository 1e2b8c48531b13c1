import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode } from '@tessera/contracts';
import { folderOptions } from '../treeHelpers';

export interface FolderSelectProps {
  tree: readonly DatasetTreeNode[];
  /** null: the top level. */
  value?: string | null;
  onChange?(value: string | null): void;
  /** A folder being moved: it and its subfolders are not offered. */
  excludeId?: string | null;
  'data-testid'?: string;
}

/** Picks a folder of the dataset tree; cleared means the top level. */
export function FolderSelect({
  tree,
  value,
  onChange,
  excludeId = null,
  ...rest
}: FolderSelectProps) {
  const { t } = useTranslation();
  return (
    <TreeSelect<string>
      treeData={folderOptions(tree, excludeId)}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={t('dataset.folder.root')}
      allowClear
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      style={{ width: '100%' }}
      data-testid={rest['data-testid']}
    />
  );
}
