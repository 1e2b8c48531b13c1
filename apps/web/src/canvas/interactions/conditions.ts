import {
  walkComponents,
  type CanvasComponent,
  type ChartDataRequest,
  type ChartFilterConditionInput,
  type DateGrouping,
  type DrillStep,
  type FilterComponent,
  type FilterWidgetAttrs,
  type FilterWidgetValue,
  type PanelLinkage,
  type ScalarValue,
  type UrlFilterEntry,
} from '@tessera/contracts';
import type { FilterConditionDraft, FilterWidgetRegistry } from '../../filters/types';

/**
 * Pure routing of a dashboard's interactions to its charts (issue 10): which charts a widget
 * filters, what a URL filter and a linkage click send, and the getData body of each chart.
 * Each chart receives only the conditions meant for it, so a change elsewhere leaves its
 * request — and its cached answer — untouched.
 */

/** Conditions per chart id. */
export type ConditionsByChart = ReadonlyMap<string, readonly ChartFilterConditionInput[]>;

/** Every filter widget of a component list, group children included. */
export function filterWidgetsOf(list: readonly CanvasComponent[]): FilterComponent[] {
  const widgets: FilterComponent[] = [];
  for (const { component } of walkComponents(list))
    if (component.component === 'filter') widgets.push(component);
  return widgets;
}

/** The charts a widget filters: the ones it names, else every chart reading its dataset. */
export function widgetTargets(
  attrs: FilterWidgetAttrs,
  chartDatasets: Readonly<Record<string, string>>,
): string[] {
  if (attrs.viewIds.length > 0) return attrs.viewIds;
  if (attrs.datasetId === null) return [];
  return Object.keys(chartDatasets).filter((id) => chartDatasets[id] === attrs.datasetId);
}

function add(
  map: Map<string, ChartFilterConditionInput[]>,
  viewId: string,
  condition: ChartFilterConditionInput,
): void {
  const list = map.get(viewId);
  if (list) list.push(condition);
  else map.set(viewId, [condition]);
}

const asCondition = (
  draft: FilterConditionDraft,
  componentId?: string,
): ChartFilterConditionInput => ({
  ...(componentId ? { componentId } : {}),
  fieldId: draft.fieldId,
  operator: draft.operator,
  value: draft.value,
  ...(draft.dateGrouping ? { dateGrouping: draft.dateGrouping } : {}),
});

/** The widgets' conditions per targeted chart, for the given values (by component id). */
export function widgetConditions(
  widgets: readonly FilterComponent[],
  values: Readonly<Record<string, FilterWidgetValue>>,
  chartDatasets: Readonly<Record<string, string>>,
  metas: FilterWidgetRegistry,
): ConditionsByChart {
  const map = new Map<string, ChartFilterConditionInput[]>();
  for (const widget of widgets) {
    const meta = metas[widget.serviceName];
    const value = values[widget.id];
    if (!meta || !value || widget.options.attrs.fieldId === null) continue;
    const draft = meta.toCondition(value, widget.options.attrs);
    if (!draft) continue;
    const condition = asCondition(draft, widget.id);
    for (const viewId of widgetTargets(widget.options.attrs, chartDatasets))
      add(map, viewId, condition);
  }
  return map;
}

/**
 * The widgets' starting values: a URL filter on a widget's field, else the widget's saved
 * default. URL entries no widget shows are left for `urlConditions`.
 */
export function initialValues(
  widgets: readonly FilterComponent[],
  url: readonly UrlFilterEntry[],
): Record<string, FilterWidgetValue> {
  const values: Record<string, FilterWidgetValue> = {};
  for (const widget of widgets) {
    const entry = url.find((e) => e.f === widget.options.attrs.fieldId);
    values[widget.id] = entry ? [...entry.v] : widget.options.value;
  }
  return values;
}

/** URL filter entries that no widget shows, sent to every chart reading their dataset. */
export function urlConditions(
  url: readonly UrlFilterEntry[],
  widgets: readonly FilterComponent[],
  chartDatasets: Readonly<Record<string, string>>,
): ConditionsByChart {
  const map = new Map<string, ChartFilterConditionInput[]>();
  const shown = new Set(widgets.map((w) => w.options.attrs.fieldId));
  for (const entry of url) {
    if (shown.has(entry.f)) continue;
    const condition: ChartFilterConditionInput = {
      fieldId: entry.f,
      operator: entry.o,
      value: entry.v,
      ...(entry.g ? { dateGrouping: entry.g } : {}),
    };
    for (const viewId of Object.keys(chartDatasets))
      if (chartDatasets[viewId] === entry.d) add(map, viewId, condition);
  }
  return map;
}

/** A clicked point's value of one of the source chart's dimensions. */
export interface ClickedDimension {
  fieldId: string;
  value: ScalarValue | null;
  dateGrouping?: DateGrouping | undefined;
}

/**
 * A linkage click: each target linked from the source chart gets an equality on its mapped
 * field for every clicked dimension the link maps (a date-grouped value keeps its grouping).
 */
export function linkageConditions(
  linkage: readonly PanelLinkage[],
  sourceViewId: string,
  clicked: readonly ClickedDimension[],
): ConditionsByChart {
  const map = new Map<string, ChartFilterConditionInput[]>();
  for (const link of linkage) {
    if (link.sourceViewId !== sourceViewId || link.targetViewId === sourceViewId) continue;
    for (const field of link.fields) {
      const hit = clicked.find((c) => c.fieldId === field.sourceFieldId);
      if (!hit || hit.value === null) continue;
      add(map, link.targetViewId, {
        fieldId: field.targetFieldId,
        operator: 'eq',
        value: [hit.value],
        viewIds: [link.targetViewId],
        ...(hit.dateGrouping ? { dateGrouping: hit.dateGrouping } : {}),
      });
    }
  }
  return map;
}

/** Whether a chart is the source of any linkage on the dashboard. */
export const hasLinkage = (linkage: readonly PanelLinkage[], viewId: string): boolean =>
  linkage.some((l) => l.sourceViewId === viewId && l.targetViewId !== viewId);

/** A chart's getData body; the same empty object for every chart nothing applies to. */
export function chartRequest(
  filter: readonly ChartFilterConditionInput[],
  linkageFilters: readonly ChartFilterConditionInput[],
  drill: readonly DrillStep[],
  empty: ChartDataRequest,
): ChartDataRequest {
  if (filter.length === 0 && linkageFilters.length === 0 && drill.length === 0) return empty;
  return { filter: [...filter], linkageFilters: [...linkageFilters], drill: [...drill] };
}

/**
 * A short tag of a chart's request (32-bit FNV-1a of its JSON), '' for the shared empty one: a
 * chart box carries it, so a test or a benchmark sees which charts an interaction re-asked.
 */
export function requestTag(request: ChartDataRequest, empty: ChartDataRequest): string {
  if (request === empty) return '';
  const text = JSON.stringify(request);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}
