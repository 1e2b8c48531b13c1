import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  CanvasComponent,
  DrillStep,
  FilterComponent,
  FilterWidgetValue,
  PanelJump,
  PanelLinkage,
  UrlFilterEntry,
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

export function createInteractionStore(
  input: InteractionInput,
  metas: FilterWidgetRegistry,
): StoreApi<InteractionState> {
  const widgets = filterWidgetsOf(input.components);
  const values = initialValues(widgets, input.url);
  const conditionsOf = (next: Readonly<Record<string, FilterWidgetValue>>) =>
    widgetConditions(widgets, next, input.chartDatasets, metas);

  return createStore<InteractionState>()((set, get) => ({
    panelId: input.panelId,
    widgets,
    chartDatasets: input.chartDatasets,
    linkage: input.linkage,
    jumps: input.jumps,
    hasConfirm: widgets.some((w) => w.serviceName === 'confirmButton'),
    values,
    pending: {},
    filterByChart: conditionsOf(values),
    urlByChart: urlConditions(input.url, widgets, input.chartDatasets),
    linkageSource: null,
    linkageByChart: NONE,
    drill: {},

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
        linkageByChart: linkageConditions(get().linkage, source.viewId, clicked),
      });
    },
    clearLinkage: () => set({ linkageSource: null, linkageByChart: NONE }),
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
