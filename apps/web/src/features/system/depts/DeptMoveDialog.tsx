import { useState } from 'react';
import { Alert, Form, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';
import { moveTargets } from './deptTreeModel';

export interface DeptMoveDialogProps {
  tree: readonly DeptNode[];
  node: DeptNode;
  busy: boolean;
  error: unknown;
  onSubmit(pid: number): Promise<unknown>;
  onClose(): void;
}

/** Picks a new parent inside the node's own top-level organisation (SPEC §5 move rule). */
export function DeptMoveDialog({
  tree,
  node,
  busy,
  error,
  onSubmit,
  onClose,
}: DeptMoveDialogProps) {
  const { t } = useTranslation();
  const [pid, setPid] = useState(node.pid);
  const refused = describeError(error);
  return (
    <Modal
      open
      title={t('orgs.moveTitle', { name: node.name })}
      onOk={() => void onSubmit(pid).then(onClose, () => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('orgs.moveOk')}
      cancelText={t('orgs.cancel')}
      okButtonProps={{ disabled: pid === node.pid, 'data-testid': 'dept-move-ok' }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('orgs.moveTarget')} extra={t('orgs.moveHint')}>
          <TreeSelect<number>
            treeData={moveTargets(tree, node)}
            value={pid}
            onChange={(next) => setPid(next)}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            // Organisation trees are small; all rows rendered keeps the disabled ones findable.
            virtual={false}
            style={{ width: '100%' }}
            data-testid="dept-move-select"
          />
        </Form.Item>
      </Form>
      {refused && <Alert type="error" showIcon title={refused} data-testid="dept-dialog-error" />}
    </Modal>
  );
}
