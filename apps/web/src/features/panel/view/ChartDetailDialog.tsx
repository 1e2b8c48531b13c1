import { useMemo, useState } from 'react';
import { Modal, Spin, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChartDataRequest, PanelChartStyle } from '@tessera/contracts';
import { ChartFailure } from '../../../charts/ChartFailure';
import { ChartRenderer } from '../../../charts/ChartRenderer';
import { mergeChartStyle } from '../../../canvas/charts/mergeChartStyle';
import { EMPTY_CHART_REQUEST } from '../../../canvas/charts/usePanelChart';
import type { PanelChartSource } from '../../../canvas/charts/PanelChartsProvider';
import { panelChartSource } from '../panelChartSource';
import { ChartDataTable } from './ChartDataTable';

export interface ChartDetailDialogProps {
  /** The chart to show; null: closed. */
  viewId: string | null;
  /** The conditions the chart is drawn under on the dashboard. */
  request?: ChartDataRequest;
  /** The dashboard theme's chart look, merged as on the canvas. */
  chartStyle?: PanelChartStyle;
  /** Where the chart's data comes from (a share link's visitor asks through the link). */
  source?: PanelChartSource;
  onClose(): void;
}

const CHART_HEIGHT = 480;

/**
 * SPEC §2 chart detail dialog: the chart large, and in a second tab its data as a table. It
 * reads the same cached answer the canvas drew (same query key), so opening it asks nothing new.
 */
export function ChartDetailDialog({
  viewId,
  request = EMPTY_CHART_REQUEST,
  chartStyle,
  source = panelChartSource,
  onClose,
}: ChartDetailDialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('chart');
  const query = useQuery({
    queryKey: source.queryKey(viewId ?? '', request),
    queryFn: ({ signal }) => source.getData(viewId!, request, signal),
    enabled: viewId !== null,
    staleTime: 60_000,
  });
  const view = useMemo(
    () => (query.data ? mergeChartStyle(query.data, chartStyle) : undefined),
    [query.data, chartStyle],
  );

  let chart;
  let table;
  if (query.isError && !view) {
    chart = table = (
      <div style={{ height: CHART_HEIGHT }}>
        <ChartFailure message={source.describeError(query.error)} />
      </div>
    );
  } else if (!view) {
    chart = table = (
      <div className="panel-center" style={{ height: CHART_HEIGHT }}>
        <Spin />
      </div>
    );
  } else {
    chart = <ChartRenderer view={view} data={view.data} height={CHART_HEIGHT} />;
    table = <ChartDataTable data={view.data} />;
  }

  return (
    <Modal
      open={viewId !== null}
      title={view?.title ?? t('panelView.chart.detail')}
      onCancel={onClose}
      footer={null}
      width="min(1200px, 92vw)"
      destroyOnHidden
    >
      <div data-testid="chart-detail-dialog">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'chart', label: t('panelView.chart.tabChart'), children: chart },
            { key: 'data', label: t('panelView.chart.tabData'), children: table },
          ]}
        />
      </div>
    </Modal>
  );
}
