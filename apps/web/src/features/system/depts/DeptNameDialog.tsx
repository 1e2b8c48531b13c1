import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgNameSchema } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';
import { zodRule } from '../../forms/zodRule';

export interface DeptNameDialogProps {
  title: string;
  okText: string;
  initial: string;
  busy: boolean;
  /** The server's refusal (the name is taken…), shown where the user typed. */
  error: unknown;
  /** Resolves when saved; a refusal keeps the dialog open. */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}

/** A name for a new organisation, or a new name for one (SPEC §5 organisation name rules). */
export function DeptNameDialog({
  title,
  okText,
  initial,
  busy,
  error,
  onSubmit,
  onClose,
}: DeptNameDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const refused = describeError(error);

  const submit = async () => {
    const { name } = await form.validateFields();
    await onSubmit(name.trim()).then(onClose, () => undefined);
  };

  return (
    <Modal
      open
      title={title}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okText={okText}
      cancelText={t('orgs.cancel')}
      okButtonProps={{ 'data-testid': 'dept-name-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initial }}
        onFinish={() => void submit().catch(() => undefined)}
      >
        <Form.Item name="name" label={t('orgs.name')} rules={[zodRule(orgNameSchema, t)]}>
          <Input autoFocus maxLength={50} showCount data-testid="dept-name-input" />
        </Form.Item>
      </Form>
      {refused && <Alert type="error" showIcon title={refused} data-testid="dept-dialog-error" />}
    </Modal>
  );
}
