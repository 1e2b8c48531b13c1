import { useCallback, useMemo, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, type ChartData, type Language } from '@tessera/contracts';
import { ChartCutNote } from './ChartCutNote';
import { ChartErrorBoundary } from './ChartErrorBoundary';
import { backgroundCss, titleCss, titleHeight } from './common/frame';
import { lazyModule, useLazyModule } from './lazyModule';
import { CHART_TYPE_META, chartTypeModules } from './registry';
import { resolveAttrFor, resolveStyleFor } from './resolve';
import { underJsdom } from './echarts/environment';
import type { ChartPointClick, ChartRenderInput, ChartViewLike, EChartsTypeModule } from './types';

// ECharts itself arrives with the first ECharts chart drawn, never with the app.
export const echartsViewModule = lazyModule(() =>
  underJsdom
    ? import('./echarts/svg').then(() => import('./echarts/EChartsView'))
    : import('./echarts/EChartsView'),
);

export interface ChartRendererProps {
  /** A saved chart or the editor's draft: type, title, wells, customAttr, customStyle. */
  view: ChartViewLike;
  data: ChartData;
  /** Whole height in px (title included). Default: 300, or a table's auto-height (SPEC §9). */
  height?: number;
  /** A click on a point: its raw dimension values (drill, linkage). */
  onPointClick?: (click: ChartPointClick) => void;
  /** Tables: the server page asked for. */
  onPageChange?: (page: number, pageSize: number) => void;
  /** The point a linkage filters by, emphasised (ECharts types). */
  activeIndex?: number | null;
  /**
   * Offered on a chart cut by its result row limit to someone who may edit it: opens the
   * chart's row limit setting. Without it the note only says how many rows are drawn.
   */
  onChangeLimit?: (() => void) | undefined;
}

const DEFAULT_HEIGHT = 300;

const isEmpty = (data: ChartData) =>
  data.tableRow.length === 0 && data.series.every((s) => s.data.length === 0);

/**
 * Draws any chart type (DESIGN §3): defaults resolved (SPEC §9, then the type's, then the
 * user's), the title line and background from customStyle, the type's renderer loaded lazily
 * behind a small spinner, an empty state, and a failure that stays inside this chart.
 */
export function ChartRenderer({
  view,
  data,
  height,
  onPointClick,
  onPageChange,
  activeIndex = null,
  onChangeLimit,
}: ChartRendererProps) {
  const { t, i18n } = useTranslation();
  const meta = CHART_TYPE_META[view.type];
  const attr = useMemo(() => resolveAttrFor(meta, view.customAttr), [meta, view.customAttr]);
  const style = useMemo(() => resolveStyleFor(meta, view.customStyle), [meta, view.customStyle]);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const top = titleHeight(style);
  const total = height ?? (meta.autoHeight ? meta.autoHeight(data, attr) + top : DEFAULT_HEIGHT);
  const bodyHeight = Math.max(40, total - top);
  const input = useMemo<ChartRenderInput>(
    () => ({ view, data, attr, style, language, t: (key: string) => t(key) }),
    [view, data, attr, style, language, t],
  );

  return (
    <div
      data-chart-type={view.type}
      style={{ ...backgroundCss(style), height: total, overflow: 'hidden', position: 'relative' }}
    >
      {style.text.show && (
        <div role="heading" aria-level={3} style={titleCss(style)}>
          {view.title}
        </div>
      )}
      <div style={{ height: bodyHeight, position: 'relative' }}>
        <ChartErrorBoundary resetKey={input}>
          {isEmpty(data) ? (
            <EmptyChart />
          ) : (
            <ChartBody
              input={input}
              height={bodyHeight}
              onPointClick={onPointClick}
              onPageChange={onPageChange}
              activeIndex={activeIndex}
            />
          )}
        </ChartErrorBoundary>
        <ChartCutNote data={data} onChangeLimit={onChangeLimit} />
      </div>
    </div>
  );
}

interface BodyProps {
  input: ChartRenderInput;
  height: number;
  onPointClick?: (click: ChartPointClick) => void;
  onPageChange?: (page: number, pageSize: number) => void;
  activeIndex?: number | null;
}

function ChartBody(props: BodyProps) {
  const loaded = useLazyModule(chartTypeModules, props.input.view.type);
  if (!loaded) return <ChartSpinner />;
  if (loaded.renderer === 'react') {
    const { Component } = loaded.module;
    const { activeIndex: _active, ...rest } = props;
    return <Component {...rest} />;
  }
  return <EChartsBody {...props} module={loaded.module} />;
}

function EChartsBody({
  input,
  height,
  onPointClick,
  activeIndex,
  module,
}: BodyProps & { module: EChartsTypeModule }) {
  const view = useLazyModule(echartsViewModule, 'view');
  const [failure, setFailure] = useState<Error | null>(null);
  // Throwing here hands an ECharts failure (in setOption or a map's prepare) to the boundary.
  if (failure) throw failure;
  const option = useMemo(() => module.toOption(input), [module, input]);
  const prepare = useMemo(
    () => (module.prepare ? () => module.prepare!(input) : undefined),
    [module, input],
  );
  const onError = useCallback((error: Error) => setFailure(error), []);
  if (!view) return <ChartSpinner />;
  const EChartsView = view.default;
  return (
    <EChartsView
      option={option}
      height={height}
      dimensionValues={input.data.dimensionValues}
      onPointClick={onPointClick}
      activeIndex={activeIndex ?? null}
      prepare={prepare}
      onError={onError}
    />
  );
}

function ChartSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('charts.loading')}
      style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Spin size="small" />
    </div>
  );
}

function EmptyChart() {
  const { t } = useTranslation();
  return (
    <div
      style={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#909399',
        fontSize: 12,
      }}
    >
      {t('charts.empty')}
    </div>
  );
}
