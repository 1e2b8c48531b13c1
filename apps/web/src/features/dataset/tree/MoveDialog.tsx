import { useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode } from '@tessera/contracts';
import { FolderSelect } from '../create/FolderSelect';

export interface MoveDialogProps {
  node: DatasetTreeNode;
  tree: readonly DatasetTreeNode[];
  busy: boolean;
  onSubmit(pid: string | null): Promise<unknown>;
  onClose(): void;
}

/** "Move to": a folder picker that never offers the node itself or its own subfolders. */
export function MoveDialog({ node, tree, busy, onSubmit, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const [pid, setPid] = useState<string | null>(node.pid);
  return (
    <Modal
      open
      title={t('dataset.move.title', { name: node.name })}
      onOk={() => void onSubmit(pid).then(onClose, () => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: pid === node.pid, 'data-testid': 'dataset-move-ok' }}
      okText={t('dataset.move.ok')}
      cancelText={t('dataset.action.cancel')}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('dataset.move.target')}>
          <FolderSelect
            tree={tree}
            value={pid}
            onChange={setPid}
            excludeId={node.nodeType === 'folder' ? node.id : null}
            data-testid="dataset-move-folder"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
