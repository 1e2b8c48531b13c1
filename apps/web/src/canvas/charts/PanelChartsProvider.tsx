import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type {
  CanvasStyle,
  ChartDataRequest,
  ChartViewWithData,
  PanelChartStyle,
} from '@tessera/contracts';
import { createChartScheduler, type ChartScheduler } from './scheduler';
import { createViewportTracker, type ViewportTracker } from './viewportTracker';

/** DESIGN §7: a dashboard asks for at most this many charts' data at once. */
export const CHART_CONCURRENCY = 4;

/**
 * What the dashboard runtime needs from the feature that mounts it: the cache key of a chart's
 * data (the feature owns its query keys), the call that fetches it (a signed-in user's, or a
 * share-link visitor's alternate call, SPEC §6) and how a failed call reads to the user.
 */
export interface PanelChartSource {
  queryKey(viewId: string, request: ChartDataRequest): QueryKey;
  getData(
    viewId: string,
    request: ChartDataRequest,
    signal?: AbortSignal,
  ): Promise<ChartViewWithData>;
  describeError(error: unknown): string | null;
}

export interface PanelChartsContextValue {
  scheduler: ChartScheduler;
  source: PanelChartSource;
  track: ViewportTracker['track'];
  /** The theme's chart look (canvas style `chart`), laid over or under each chart's own. */
  chartStyle: PanelChartStyle | undefined;
}

const PanelChartsContext = createContext<PanelChartsContextValue | null>(null);

export interface PanelChartsProviderProps {
  canvasStyle: Pick<CanvasStyle, 'chart'> | undefined;
  source: PanelChartSource;
  concurrency?: number;
  children: ReactNode;
}

/**
 * Chart loading for one dashboard, shared by the preview and the editor: a queue of getData
 * calls (bounded, near-viewport first) and the theme's chart look. The context value changes
 * only when the theme's chart look does, so charts re-render for their own data alone.
 */
export function PanelChartsProvider({
  canvasStyle,
  source,
  concurrency = CHART_CONCURRENCY,
  children,
}: PanelChartsProviderProps) {
  const [parts] = useState(() => {
    // The tracker re-pumps the queue when a chart appears; the queue asks it for priorities.
    const ref: { scheduler?: ChartScheduler } = {};
    const tracker = createViewportTracker(() => ref.scheduler?.pump());
    ref.scheduler = createChartScheduler({ concurrency, priorityOf: tracker.priorityOf });
    return { tracker, scheduler: ref.scheduler };
  });
  useEffect(() => () => parts.tracker.disconnect(), [parts]);
  const chartStyle = canvasStyle?.chart;
  const value = useMemo<PanelChartsContextValue>(
    () => ({ scheduler: parts.scheduler, source, track: parts.tracker.track, chartStyle }),
    [parts, source, chartStyle],
  );
  return <PanelChartsContext.Provider value={value}>{children}</PanelChartsContext.Provider>;
}

export function usePanelCharts(): PanelChartsContextValue {
  const value = useContext(PanelChartsContext);
  if (!value) throw new Error('usePanelChart needs a <PanelChartsProvider> around the canvas');
  return value;
}
