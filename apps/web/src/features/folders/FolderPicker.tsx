import { Spin, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FolderTreeKind } from './folderKind';
import { folderOptions, type TreeNodeLike } from './treeModel';

export interface FolderPickerProps<N extends TreeNodeLike<N>> {
  kind: FolderTreeKind<N>;
  /** null: the top level. */
  value: string | null;
  onChange(pid: string | null): void;
  /** A folder being moved: it and its subfolders are not offered. */
  movingId: string | null;
  testId: string;
}

/** Picks a folder of the tree; cleared means the top level. */
export function FolderPicker<N extends TreeNodeLike<N>>({
  kind,
  value,
  onChange,
  movingId,
  testId,
}: FolderPickerProps<N>) {
  const { t } = useTranslation();
  // The folders on offer: the kind's own folder list, or the tree's folders.
  const useFolders = kind.useFolderChoices ?? kind.useTree;
  const folders = useFolders();
  if (!folders.data && folders.isPending) return <Spin size="small" />;
  return (
    <TreeSelect<string>
      treeData={folderOptions(folders.data ?? [], movingId)}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
      placeholder={t(kind.texts.root)}
      allowClear
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
