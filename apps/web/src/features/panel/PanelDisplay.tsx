import { lazy, Suspense, useState } from 'react';
import { Button, Result, Space, Spin, Tooltip, Typography } from 'antd';
import {
  EditOutlined,
  EyeOutlined,
  FullscreenOutlined,
  HistoryOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store/session';
import { describeError } from '../../lib/errors';
import { formatTime } from '../../lib/time';
import { enterFullscreen } from './fullscreen';
import { PanelHistoryDrawer } from './history/PanelHistoryDrawer';
import { panelRoutes } from './panelRoutes';
import { canEditPanel } from './permissions';
import { usePanel } from './queries';
import { useUrlFilter } from './useUrlFilter';
import { PanelDocument } from './view/PanelDocument';

// The share dialog (QR code, date picker) loads when opened: not part of the dashboard's download.
const ShareDialog = lazy(() =>
  import('./share/ShareDialog').then((m) => ({ default: m.ShareDialog })),
);

/**
 * The selected dashboard on the dashboards page: its name and actions (edit, preview, full
 * screen, history) above the dashboard itself, fitted to the pane's width.
 */
export function PanelDisplay({ panelId }: { panelId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const panel = usePanel(panelId);
  const [history, setHistory] = useState(false);
  const [sharing, setSharing] = useState(false);
  const urlFilter = useUrlFilter();

  if (!panel.data) {
    if (panel.isError) {
      return (
        <div data-testid="panel-load-failed">
          <Result
            status="warning"
            title={t('panel.loadFailed')}
            subTitle={describeError(panel.error)}
            extra={<Button onClick={() => void panel.refetch()}>{t('panel.action.retry')}</Button>}
          />
        </div>
      );
    }
    return (
      <div className="panel-center" style={{ minHeight: 300 }}>
        <Spin />
      </div>
    );
  }

  const detail = panel.data;
  const editable = canEditPanel(user, detail);
  return (
    <div className="panel-display" data-testid="panel-display">
      <header className="panel-display__head">
        <div className="panel-display__title">
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis data-testid="panel-name">
            {detail.name}
          </Typography.Title>
          <span className="panel-muted">
            {t('panel.header.saved', {
              name: detail.updateBy,
              time: formatTime(detail.updateTime, i18n.language),
            })}
          </span>
        </div>
        <Space wrap>
          {editable && (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => void navigate(panelRoutes.edit(detail.id))}
              data-testid="panel-edit"
            >
              {t('panel.header.edit')}
            </Button>
          )}
          {editable && (
            <Button
              icon={<ShareAltOutlined />}
              onClick={() => setSharing(true)}
              data-testid="panel-share"
            >
              {t('share.button')}
            </Button>
          )}
          <Button
            icon={<EyeOutlined />}
            onClick={() => void navigate(panelRoutes.preview(detail.id))}
            data-testid="panel-preview"
          >
            {t('panel.header.preview')}
          </Button>
          <Tooltip title={t('panel.header.fullScreen')}>
            <Button
              icon={<FullscreenOutlined />}
              aria-label={t('panel.header.fullScreen')}
              onClick={() => {
                enterFullscreen();
                void navigate(panelRoutes.fullScreen(detail.id));
              }}
              data-testid="panel-fullscreen"
            />
          </Tooltip>
          <Button
            icon={<HistoryOutlined />}
            onClick={() => setHistory(true)}
            data-testid="panel-history-open"
          >
            {t('panel.header.history')}
          </Button>
        </Space>
      </header>
      <div className="panel-display__body">
        <PanelDocument
          panelStyle={detail.panelStyle}
          panelData={detail.panelData}
          fit="width"
          panelId={detail.id}
          chartDatasets={detail.chartDatasets}
          urlFilter={urlFilter}
        />
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog
            panelId={detail.id}
            panelName={detail.name}
            open
            onClose={() => setSharing(false)}
          />
        </Suspense>
      )}
      <PanelHistoryDrawer
        panel={detail}
        open={history}
        canRestore={editable}
        onClose={() => setHistory(false)}
      />
    </div>
  );
}
