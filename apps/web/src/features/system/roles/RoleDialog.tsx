import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleCreateSchema } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';
import { zodRule } from '../../forms/zodRule';

export interface RoleValues {
  name: string;
  description: string;
}

export interface RoleDialogProps {
  title: string;
  okText: string;
  initial: RoleValues;
  busy: boolean;
  /** The server's refusal (ROLE_NAME_TAKEN…), shown where the user typed. */
  error: unknown;
  /** Resolves when saved; a refusal keeps the dialog open. */
  onSubmit(values: { name: string; description: string | null }): Promise<unknown>;
  onClose(): void;
}

const DESCRIPTION_MAX = 200;

/** A new role's name and description, or new ones for a role (the contract's own rules). */
export function RoleDialog({
  title,
  okText,
  initial,
  busy,
  error,
  onSubmit,
  onClose,
}: RoleDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  const refused = describeError(error);

  const submit = async () => {
    const { name, description } = await form.validateFields();
    const text = (description ?? '').trim();
    await onSubmit({ name: name.trim(), description: text || null }).then(onClose, () => undefined);
  };

  return (
    <Modal
      open
      title={title}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okText={okText}
      cancelText={t('roles.cancel')}
      okButtonProps={{ 'data-testid': 'role-dialog-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="name"
          label={t('roles.name')}
          rules={[zodRule(roleCreateSchema.shape.name, t)]}
        >
          <Input autoFocus maxLength={50} showCount data-testid="role-name-input" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('roles.description')}
          rules={[zodRule(roleCreateSchema.shape.description, t)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={DESCRIPTION_MAX}
            showCount
            data-testid="role-description-input"
          />
        </Form.Item>
      </Form>
      {refused && <Alert type="error" showIcon title={refused} data-testid="role-dialog-error" />}
    </Modal>
  );
}
