import { useState } from 'react';
import { Alert, Button, Drawer, Empty, List, Popconfirm, Space, Spin, Tag } from 'antd';
import { EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PanelDetail, PanelVersionEntry } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { describeError } from '../../../lib/errors';
import { formatTime } from '../../../lib/time';
import { usePanelVersions, useRestorePanelVersion } from '../queries';
import { VersionPreviewModal } from './VersionPreviewModal';

export interface PanelHistoryDrawerProps {
  panel: PanelDetail;
  open: boolean;
  /** Restoring needs manage on the dashboard. */
  canRestore: boolean;
  onClose(): void;
}

/**
 * The kept versions of a dashboard: each can be opened read only, and (for its managers)
 * restored — as a new version, so restoring loses nothing. A stale restore (someone saved in
 * between) shows the server's message here.
 */
export function PanelHistoryDrawer({ panel, open, canRestore, onClose }: PanelHistoryDrawerProps) {
  const { t, i18n } = useTranslation();
  const versions = usePanelVersions(panel.id, open);
  const restore = useRestorePanelVersion(panel.id);
  const [viewing, setViewing] = useState<number | null>(null);

  const onRestore = (entry: PanelVersionEntry, done?: () => void) =>
    restore.mutate(
      { version: entry.version, currentVersion: panel.version },
      {
        onSuccess: () => {
          toastSuccess(t('panel.history.restored', { version: entry.version }));
          done?.();
        },
      },
    );
  const viewingEntry = versions.data?.find((entry) => entry.version === viewing);

  let body;
  if (!versions.data && versions.isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.history.loadFailed')}>
        <Button onClick={() => void versions.refetch()}>{t('panel.action.retry')}</Button>
      </Empty>
    );
  } else if (!versions.data) {
    body = (
      <div className="panel-center">
        <Spin />
      </div>
    );
  } else if (versions.data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.history.empty')} />;
  } else {
    body = (
      <List
        dataSource={versions.data}
        rowKey={(entry) => String(entry.version)}
        renderItem={(entry) => (
          <List.Item
            data-testid={`panel-version-${entry.version}`}
            actions={[
              <Button
                key="open"
                size="small"
                icon={<EyeOutlined />}
                onClick={() => setViewing(entry.version)}
                data-testid={`panel-version-open-${entry.version}`}
              >
                {t('panel.history.open')}
              </Button>,
              ...(canRestore && !entry.current
                ? [
                    <Popconfirm
                      key="restore"
                      title={t('panel.history.restoreConfirm', { version: entry.version })}
                      okText={t('panel.history.restore')}
                      cancelText={t('panel.action.cancel')}
                      okButtonProps={{ 'data-testid': 'panel-restore-ok' }}
                      onConfirm={() => onRestore(entry)}
                    >
                      <Button
                        size="small"
                        icon={<RollbackOutlined />}
                        loading={restore.isPending && restore.variables?.version === entry.version}
                        data-testid={`panel-version-restore-${entry.version}`}
                      >
                        {t('panel.history.restore')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <List.Item.Meta
              title={
                <Space size={6}>
                  <span>{t('panel.history.version', { version: entry.version })}</span>
                  {entry.current && (
                    <Tag color="blue" data-testid="panel-version-current">
                      {t('panel.history.current')}
                    </Tag>
                  )}
                </Space>
              }
              description={
                <span className="panel-muted">
                  {t('panel.history.savedBy', { name: entry.updateBy })} ·{' '}
                  {formatTime(entry.updateTime, i18n.language)} ·{' '}
                  {t('panel.history.components', { count: entry.components })}
                  {entry.restoredFrom !== null && (
                    <>
                      {' · '}
                      <span data-testid={`panel-version-restored-from-${entry.version}`}>
                        {t('defaults.history.restoredFrom', { version: entry.restoredFrom })}
                      </span>
                    </>
                  )}
                </span>
              }
            />
          </List.Item>
        )}
      />
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('panel.history.title', { name: panel.name })}
      size={480}
      destroyOnHidden
    >
      <div data-testid="panel-history">
        {restore.error ? (
          <Alert
            type="error"
            showIcon
            title={describeError(restore.error)}
            style={{ marginBottom: 12 }}
            data-testid="panel-history-error"
          />
        ) : null}
        {body}
      </div>
      {viewing !== null && (
        <VersionPreviewModal
          panel={panel}
          version={viewing}
          restoredFrom={viewingEntry?.restoredFrom ?? null}
          onRestore={
            canRestore && viewingEntry && !viewingEntry.current
              ? () => onRestore(viewingEntry, () => setViewing(null))
              : undefined
          }
          restoring={restore.isPending}
          onClose={() => setViewing(null)}
        />
      )}
    </Drawer>
  );
}
