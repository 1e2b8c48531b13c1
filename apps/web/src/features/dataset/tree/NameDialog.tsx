import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { datasetNameSchema, NAME_LIMITS } from '@tessera/contracts';
import { zodRule } from '../../forms/zodRule';

export interface NameDialogProps {
  title: string;
  initial: string;
  busy: boolean;
  /** Resolves when saved; a refusal keeps the dialog open (the client showed the message). */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}

/** A name for a new folder, or a new name for a folder or dataset (SPEC §5: 1–50 characters). */
export function NameDialog({ title, initial, busy, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();

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
      okText={t('dataset.action.save')}
      cancelText={t('dataset.action.cancel')}
      okButtonProps={{ 'data-testid': 'dataset-name-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: initial }} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('dataset.form.name')}
          rules={[zodRule(datasetNameSchema, t)]}
        >
          <Input
            autoFocus
            maxLength={NAME_LIMITS.title.max}
            showCount
            data-testid="dataset-name-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
