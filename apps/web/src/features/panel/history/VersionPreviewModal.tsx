import { Button, Empty, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PanelDetail } from '@tessera/contracts';
import { describeError } from '../../dataset/errors';
import { PanelDocument } from '../view/PanelDocument';
import { usePanelVersion } from '../queries';

/** One earlier version of a dashboard, drawn read only in a large dialog. */
export function VersionPreviewModal({
  panel,
  version,
  onClose,
}: {
  panel: Pick<PanelDetail, 'id' | 'name'>;
  version: number;
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
      title={t('panel.history.viewTitle', { name: panel.name, version })}
      onCancel={onClose}
      footer={null}
      width="min(1400px, 94vw)"
      destroyOnHidden
    >
      <div className="panel-version-preview" data-testid="panel-version-preview">
        {body}
      </div>
    </Modal>
  );
}
