import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelView } from '../view/PanelView';
import { useEditor } from './editorStore';
import { useEditorInteractions } from './interactions/editorInteractions';
import { useCanvasCharts } from './interactions/useCanvasCharts';

/**
 * Ctrl+P: the dashboard as it stands (saved or not), as viewers will see it; Esc closes. It is
 * the same runtime as the dashboards page and the previews (issue 19): the dashboard's id and
 * each chart's dataset go in, so its widgets filter (a widget finds its charts by dataset) and
 * its filters, linkage and drill carry over to and from the dashboard's other views.
 */
export function PreviewOverlay({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const doc = useEditor((s) => s.editor.doc);
  const { panelId } = useEditorInteractions();
  const chartDatasets = useChartDatasets();
  useEffect(() => {
    const key = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [onClose]);
  // Rendered in place (fixed over the window), not portalled: it keeps the app's fonts and theme.
  return (
    <div className="panel-preview-overlay" data-testid="editor-preview-overlay">
      <Button
        className="panel-preview-overlay__close"
        icon={<CloseOutlined />}
        onClick={onClose}
        data-testid="editor-preview-close"
      >
        {t('panelEditor.closePreview')}
      </Button>
      <PanelView
        canvasStyle={doc.canvasStyle}
        components={doc.components}
        panelId={panelId || undefined}
        chartDatasets={chartDatasets}
      />
    </div>
  );
}

/**
 * Chart id → dataset id for every chart on the canvas: as loaded, and for charts placed since
 * once they are read. The record keeps its identity while the pairs do (a new one restarts the
 * dashboard's interaction store).
 */
function useChartDatasets(): Readonly<Record<string, string>> {
  const charts = useCanvasCharts();
  const pairs = charts.flatMap((c) => (c.datasetId ? [[c.viewId, c.datasetId] as const] : []));
  const key = JSON.stringify(pairs);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the pairs' text on purpose
  return useMemo(() => Object.fromEntries(pairs), [key]);
}
