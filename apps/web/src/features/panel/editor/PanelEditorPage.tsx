import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parsePanelData, parsePanelStyle, type PanelDetail } from '@tessera/contracts';
import { preloadOptionsPanes } from '../../../canvas/components/registry';
import { createEditorStore } from '../../../canvas/core/store';
import { preloadFilterWidgetViews } from '../../../filters/registry';
import { describeError } from '../../../lib/errors';
import { usePanel } from '../queries';
import { fitZoom } from './fitZoom';
import { PanelEditor } from './PanelEditor';

/**
 * /panelEdit/edit?id=… (SPEC §2): loads the dashboard and opens the editor on it. A dashboard
 * the user may only view, or one that does not exist, says so instead.
 */
export default function PanelEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = usePanel(id || null);
  // The editor offers every widget and shows each type's pane on selection: their chunks are
  // fetched while the document loads, so neither waits on a click.
  useEffect(() => {
    void preloadOptionsPanes().catch(() => undefined);
    void preloadFilterWidgetViews().catch(() => undefined);
  }, []);

  if (!id || detail.isError)
    return (
      <Result
        status="warning"
        title={id ? describeError(detail.error) : t('panelEditor.noDashboard')}
        extra={<Button onClick={() => navigate('/panel/index')}>{t('panelEditor.back')}</Button>}
      />
    );
  if (!detail.data) return <Spin className="panel-editor__loading" />;
  if (detail.data.permission !== 'manage')
    return (
      <Result
        status="403"
        title={t('panelEditor.readOnly')}
        extra={
          <Button onClick={() => navigate(`/panel/index?id=${encodeURIComponent(id)}`)}>
            {t('panelEditor.back')}
          </Button>
        }
      />
    );
  // Keyed by id: a dashboard saved as a copy starts a fresh editor.
  return <EditorFor key={detail.data.id} detail={detail.data} />;
}

function EditorFor({ detail }: { detail: PanelDetail }) {
  const { t } = useTranslation();
  // Made once: a background refetch of the dashboard (after a save) must not reset the editor
  // and its history.
  // It opens fitted to the window: the zoom is the editor's view of the canvas (the dashboard
  // pages fit it themselves), so the loaded document simply starts at that zoom — not a change.
  const [store] = useState(() => {
    const stored = parsePanelStyle(detail.panelStyle);
    const components = parsePanelData(detail.panelData);
    if (!stored || !components) return null;
    const canvasStyle = { ...stored, scale: fitZoom(stored.width, window.innerWidth) };
    return createEditorStore({ canvasStyle, components });
  });
  if (!store) return <Result status="error" title={t('panelEditor.brokenDocument')} />;
  return <PanelEditor detail={detail} store={store} />;
}
