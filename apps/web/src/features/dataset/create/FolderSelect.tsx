import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode } from '@tessera/contracts';
import { folderOptions } from '../../folders/treeModel';

export interface FolderSelectProps {
  tree: readonly DatasetTreeNode[];
  /** null: the top level. */
  value?: string | null;
  onChange?(value: string | null): void;
  'data-testid'?: string;
}

/** Picks a folder of the dataset tree; cleared means the top level. */
export function FolderSelect({ tree, value, onChange, ...rest }: FolderSelectProps) {
  const { t } = useTranslation();
  return (
    <TreeSelect<string>
      treeData={folderOptions(tree, null)}
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
