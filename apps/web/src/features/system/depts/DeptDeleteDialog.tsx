import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';

export interface DeptDeleteDialogProps {
  node: DeptNode;
  busy: boolean;
  /** The server's refusal (ORG_NOT_EMPTY names the users and sub-organisations left). */
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** Confirms a delete and shows why the server refused one, where the user acted. */
export function DeptDeleteDialog({ node, busy, error, onConfirm, onClose }: DeptDeleteDialogProps) {
  const { t } = useTranslation();
  const refused = describeError(error);
  return (
    <Modal
      open
      title={t('orgs.deleteTitle', { name: node.name })}
      onOk={onConfirm}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('orgs.deleteOk')}
      cancelText={t('orgs.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'dept-delete-ok' }}
      destroyOnHidden
    >
      <p>{t('orgs.deleteHint')}</p>
      {refused && <Alert type="error" showIcon title={refused} data-testid="dept-dialog-error" />}
    </Modal>
  );
}
