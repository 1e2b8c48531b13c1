import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ChartDataRequest, FilterWidgetValue } from '@tessera/contracts';
import { FILTER_WIDGET_METAS } from '../../filters/registry';
import { EMPTY_CHART_REQUEST } from '../charts/usePanelChart';
import { chartRequest } from './conditions';
import type { PreviewRoute } from './pointActions';
import { interactionStoreFor } from './sessions';
import {
  createInteractionStore,
  type DrillLevel,
  type InteractionInput,
  type InteractionState,
} from './store';

const InteractionContext = createContext<StoreApi<InteractionState> | null>(null);

/** Where a jump to another dashboard goes: the mounting feature's preview route. */
const PreviewRouteContext = createContext<PreviewRoute | null>(null);

/**
 * A dashboard's interactions for the charts and widgets inside (the dashboards page, the
 * editor's preview, the preview page, full screen). Without it (the editor's canvas) charts ask
 * with no filters and widgets show and change their saved default value.
 */
export function InteractionProvider({
  input,
  sessionKey,
  previewRoute,
  children,
}: {
  input: InteractionInput;
  /** The dashboard's id: its state carries over to its next view (sessions.ts). */
  sessionKey?: string | undefined;
  /** Where a jump to another dashboard goes; without it such jumps do nothing. */
  previewRoute?: PreviewRoute | undefined;
  children: ReactNode;
}) {
  // One store per document shown. Callers keep `input` stable (memoised) while the document is;
  // with a session key a new document takes over the dashboard's last state.
  const store = useMemo(
    () =>
      sessionKey
        ? interactionStoreFor(sessionKey, input, FILTER_WIDGET_METAS)
        : createInteractionStore(input, FILTER_WIDGET_METAS),
    [input, sessionKey],
  );
  return (
    <InteractionContext.Provider value={store}>
      <PreviewRouteContext.Provider value={previewRoute ?? null}>
        {children}
      </PreviewRouteContext.Provider>
    </InteractionContext.Provider>
  );
}

export const useInteractionStore = () => useContext(InteractionContext);

export const usePreviewRoute = () => useContext(PreviewRouteContext);

const NO_DRILL: readonly DrillLevel[] = [];

/** Selects from the dashboard's interactions, or gives `fallback` outside one. */
export function useInteractions<T>(select: (state: InteractionState) => T, fallback: T): T {
  const store = useInteractionStore();
  // Outside a dashboard the selector reads an empty store nothing changes (hooks stay unconditional).
  const value = useStore(store ?? FALLBACK_STORE, select);
  return store ? value : fallback;
}

/** A store nothing uses, so the hook above is called unconditionally. */
const FALLBACK_STORE = createInteractionStore(
  { panelId: undefined, components: [], chartDatasets: {}, linkage: [], jumps: [], url: [] },
  {},
);

/** A chart's getData body: its widget, URL and linkage conditions and its drill path. */
export function useChartRequest(componentId: string, viewId: string): ChartDataRequest {
  const filter = useInteractions((s) => s.filterByChart.get(viewId), undefined);
  const url = useInteractions((s) => s.urlByChart.get(viewId), undefined);
  const linkage = useInteractions((s) => s.linkageByChart.get(viewId), undefined);
  const drill = useInteractions((s) => s.drill[componentId] ?? NO_DRILL, NO_DRILL);
  return useMemo(
    () =>
      chartRequest(
        [...(url ?? []), ...(filter ?? [])],
        linkage ?? [],
        drill.map((level) => level.step),
        EMPTY_CHART_REQUEST,
      ),
    [filter, url, linkage, drill],
  );
}

/** A widget's shown value and its setter; null outside a dashboard's interactions. */
export function useWidgetValue(
  componentId: string,
): [FilterWidgetValue | undefined, ((value: FilterWidgetValue) => void) | null] {
  const store = useInteractionStore();
  const value = useInteractions((s) => s.pending[componentId] ?? s.values[componentId], undefined);
  return [value, store ? store.getState().setValue.bind(null, componentId) : null];
}
