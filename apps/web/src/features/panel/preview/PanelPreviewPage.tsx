import { useRef } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DashboardExportButton } from '../export/DashboardExportButton';
import { enterFullscreen } from '../fullscreen';
import { panelRoutes } from '../panelRoutes';
import { canExportPanel } from '../permissions';
import { usePanel } from '../queries';
import { useUrlFilter } from '../useUrlFilter';
import { PanelDocument } from '../view/PanelDocument';
import { PreviewState } from './PreviewState';
import { useLeavePreview } from './useLeave';
import './preview.css';
import { LazyResult } from '../../../lib/LazyResult';

/**
 * SPEC §2 /preview/{reportId}: the dashboard alone on a plain page, a small bar above it (back,
 * name, export, full screen), drawn self-adapting or at the canvas style's fixed scale.
 */
export default function PanelPreviewPage() {
  const { t } = useTranslation();
  const { reportId = '' } = useParams();
  const navigate = useNavigate();
  const panel = usePanel(reportId || null);
  const leave = useLeavePreview(reportId || null);
  const urlFilter = useUrlFilter();
  const body = useRef<HTMLElement>(null);
  if (!reportId) return <LazyResult status="404" title={t('panelPreview.missing')} />;

  return (
    <div className="panel-preview" data-testid="panel-preview-page">
      <header className="panel-view-bar">
        <div className="panel-preview__group">
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={leave}
            data-testid="panel-preview-back"
          >
            {t('panelPreview.back')}
          </Button>
          {/* Plain text, cut with an ellipsis by CSS: antd's Typography would bring its copy and
              edit controls to every dashboard's first screen. */}
          <strong className="panel-preview__name" title={panel.data?.name} data-testid="panel-name">
            {panel.data?.name}
          </strong>
        </div>
        <div className="panel-preview__group">
          {panel.data && canExportPanel(panel.data) && (
            <DashboardExportButton target={body} name={panel.data.name} />
          )}
          <Button
            icon={<FullscreenOutlined />}
            onClick={() => {
              enterFullscreen();
              void navigate(panelRoutes.fullScreen(reportId));
            }}
            data-testid="panel-preview-fullscreen"
          >
            {t('panelPreview.fullScreen')}
          </Button>
        </div>
      </header>
      <main className="panel-preview__body" ref={body}>
        {panel.data ? (
          <PanelDocument
            panelStyle={panel.data.panelStyle}
            panelData={panel.data.panelData}
            panelId={panel.data.id}
            chartDatasets={panel.data.chartDatasets}
            urlFilter={urlFilter}
          />
        ) : (
          <PreviewState query={panel} />
        )}
      </main>
    </div>
  );
}
