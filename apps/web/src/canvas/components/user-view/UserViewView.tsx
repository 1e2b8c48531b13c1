import { Suspense, useMemo, useRef } from 'react';
import { Button } from 'antd';
import { ExpandOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserViewComponent } from '@tessera/contracts';
import { ChartFailure } from '../../../charts/ChartFailure';
import { ChartRenderer } from '../../../charts/ChartRenderer';
import { preloadableNamed } from '../../../lib/preloadable';
import { EMPTY_CHART_REQUEST, usePanelChart } from '../../charts/usePanelChart';
import { requestTag } from '../../interactions/conditions';
import { useChartInteractions } from '../../interactions/useChartInteractions';
import { boxCss } from '../boxStyle';
import { useCanvasScale, useFrameSize } from '../frameContext';
import type { ComponentViewProps } from '../types';
import { useElementSize } from '../useElementSize';
import { useChartActions } from './chartActions';
import { ChartExportButton } from './ChartExportButton';

// A drill breadcrumb or linkage tag (antd Breadcrumb, Tag) and a point's menu (Dropdown, Menu)
// show after a click on a chart: not part of what a dashboard downloads to draw its charts.
const ChartInteractionBar = preloadableNamed(
  () => import('../../interactions/ChartInteractionBar'),
  'ChartInteractionBar',
);
const PointMenu = preloadableNamed(() => import('../../interactions/PointMenu'), 'PointMenu');

/**
 * A chart on the canvas, in the SPEC §4 request states: waiting (a shimmer), then the chart at
 * its box's size, or its own failure (SPEC §8) — never a neighbour's. In the preview it offers
 * the chart detail dialog (hover icon, and the canvas's context menu), and the export of its
 * data to those who may export it.
 */
export function UserViewView({ component, mode }: ComponentViewProps<UserViewComponent>) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const viewId = component.propValue.viewId;
  // The request comes from the dashboard's filters, linkage and this chart's drill path.
  const interactions = useChartInteractions(component.id, viewId, mode === 'preview');
  const { request, pointClick } = interactions;
  const chart = usePanelChart(viewId, component.id, ref, request);
  const tag = useMemo(() => requestTag(request, EMPTY_CHART_REQUEST), [request]);
  const answered = chart.view;
  const measured = useElementSize(ref);
  const scale = useCanvasScale();
  const frame = useFrameSize() ?? component.style;
  const height = measured?.height || frame.height * scale.y;
  const { openDetail, openMenu, changeLimit, chartExport } = useChartActions();
  const canOpen = mode === 'preview' && openDetail !== undefined;
  const canExport =
    mode === 'preview' &&
    chartExport !== undefined &&
    !!chart.view &&
    chartExport.allowed(chart.view);

  let body;
  if (chart.status === 'error') body = <ChartFailure message={chart.error} />;
  else if (chart.view && chart.data) {
    body = (
      <ChartRenderer
        view={chart.view}
        data={chart.data}
        height={height}
        onPointClick={pointClick && answered ? (click) => pointClick(click, answered) : undefined}
        activeIndex={interactions.linkageSource?.index ?? null}
        onChangeLimit={mode === 'edit' && changeLimit ? () => changeLimit(viewId) : undefined}
      />
    );
  } else {
    // A CSS shimmer, not a spinner component: twenty of them mount at once.
    body = (
      <div
        className="canvas-chart__waiting"
        role="status"
        aria-label={t('panelView.chart.waiting')}
      />
    );
  }

  return (
    <div
      ref={ref}
      className={canExport ? 'canvas-chart canvas-chart--export' : 'canvas-chart'}
      style={{ ...boxCss(component.style), fontSize: undefined }}
      data-testid={`canvas-chart-${component.id}`}
      data-status={chart.status}
      data-request={tag}
      onPointerDown={interactions.onPointerDown}
      onContextMenu={
        mode === 'preview' && openMenu
          ? (event) => {
              event.preventDefault();
              openMenu({ x: event.clientX, y: event.clientY }, viewId, request);
            }
          : undefined
      }
    >
      {(interactions.drillPath.length > 0 || interactions.linkageSource) && (
        <Suspense fallback={null}>
          <ChartInteractionBar componentId={component.id} interactions={interactions} />
        </Suspense>
      )}
      {body}
      {interactions.menu && (
        <Suspense fallback={null}>
          <PointMenu menu={interactions.menu} onClose={interactions.closeMenu} />
        </Suspense>
      )}
      {((canOpen && chart.view) || canExport) && (
        <div className="canvas-chart__tools">
          {canExport && (
            <ChartExportButton
              viewId={viewId}
              request={request}
              viaLink={chartExport?.viaLink}
              testId={component.id}
            />
          )}
          {canOpen && chart.view && (
            <Button
              size="small"
              type="text"
              icon={<ExpandOutlined />}
              title={t('panelView.chart.detail')}
              aria-label={t('panelView.chart.detail')}
              onClick={() => openDetail(viewId, request)}
              data-testid={`canvas-chart-detail-${component.id}`}
            />
          )}
        </div>
      )}
    </div>
  );
}
