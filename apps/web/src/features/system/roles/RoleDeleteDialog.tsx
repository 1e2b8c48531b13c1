import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';

export interface RoleDeleteDialogProps {
  name: string;
  busy: boolean;
  /** The server's refusal: ROLE_IN_USE names the users who still hold the role. */
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** Confirms deleting a role and shows why the server refused, where the user acted. */
export function RoleDeleteDialog({ name, busy, error, onConfirm, onClose }: RoleDeleteDialogProps) {
  const { t } = useTranslation();
  const refused = describeError(error);
  return (
    <Modal
      open
      title={t('roles.deleteTitle', { name })}
      onOk={onConfirm}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('roles.deleteOk')}
      cancelText={t('roles.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'role-delete-ok' }}
      destroyOnHidden
    >
      <p>{t('roles.deleteHint')}</p>
      {refused && <Alert type="error" showIcon title={refused} data-testid="role-delete-error" />}
    </Modal>
  );
}
