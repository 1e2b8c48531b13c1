import { useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserGridRow } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { describeError, errorCode } from '../../../lib/errors';
import { useDeleteUser } from './mutations';

export interface DeleteUserDialogProps {
  row: UserGridRow;
  /** The users on the page: those enabled may receive the deleted user's resources. */
  candidates: readonly UserGridRow[];
  onClose(): void;
}

/**
 * Confirms a delete. A user who still owns resources is refused with the server's list of them;
 * the dialog then asks whom to hand them to and deletes with that hand-over.
 */
export function DeleteUserDialog({ row, candidates, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [owns, setOwns] = useState<string | null>(null);
  const [handOverTo, setHandOverTo] = useState<number | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const receivers = candidates.filter((user) => user.enabled && user.userId !== row.userId);

  const confirm = () => {
    if (owns !== null && handOverTo === undefined) {
      setMissing(true);
      return;
    }
    remove.mutate(
      { id: row.userId, handOverTo },
      {
        onSuccess: () => {
          toastSuccess(t('users.delete.deleted', { name: row.username }));
          onClose();
        },
        onError: (error) => {
          if (errorCode(error) === 'USER_OWNS_RESOURCES') setOwns(describeError(error));
        },
      },
    );
  };

  // The owned-resources refusal is the question below, not an error.
  const refused = remove.error && errorCode(remove.error) !== 'USER_OWNS_RESOURCES';
  return (
    <Modal
      open
      title={t('users.delete.title', { name: row.username })}
      onOk={confirm}
      onCancel={onClose}
      confirmLoading={remove.isPending}
      okText={t(owns === null ? 'users.delete.ok' : 'users.delete.okHandOver')}
      cancelText={t('users.delete.cancel')}
      okButtonProps={{
        danger: true,
        disabled: owns !== null && !receivers.length,
        'data-testid': 'users-delete-ok',
      }}
      width="min(480px, calc(100vw - 32px))"
      destroyOnHidden
    >
      <p>{t('users.delete.hint')}</p>
      {owns !== null && (
        <>
          <Alert type="warning" showIcon title={owns} data-testid="users-delete-owns" />
          <Form layout="vertical" className="users-handover">
            <Form.Item
              label={t('users.delete.handOver')}
              required
              validateStatus={missing ? 'error' : undefined}
              help={
                missing
                  ? t('users.delete.handOverRequired')
                  : receivers.length
                    ? undefined
                    : t('users.delete.noCandidate')
              }
            >
              <Select<number>
                placeholder={t('users.delete.handOverPlaceholder')}
                value={handOverTo}
                onChange={(value) => {
                  setHandOverTo(value);
                  setMissing(false);
                }}
                showSearch={{ optionFilterProp: 'label' }}
                options={receivers.map((user) => ({
                  value: user.userId,
                  label: `${user.nickName} (${user.username})`,
                }))}
                data-testid="users-handover"
              />
            </Form.Item>
          </Form>
        </>
      )}
      {refused && (
        <Alert
          type="error"
          showIcon
          title={describeError(remove.error)}
          data-testid="users-delete-error"
        />
      )}
    </Modal>
  );
}
