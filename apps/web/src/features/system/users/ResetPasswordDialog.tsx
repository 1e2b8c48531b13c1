import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema, type UserGridRow } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { describeError } from '../../../lib/errors';
import { zodRule } from '../../forms/zodRule';
import { useResetPassword } from './mutations';
import type { ShownPassword } from './PasswordShownModal';
import type { PasswordMode } from './userFormModel';

interface ResetValues {
  mode: PasswordMode;
  password?: string;
}

export interface ResetPasswordDialogProps {
  row: UserGridRow;
  onClose(): void;
  /** The server generated one: it is shown once, by the page. */
  onGenerated(shown: ShownPassword): void;
}

/** Confirms a password reset, generated (the default) or typed by the administrator. */
export function ResetPasswordDialog({ row, onClose, onGenerated }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const mode = Form.useWatch('mode', form) ?? 'generate';
  const reset = useResetPassword();

  const submit = (values: ResetValues) =>
    reset.mutate(
      values.mode === 'type'
        ? { userId: row.userId, newPassword: values.password ?? '' }
        : { userId: row.userId },
      {
        onSuccess: (reply) => {
          onClose();
          if (reply?.password) onGenerated({ username: row.username, password: reply.password });
          else toastSuccess(t('users.reset.done', { name: row.username }));
        },
      },
    );

  const refused = describeError(reset.error);
  return (
    <Modal
      open
      title={t('users.reset.title', { name: row.username })}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reset.isPending}
      okText={t('users.reset.ok')}
      cancelText={t('users.reset.cancel')}
      okButtonProps={{ 'data-testid': 'users-reset-ok' }}
      width="min(480px, calc(100vw - 32px))"
      destroyOnHidden
    >
      <p>{t('users.reset.hint')}</p>
      <Form<ResetValues>
        form={form}
        layout="vertical"
        initialValues={{ mode: 'generate', password: '' }}
        onFinish={submit}
      >
        <Form.Item name="mode">
          <Radio.Group data-testid="users-reset-mode">
            <Radio value="generate">{t('users.reset.generate')}</Radio>
            <Radio value="type" data-testid="users-reset-type">
              {t('users.reset.type')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {mode === 'type' && (
          <Form.Item
            name="password"
            label={t('users.reset.newPassword')}
            required
            extra={t('users.form.passwordHint')}
            rules={[zodRule(newPasswordSchema, t)]}
          >
            <Input.Password autoComplete="new-password" data-testid="users-reset-password" />
          </Form.Item>
        )}
      </Form>
      {refused && <Alert type="error" showIcon title={refused} data-testid="users-reset-error" />}
    </Modal>
  );
}
