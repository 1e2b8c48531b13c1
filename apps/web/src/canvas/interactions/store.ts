import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  walkComponents,
  type CanvasComponent,
  type DrillStep,
  type FilterComponent,
  type FilterWidgetValue,
  type PanelJump,
  type PanelLinkage,
  type UrlFilterEntry,
} from '@tessera/contracts';
import type { FilterWidgetRegistry } from '../../filters/types';
import {
  filterWidgetsOf,
  initialValues,
  linkageConditions,
  urlConditions,
  widgetConditions,
  type ClickedDimension,
  type ConditionsByChart,
} from './conditions';

/** One level of a chart's drill path: the step sent and the crumb shown (SPEC §2). */
export interface DrillLevel {
  step: DrillStep;
  label: string;
}

/** The point a linkage click came from (the source chart marks it). */
export interface LinkageSource {
  componentId: string;
  viewId: string;
  /** Index of the clicked category in the source chart's data. */
  index: number;
  label: string;
}

/** What a dashboard's interactions carry from one place to the next (page, preview, full screen). */
export type CarriedInteractions = Pick<
  InteractionState,
  'values' | 'pending' | 'linkageSource' | 'linkageClicked' | 'drill'
>;

export interface InteractionInput {
  panelId: string | undefined;
  components: readonly CanvasComponent[];
  chartDatasets: Readonly<Record<string, string>>;
  linkage: readonly PanelLinkage[];
  jumps: readonly PanelJump[];
  url: readonly UrlFilterEntry[];
}

/**
 * A dashboard's live interactions (SPEC §3 canvas state: linkage info, filter values, drill):
 * the widgets' values (applied, and pending under a confirm button), the active linkage and
 * each chart's drill path. Every change recomputes the conditions per chart once; charts then
 * pick their own list, so a chart nothing changed for keeps its request.
 */
export interface InteractionState {
  panelId: string | undefined;
  widgets: readonly FilterComponent[];
  chartDatasets: Readonly<Record<string, string>>;
  linkage: readonly PanelLinkage[];
  jumps: readonly PanelJump[];
  /** A confirm button holds every widget's change until pressed (SPEC §2). */
  hasConfirm: boolean;
  values: Readonly<Record<string, FilterWidgetValue>>;
  pending: Readonly<Record<string, FilterWidgetValue>>;
  filterByChart: ConditionsByChart;
  urlByChart: ConditionsByChart;
  linkageSource: LinkageSource | null;
  /** The clicked point's dimensions, kept so another view of the dashboard can re-apply it. */
  linkageClicked: readonly ClickedDimension[];
  linkageByChart: ConditionsByChart;
  drill: Readonly<Record<string, readonly DrillLevel[]>>;

  /** A widget's new value: applied at once, or held until the confirm button is pressed. */
  setValue(componentId: string, value: FilterWidgetValue): void;
  /** Applies every held value (the confirm button). */
  confirm(): void;
  /** A click on a linkage source's point filters its targets; the same point again clears. */
  applyLinkage(source: LinkageSource, clicked: readonly ClickedDimension[]): void;
  clearLinkage(): void;
  /** One level down the chart's drill path. */
  drillDown(componentId: string, level: DrillLevel): void;
  /** Back to a level of the path (0: 'All', the chart's own first level). */
  drillTo(componentId: string, level: number): void;
}

const NONE: ConditionsByChart = new Map();

/** Keeps the entries whose key is still one of `ids`. */
function kept<T>(record: Readonly<Record<string, T>>, ids: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([id]) => ids.has(id)));
}

/**
 * The interactions a dashboard starts with: the widgets' defaults (or the URL filter), unless
 * `carried` brings the state it had elsewhere — then every value, drill path and linkage whose
 * component is still on the dashboard goes on (a widget or chart removed since is dropped).
 */
function startingPoint(
  input: InteractionInput,
  widgets: readonly FilterComponent[],
  carried: CarriedInteractions | undefined,
) {
  const values = initialValues(widgets, input.url);
  if (!carried) return { values, pending: {}, linkageSource: null, linkageClicked: [], drill: {} };
  const widgetIds = new Set(widgets.map((w) => w.id));
  const componentIds = new Set([...walkComponents(input.components)].map((c) => c.component.id));
  const source = carried.linkageSource;
  const linkageKept = source !== null && componentIds.has(source.componentId);
  return {
    values: { ...values, ...kept(carried.values, widgetIds) },
    pending: kept(carried.pending, widgetIds),
    linkageSource: linkageKept ? source : null,
    linkageClicked: linkageKept ? carried.linkageClicked : [],
    drill: kept(carried.drill, componentIds),
  };
}

export function createInteractionStore(
  input: InteractionInput,
  metas: FilterWidgetRegistry,
  carried?: CarriedInteractions,
): StoreApi<InteractionState> {
  const widgets = filterWidgetsOf(input.components);
  const start = startingPoint(input, widgets, carried);
  const conditionsOf = (next: Readonly<Record<string, FilterWidgetValue>>) =>
    widgetConditions(widgets, next, input.chartDatasets, metas);

  return createStore<InteractionState>()((set, get) => ({
    panelId: input.panelId,
    widgets,
    chartDatasets: input.chartDatasets,
    linkage: input.linkage,
    jumps: input.jumps,
    hasConfirm: widgets.some((w) => metas[w.serviceName]?.confirmsChanges === true),
    values: start.values,
    pending: start.pending,
    filterByChart: conditionsOf(start.values),
    urlByChart: urlConditions(input.url, widgets, input.chartDatasets),
    linkageSource: start.linkageSource,
    linkageClicked: start.linkageClicked,
    linkageByChart: start.linkageSource
      ? linkageConditions(input.linkage, start.linkageSource.viewId, start.linkageClicked)
      : NONE,
    drill: start.drill,

    setValue: (componentId, value) => {
      if (get().hasConfirm) {
        set({ pending: { ...get().pending, [componentId]: value } });
        return;
      }
      const next = { ...get().values, [componentId]: value };
      set({ values: next, filterByChart: conditionsOf(next) });
    },
    confirm: () => {
      const { pending, values } = get();
      if (Object.keys(pending).length === 0) return;
      const next = { ...values, ...pending };
      set({ values: next, pending: {}, filterByChart: conditionsOf(next) });
    },
    applyLinkage: (source, clicked) => {
      const current = get().linkageSource;
      if (current && current.componentId === source.componentId && current.index === source.index) {
        get().clearLinkage();
        return;
      }
      set({
        linkageSource: source,
        linkageClicked: clicked,
        linkageByChart: linkageConditions(get().linkage, source.viewId, clicked),
      });
    },
    clearLinkage: () => set({ linkageSource: null, linkageClicked: [], linkageByChart: NONE }),
    drillDown: (componentId, level) => {
      const path = get().drill[componentId] ?? [];
      set({ drill: { ...get().drill, [componentId]: [...path, level] } });
    },
    drillTo: (componentId, level) => {
      const path = get().drill[componentId] ?? [];
      if (level >= path.length) return;
      set({ drill: { ...get().drill, [componentId]: path.slice(0, level) } });
    },
  }));
}
