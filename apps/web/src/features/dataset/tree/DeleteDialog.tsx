import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';

export interface DeleteDialogProps {
  node: DatasetTreeNode;
  busy: boolean;
  /** The server's refusal (folder not empty, dataset in use), shown in the dialog. */
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** Confirms a delete and shows why the server refused one, where the user acted. */
export function DeleteDialog({ node, busy, error, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  const refused = describeError(error);
  return (
    <Modal
      open
      title={t(node.nodeType === 'folder' ? 'dataset.delete.folderTitle' : 'dataset.delete.title', {
        name: node.name,
      })}
      onOk={onConfirm}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('dataset.action.delete')}
      cancelText={t('dataset.action.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'dataset-delete-ok' }}
      destroyOnHidden
    >
      <p>{t(node.nodeType === 'folder' ? 'dataset.delete.folderHint' : 'dataset.delete.hint')}</p>
      {refused && (
        <Alert type="error" showIcon title={refused} data-testid="dataset-delete-error" />
      )}
    </Modal>
  );
}
