import { Drawer } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartEditor } from '../../chart/editor/ChartEditor';
import { panelKeys } from '../queries';
import '../../chart/chart.css';
import '../../dataset/dataset.css';

/**
 * The chart editor inside the dashboard editor: a chart is built or changed without leaving the
 * dashboard; when the drawer closes, the dashboard's charts ask for their data again.
 */
export function ChartEditDrawer({ viewId, onClose }: { viewId: string; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <Drawer
      open
      width="92vw"
      title={t('panelEditor.chart.editTitle')}
      onClose={() => {
        // The chart may have changed: its editor's cache and every dashboard answer of it.
        void client.invalidateQueries({ queryKey: ['chart'] });
        void client.invalidateQueries({ queryKey: panelKeys.chartData(viewId, {}).slice(0, 3) });
        onClose();
      }}
      destroyOnHidden
      styles={{ body: { padding: 0 } }}
    >
      <div
        className="page page--wide chart-page"
        data-chart-editor
        data-testid="panel-chart-drawer"
      >
        <section className="chart-main">
          <ChartEditor chartId={viewId} />
        </section>
      </div>
    </Drawer>
  );
}
