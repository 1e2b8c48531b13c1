import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartPointClick } from '../types';
import { prefersReducedMotion } from '../../lib/motion';
import { echarts, preferredRenderer } from './core';

export interface EChartsViewProps {
  option: EChartsCoreOption;
  height: number;
  /** Raw dimension values per category, handed back with a click (drill, linkage). */
  dimensionValues: (string | number | null)[][];
  onPointClick?: (click: ChartPointClick) => void;
  /** The category a linkage filters by: shown emphasised (null: none). */
  activeIndex?: number | null;
  /** Runs before the option is set (a map registers its boundaries). */
  prepare?: () => Promise<void>;
  /** Reports a failure of prepare/setOption to the error boundary's owner. */
  onError?: (error: Error) => void;
}

interface ClickParams {
  dataIndex?: number;
  seriesName?: string;
  data?: unknown;
}

/** The category index behind a clicked point: our data items may name it (treemap, map). */
function categoryIndex(params: ClickParams): number | null {
  const data = params.data;
  if (data && typeof data === 'object' && 'xIndex' in data) {
    const index = (data as { xIndex: unknown }).xIndex;
    if (typeof index === 'number') return index;
  }
  return typeof params.dataIndex === 'number' ? params.dataIndex : null;
}

/**
 * The one ECharts host every ECharts type renders through: init on mount, dispose on unmount,
 * resize with its box, the whole option replaced (notMerge) when it changes, clicks mapped to
 * the raw values behind the point.
 */
export default function EChartsView({
  option,
  height,
  dimensionValues,
  onPointClick,
  prepare,
  onError,
  activeIndex = null,
}: EChartsViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const click = useRef({ onPointClick, dimensionValues });
  click.current = { onPointClick, dimensionValues };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // jsdom measures every box as 0×0; give ECharts a size so it still draws there.
    const measured = element.clientWidth > 0 && element.clientHeight > 0;
    const instance = echarts.init(element, undefined, {
      renderer: preferredRenderer(),
      ...(measured ? {} : { width: 600, height: Math.max(height, 100) }),
    });
    chart.current = instance;
    // ECharts' "finished": this option has painted, animation and all. A dashboard export
    // (features/panel/export/chartsDrawn.ts) waits for it before it takes its picture.
    instance.on('finished', () => {
      element.dataset.drawn = 'true';
    });
    instance.on('click', (raw) => {
      const params = raw as ClickParams;
      const { onPointClick: handler, dimensionValues: values } = click.current;
      const index = categoryIndex(params);
      if (!handler || index === null) return;
      handler({
        index,
        dimensionValues: values[index] ?? [],
        seriesName: params.seriesName ?? null,
      });
    });
    // A ResizeObserver reports every box once as soon as it is observed: that first report
    // (the size the chart was just drawn at) must not lay the chart out and paint it again —
    // on a 20-chart dashboard those redundant redraws took ~50 ms of the page's main thread.
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width === 0) return;
      if (width === instance.getWidth() && element.clientHeight === instance.getHeight()) return;
      instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
    // The instance lives as long as the host element; height changes are handled by resize.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let cancelled = false;
    // Not drawn until this option has (a map first loads its boundaries in prepare).
    if (host.current) host.current.dataset.drawn = 'false';
    const apply = () => {
      if (cancelled || !chart.current) return;
      try {
        // Reduced motion (lib/motion.ts): the chart appears drawn, with no entry animation.
        const shown = prefersReducedMotion() ? { ...option, animation: false } : option;
        chart.current.setOption(shown, { notMerge: true });
      } catch (error) {
        onError?.(error instanceof Error ? error : new Error(String(error)));
      }
    };
    if (prepare) {
      prepare().then(apply, (error: unknown) => {
        if (!cancelled) onError?.(error instanceof Error ? error : new Error(String(error)));
      });
    } else {
      apply();
    }
    return () => {
      cancelled = true;
    };
  }, [option, prepare, onError]);

  // After the option (declared later, runs later): a new option draws un-emphasised.
  useEffect(() => {
    const instance = chart.current;
    if (!instance || activeIndex === null) return;
    instance.dispatchAction({ type: 'highlight', dataIndex: activeIndex });
    return () => {
      if (!instance.isDisposed()) instance.dispatchAction({ type: 'downplay' });
    };
  }, [activeIndex, option]);

  return (
    <div
      ref={host}
      style={{ width: '100%', height }}
      data-testid="echarts-view"
      data-active-index={activeIndex ?? undefined}
    />
  );
}
