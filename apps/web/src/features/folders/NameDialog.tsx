import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_LIMITS } from '@tessera/contracts';
import { zodRule } from '../forms/zodRule';
import type { FolderTreeKind } from './folderKind';
import { FolderPicker } from './FolderPicker';
import type { TreeNodeLike } from './treeModel';

export interface NameDialogProps<N extends TreeNodeLike<N>> {
  kind: FolderTreeKind<N>;
  title: string;
  okText: string;
  initial: string;
  /** For a new leaf: the folder it goes in, which the dialog lets the user change. */
  folder?: { initial: string | null };
  busy: boolean;
  /** Resolves when saved; a refusal keeps the dialog open (the client showed the message). */
  onSubmit(name: string, pid: string | null): Promise<unknown>;
  onClose(): void;
}

/** A name for a new folder or leaf, or a new name for one (SPEC §5: 1–50 characters). */
export function NameDialog<N extends TreeNodeLike<N>>({
  kind,
  title,
  okText,
  initial,
  folder,
  busy,
  onSubmit,
  onClose,
}: NameDialogProps<N>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [pid, setPid] = useState<string | null>(folder?.initial ?? null);
  const { prefix, texts } = kind;

  const submit = async () => {
    const { name } = await form.validateFields();
    await onSubmit(name.trim(), pid).then(onClose, () => undefined);
  };

  return (
    <Modal
      open
      title={title}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okText={okText}
      cancelText={t(texts.cancel)}
      okButtonProps={{ 'data-testid': `${prefix}-name-ok` }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: initial }} onFinish={submit}>
        <Form.Item name="name" label={t(texts.name)} rules={[zodRule(kind.nameSchema, t)]}>
          <Input
            autoFocus
            maxLength={NAME_LIMITS.title.max}
            showCount
            data-testid={`${prefix}-name-input`}
          />
        </Form.Item>
        {folder && texts.newLeafFolder && (
          <Form.Item label={t(texts.newLeafFolder)}>
            <FolderPicker
              kind={kind}
              value={pid}
              onChange={setPid}
              movingId={null}
              testId={`${prefix}-create-folder`}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
