import { useCallback, useEffect, useRef } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { exitFullscreen, isFullscreen } from '../fullscreen';
import { usePanel } from '../queries';
import { useUrlFilter } from '../useUrlFilter';
import { PanelDocument } from '../view/PanelDocument';
import { PreviewState } from './PreviewState';
import { useLeavePreview } from './useLeave';
import './preview.css';
import { LazyResult } from '../../../lib/LazyResult';

/**
 * SPEC §2 /previewFullScreen?id=: the dashboard fills the window (fitted to its width). Esc or
 * the exit button leaves full screen and goes back; so does leaving full screen another way.
 */
export default function PanelFullScreenPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const panel = usePanel(id);
  const urlFilter = useUrlFilter();
  const goBack = useLeavePreview(id);
  const left = useRef(false);

  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    exitFullscreen();
    goBack();
  }, [goBack]);

  useEffect(() => {
    // The browser's own Esc ends full screen without a key event reaching the page.
    const onChange = () => {
      if (!isFullscreen()) leave();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') leave();
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
      exitFullscreen();
    };
  }, [leave]);

  if (!id) return <LazyResult status="404" title={t('panelPreview.missing')} />;
  return (
    <div className="panel-fullscreen" data-testid="panel-fullscreen-page">
      <Tooltip title={t('panelPreview.exitFullScreen')} placement="left">
        <Button
          className="panel-fullscreen__exit"
          shape="circle"
          icon={<FullscreenExitOutlined />}
          aria-label={t('panelPreview.exitFullScreen')}
          onClick={leave}
          data-testid="panel-fullscreen-exit"
        />
      </Tooltip>
      {panel.data ? (
        <PanelDocument
          panelStyle={panel.data.panelStyle}
          panelData={panel.data.panelData}
          fit="width"
          panelId={panel.data.id}
          chartDatasets={panel.data.chartDatasets}
          urlFilter={urlFilter}
        />
      ) : (
        <PreviewState query={panel} />
      )}
    </div>
  );
}
