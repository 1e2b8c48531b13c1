import { useDeferredValue, useLayoutEffect, useMemo, type RefObject } from 'react';
import { hashKey, useQuery } from '@tanstack/react-query';
import type { ChartDataRequest, ChartViewWithData } from '@tessera/contracts';
import { mergeChartStyle } from './mergeChartStyle';
import { usePanelCharts } from './PanelChartsProvider';

/** SPEC §4 chart request status on a dashboard. */
export type PanelChartStatus = 'waiting' | 'merging' | 'success' | 'error';

export interface PanelChartState {
  status: PanelChartStatus;
  /** The chart with its data, the theme's look merged in. */
  view: ChartViewWithData | undefined;
  data: ChartViewWithData['data'] | undefined;
  /** The server's message (or the client's) when the call failed. */
  error: string | null;
}

/** A chart request with no widget filters, linkage or drill (a chart on its own). */
export const EMPTY_CHART_REQUEST: ChartDataRequest = Object.freeze({
  filter: [],
  linkageFilters: [],
  drill: [],
}) as ChartDataRequest;

/** Answers stay fresh a minute: reopening a dashboard draws from the cache at once. */
const CHART_DATA_STALE_MS = 60_000;

/**
 * One chart component's data, through the dashboard's queue. The call is a TanStack query keyed
 * by chart id and request body, so a chart placed twice asks once; the element is tracked for
 * near-viewport priority; leaving the canvas cancels the call (waiting or running).
 */
export function usePanelChart(
  viewId: string,
  componentId: string,
  elementRef: RefObject<Element | null>,
  request: ChartDataRequest = EMPTY_CHART_REQUEST,
): PanelChartState {
  const { scheduler, source, track, chartStyle } = usePanelCharts();
  const queryKey = source.queryKey(viewId, request);
  const key = hashKey(queryKey);

  // Before the query subscribes (a passive effect), so the queue knows where the chart is.
  useLayoutEffect(() => {
    const element = elementRef.current;
    return element ? track(key, componentId, element) : undefined;
  }, [track, key, componentId, elementRef]);

  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      scheduler.run(key, (jobSignal) => source.getData(viewId, request, jobSignal), signal),
    staleTime: CHART_DATA_STALE_MS,
  });

  // A theme change re-merges every chart in a transition: until it lands, the charts with
  // dashboard priority report 'merging' and keep drawing the previous look.
  const deferredStyle = useDeferredValue(chartStyle);
  const merged = useMemo(
    () => (query.data ? mergeChartStyle(query.data, deferredStyle) : undefined),
    [query.data, deferredStyle],
  );

  if (query.isError && !query.data) {
    return {
      status: 'error',
      view: undefined,
      data: undefined,
      error: source.describeError(query.error),
    };
  }
  if (!merged) return { status: 'waiting', view: undefined, data: undefined, error: null };
  const merging = merged.stylePriority === 'panel' && deferredStyle !== chartStyle;
  return { status: merging ? 'merging' : 'success', view: merged, data: merged.data, error: null };
}
