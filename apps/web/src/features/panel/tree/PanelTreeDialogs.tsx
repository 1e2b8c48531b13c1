import { useState } from 'react';
import { Alert, Form, Input, Modal, Spin, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_LIMITS, panelNameSchema, type PanelTreeNode } from '@tessera/contracts';
import { zodRule } from '../../forms/zodRule';
import { describeError } from '../../../lib/errors';
import { folderOptions } from '../../tree/treeModel';
import { usePanelDefaultTree } from '../queries';

/** The dialog open over the tree, if any. */
export type PanelTreeDialog =
  | NamingDialog
  | { kind: 'move'; node: PanelTreeNode }
  | { kind: 'delete'; node: PanelTreeNode }
  | null;

/** The dialogs that ask for a name. */
type NamingDialog =
  | { kind: 'newFolder'; parent: string | null }
  | { kind: 'newPanel'; parent: string | null }
  | { kind: 'rename'; node: PanelTreeNode };

export interface PanelTreeDialogsProps {
  dialog: PanelTreeDialog;
  busy: boolean;
  /** The server's refusal of the last save or delete, shown in the dialog. */
  error: unknown;
  /** New folder, new dashboard (with the folder picked) or rename. */
  onName(name: string, pid: string | null): Promise<unknown>;
  onMove(pid: string | null): Promise<unknown>;
  onDelete(): void;
  onClose(): void;
}

/** New folder / new dashboard / rename (SPEC §5 name rules), move, and delete. */
export function PanelTreeDialogs(props: PanelTreeDialogsProps) {
  const { dialog } = props;
  if (!dialog) return null;
  if (dialog.kind === 'move') return <MoveDialog {...props} node={dialog.node} />;
  if (dialog.kind === 'delete') return <DeleteDialog {...props} node={dialog.node} />;
  return <NameDialog {...props} dialog={dialog} />;
}

/** The folders a node may go into, from the server's folder tree (defaultTree). */
function FolderPicker({
  value,
  onChange,
  movingId,
  testId,
}: {
  value: string | null;
  onChange(pid: string | null): void;
  movingId: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const folders = usePanelDefaultTree();
  if (!folders.data && folders.isPending) return <Spin size="small" />;
  return (
    <TreeSelect
      style={{ width: '100%' }}
      allowClear
      placeholder={t('panel.tree.root')}
      treeData={folderOptions(folders.data ?? [], movingId)}
      value={value ?? undefined}
      onChange={(picked: string | undefined) => onChange(picked ?? null)}
      treeDefaultExpandAll
      data-testid={testId}
    />
  );
}

function NameDialog({
  dialog,
  busy,
  error,
  onName,
  onClose,
}: PanelTreeDialogsProps & {
  dialog: NamingDialog;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const renaming = dialog.kind === 'rename';
  const [pid, setPid] = useState<string | null>(renaming ? dialog.node.pid : dialog.parent);
  const submit = async () => {
    const { name } = await form.validateFields();
    await onName(name.trim(), pid).then(onClose, () => undefined);
  };
  const title = {
    newFolder: t('panel.tree.newFolder'),
    newPanel: t('panel.create.title'),
    rename: t('panel.tree.rename'),
  }[dialog.kind];
  const refused = describeError(error);
  return (
    <Modal
      open
      title={title}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okText={renaming ? t('panel.action.save') : t('panel.action.create')}
      cancelText={t('panel.action.cancel')}
      okButtonProps={{ 'data-testid': 'panel-name-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: renaming ? dialog.node.name : '' }}
      >
        <Form.Item name="name" label={t('panel.tree.name')} rules={[zodRule(panelNameSchema, t)]}>
          <Input
            autoFocus
            maxLength={NAME_LIMITS.title.max}
            showCount
            data-testid="panel-name-input"
          />
        </Form.Item>
        {dialog.kind === 'newPanel' && (
          <Form.Item label={t('panel.create.folder')}>
            <FolderPicker
              value={pid}
              onChange={setPid}
              movingId={null}
              testId="panel-create-folder"
            />
          </Form.Item>
        )}
      </Form>
      {refused && <Alert type="error" showIcon title={refused} />}
    </Modal>
  );
}

function MoveDialog({
  busy,
  error,
  onMove,
  onClose,
  node,
}: PanelTreeDialogsProps & {
  node: PanelTreeNode;
}) {
  const { t } = useTranslation();
  const [pid, setPid] = useState<string | null>(node.pid);
  const refused = describeError(error);
  return (
    <Modal
      open
      title={t('panel.tree.moveTitle', { name: node.name })}
      onOk={() => void onMove(pid).then(onClose, () => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: pid === node.pid, 'data-testid': 'panel-move-ok' }}
      okText={t('panel.tree.move')}
      cancelText={t('panel.action.cancel')}
      destroyOnHidden
    >
      <FolderPicker
        value={pid}
        onChange={setPid}
        movingId={node.nodeType === 'folder' ? node.id : null}
        testId="panel-move-folder"
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
}: PanelTreeDialogsProps & {
  node: PanelTreeNode;
}) {
  const { t } = useTranslation();
  const folder = node.nodeType === 'folder';
  const refused = describeError(error);
  return (
    <Modal
      open
      title={t(folder ? 'panel.tree.deleteFolder' : 'panel.tree.deletePanel', { name: node.name })}
      onOk={onDelete}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('panel.action.delete')}
      cancelText={t('panel.action.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'panel-delete-ok' }}
      destroyOnHidden
    >
      <p>{t(folder ? 'panel.tree.deleteFolderHint' : 'panel.tree.deletePanelHint')}</p>
      {refused && <Alert type="error" showIcon title={refused} data-testid="panel-delete-error" />}
    </Modal>
  );
}
