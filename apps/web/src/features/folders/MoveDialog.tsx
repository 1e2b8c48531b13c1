import { useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FolderTreeKind } from './folderKind';
import { FolderPicker } from './FolderPicker';
import type { TreeNodeLike } from './treeModel';

export interface MoveDialogProps<N extends TreeNodeLike<N>> {
  kind: FolderTreeKind<N>;
  node: N;
  busy: boolean;
  onSubmit(pid: string | null): Promise<unknown>;
  onClose(): void;
}

/** "Move to": a folder picker that never offers the node itself or its own subfolders. */
export function MoveDialog<N extends TreeNodeLike<N>>({
  kind,
  node,
  busy,
  onSubmit,
  onClose,
}: MoveDialogProps<N>) {
  const { t } = useTranslation();
  const [pid, setPid] = useState<string | null>(node.pid);
  const { prefix, texts } = kind;
  const picker = (
    <FolderPicker
      kind={kind}
      value={pid}
      onChange={setPid}
      movingId={node.nodeType === 'folder' ? node.id : null}
      testId={`${prefix}-move-folder`}
    />
  );
  return (
    <Modal
      open
      title={t(texts.moveTitle, { name: node.name })}
      onOk={() => void onSubmit(pid).then(onClose, () => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: pid === node.pid, 'data-testid': `${prefix}-move-ok` }}
      okText={t(texts.moveOk)}
      cancelText={t(texts.cancel)}
      destroyOnHidden
    >
      {texts.moveTarget ? (
        <Form layout="vertical">
          <Form.Item label={t(texts.moveTarget)}>{picker}</Form.Item>
        </Form>
      ) : (
        picker
      )}
    </Modal>
  );
}
