import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/errors';
import type { FolderTreeKind } from './folderKind';
import type { TreeNodeLike } from './treeModel';

export interface DeleteDialogProps<N extends TreeNodeLike<N>> {
  kind: FolderTreeKind<N>;
  node: N;
  busy: boolean;
  /** The server's refusal (folder not empty, leaf in use), shown in the dialog. */
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** Confirms a delete and shows why the server refused one, where the user acted. */
export function DeleteDialog<N extends TreeNodeLike<N>>({
  kind,
  node,
  busy,
  error,
  onConfirm,
  onClose,
}: DeleteDialogProps<N>) {
  const { t } = useTranslation();
  const { prefix, texts } = kind;
  const folder = node.nodeType === 'folder';
  const refused = describeError(error);
  return (
    <Modal
      open
      title={t(folder ? texts.deleteFolderTitle : texts.deleteLeafTitle, { name: node.name })}
      onOk={onConfirm}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t(texts.delete)}
      cancelText={t(texts.cancel)}
      okButtonProps={{ danger: true, 'data-testid': `${prefix}-delete-ok` }}
      destroyOnHidden
    >
      <p>{t(folder ? texts.deleteFolderHint : texts.deleteLeafHint)}</p>
      {refused && (
        <Alert type="error" showIcon title={refused} data-testid={`${prefix}-delete-error`} />
      )}
    </Modal>
  );
}
