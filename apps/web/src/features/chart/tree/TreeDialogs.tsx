import { useState } from 'react';
import { Alert, Form, Input, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { chartTitleSchema, NAME_LIMITS, type ChartTreeNode } from '@tessera/contracts';
import { zodRule } from '../../forms/zodRule';
import { describeError } from '../../../lib/errors';
import { chartFolderOptions } from './chartTree';

/** The dialog open over the tree, if any. */
export type ChartTreeDialog =
  | { kind: 'newFolder'; parent: string | null }
  | { kind: 'rename' | 'move' | 'delete'; node: ChartTreeNode }
  | null;

export interface TreeDialogsProps {
  dialog: ChartTreeDialog;
  tree: readonly ChartTreeNode[];
  busy: boolean;
  /** The server's refusal of the last save or delete, shown in the dialog. */
  error: unknown;
  onName(name: string): Promise<unknown>;
  onMove(pid: string | null): Promise<unknown>;
  onDelete(): void;
  onClose(): void;
}

/** New folder / rename (SPEC §5 name rules), move, and delete with the server's refusal. */
export function ChartTreeDialogs(props: TreeDialogsProps) {
  const { dialog } = props;
  if (!dialog) return null;
  if (dialog.kind === 'newFolder' || dialog.kind === 'rename') {
    return <NameDialog {...props} initial={dialog.kind === 'rename' ? dialog.node.name : ''} />;
  }
  if (dialog.kind === 'move') return <MoveDialog {...props} node={dialog.node} />;
  return <DeleteDialog {...props} node={dialog.node} />;
}

function NameDialog({
  dialog,
  busy,
  error,
  onName,
  onClose,
  initial,
}: TreeDialogsProps & {
  initial: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const submit = async () => {
    const { name } = await form.validateFields();
    await onName(name.trim()).then(onClose, () => undefined);
  };
  const refused = describeError(error);
  return (
    <Modal
      open
      title={
        dialog?.kind === 'rename' ? t('chartEditor.tree.rename') : t('chartEditor.tree.newFolder')
      }
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('chartEditor.action.save')}
      cancelText={t('chartEditor.action.cancel')}
      okButtonProps={{ 'data-testid': 'chart-name-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: initial }}>
        <Form.Item
          name="name"
          label={t('chartEditor.tree.name')}
          rules={[zodRule(chartTitleSchema, t)]}
        >
          <Input
            autoFocus
            maxLength={NAME_LIMITS.title.max}
            showCount
            data-testid="chart-name-input"
          />
        </Form.Item>
      </Form>
      {refused && <Alert type="error" showIcon title={refused} />}
    </Modal>
  );
}

function MoveDialog({
  tree,
  busy,
  error,
  onMove,
  onClose,
  node,
}: TreeDialogsProps & {
  node: ChartTreeNode;
}) {
  const { t } = useTranslation();
  const [pid, setPid] = useState<string | null>(node.pid);
  const refused = describeError(error);
  return (
    <Modal
      open
      title={t('chartEditor.tree.moveTitle', { name: node.name })}
      onOk={() => void onMove(pid).then(onClose, () => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: pid === node.pid, 'data-testid': 'chart-move-ok' }}
      okText={t('chartEditor.tree.move')}
      cancelText={t('chartEditor.action.cancel')}
      destroyOnHidden
    >
      <TreeSelect
        style={{ width: '100%' }}
        allowClear
        placeholder={t('chartEditor.tree.root')}
        treeData={chartFolderOptions(tree, node.nodeType === 'folder' ? node.id : null)}
        value={pid ?? undefined}
        onChange={(value: string | undefined) => setPid(value ?? null)}
        treeDefaultExpandAll
        data-testid="chart-move-folder"
      />
      {refused && <Alert type="error" showIcon title={refused} />}
    </Modal>
  );
}

function DeleteDialog({
  busy,
  error,
  onDelete,
  onClose,
  node,
}: TreeDialogsProps & {
  node: ChartTreeNode;
}) {
  const { t } = useTranslation();
  const refused = describeError(error);
  return (
    <Modal
      open
      title={t(
        node.nodeType === 'folder'
          ? 'chartEditor.tree.deleteFolder'
          : 'chartEditor.tree.deleteChart',
        {
          name: node.name,
        },
      )}
      onOk={onDelete}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('chartEditor.action.delete')}
      cancelText={t('chartEditor.action.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'chart-delete-ok' }}
      destroyOnHidden
    >
      <p>{t('chartEditor.tree.deleteHint')}</p>
      {refused && <Alert type="error" showIcon title={refused} data-testid="chart-delete-error" />}
    </Modal>
  );
}
