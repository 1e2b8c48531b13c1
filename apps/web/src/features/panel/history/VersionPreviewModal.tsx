import { Button, Empty, Modal, Popconfirm, Space, Spin, Tag } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PanelDetail } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';
import { PanelDocument } from '../view/PanelDocument';
import { usePanelVersion } from '../queries';

/**
 * One earlier version of a dashboard, drawn read only in a large dialog: it says which version
 * it shows (and which one it was restored from, if a restore made it), and for managers it can
 * be restored from right here, as a new version.
 */
export function VersionPreviewModal({
  panel,
  version,
  restoredFrom = null,
  onRestore,
  restoring = false,
  onClose,
}: {
  panel: Pick<PanelDetail, 'id' | 'name'>;
  version: number;
  restoredFrom?: number | null;
  /** Given when the caller may restore this version (not the current one, manage). */
  onRestore?: (() => void) | undefined;
  restoring?: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const found = usePanelVersion(panel.id, version);
  let body;
  if (found.isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={describeError(found.error)}>
        <Button onClick={() => void found.refetch()}>{t('panel.action.retry')}</Button>
      </Empty>
    );
  } else if (!found.data) {
    body = (
      <div className="panel-center" style={{ height: 300 }}>
        <Spin />
      </div>
    );
  } else {
    body = (
      <PanelDocument
        panelStyle={found.data.panelStyle}
        panelData={found.data.panelData}
        fit="width"
        chartDetail={false}
      />
    );
  }
  return (
    <Modal
      open
      title={
        <Space size={8} wrap>
          <span>{t('panel.history.viewTitle', { name: panel.name, version })}</span>
          {restoredFrom !== null && (
            <Tag data-testid="panel-version-preview-restored-from">
              {t('defaults.history.restoredFrom', { version: restoredFrom })}
            </Tag>
          )}
        </Space>
      }
      onCancel={onClose}
      footer={
        onRestore ? (
          <Popconfirm
            title={t('panel.history.restoreConfirm', { version })}
            okText={t('panel.history.restore')}
            cancelText={t('panel.action.cancel')}
            okButtonProps={{ 'data-testid': 'panel-restore-ok' }}
            onConfirm={onRestore}
          >
            <Button
              type="primary"
              icon={<RollbackOutlined />}
              loading={restoring}
              data-testid="panel-version-preview-restore"
            >
              {t('defaults.history.restore')}
            </Button>
          </Popconfirm>
        ) : null
      }
      width="min(1400px, 94vw)"
      destroyOnHidden
    >
      <div className="panel-version-preview" data-testid="panel-version-preview">
        {body}
      </div>
    </Modal>
  );
}
