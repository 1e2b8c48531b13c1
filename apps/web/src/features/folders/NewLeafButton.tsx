import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FolderTreeKind } from './folderKind';
import type { TreeNodeLike } from './treeModel';

/** The tree's "New <leaf>" button (`<prefix>-new`). */
export function NewLeafButton<N extends TreeNodeLike<N>>({
  kind,
  onClick,
}: {
  kind: FolderTreeKind<N>;
  onClick(): void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={onClick}
      data-testid={`${kind.prefix}-new`}
    >
      {kind.texts.newLeaf ? t(kind.texts.newLeaf) : null}
    </Button>
  );
}
