import type {
  ChartAxisField,
  ChartSave,
  ChartType,
  ChartView,
  CustomAttrInput,
  CustomStyleInput,
  DatasetField,
} from '@tessera/contracts';
import type { ChartTypeMeta, WellName, WellRule } from '../../../charts/types';

/**
 * The editor's draft of a chart and the pure rules over it. The draft is the save body plus
 * `aside`: fields of wells the current type does not use (or that overflow its well), kept so
 * switching back to a type that uses them restores them.
 */
export interface Draft {
  id?: string;
  version?: number;
  title: string;
  sceneId: string | null;
  tableId: string;
  type: ChartType;
  xaxis: ChartAxisField[];
  yaxis: ChartAxisField[];
  extBubble: ChartAxisField[];
  drillFields: ChartAxisField[];
  customAttr: CustomAttrInput;
  customStyle: CustomStyleInput;
  customFilter: string;
  stylePriority: 'view' | 'panel';
  show: boolean;
  resultCount: number;
  topN: { count: number; others: boolean } | null;
  aside: Partial<Record<WellName, ChartAxisField[]>>;
}

export const WELLS: WellName[] = ['xaxis', 'yaxis', 'extBubble', 'drillFields'];

export function draftFromView(view: ChartView): Draft {
  return {
    id: view.id,
    version: view.version,
    title: view.title,
    sceneId: view.sceneId,
    tableId: view.tableId,
    type: view.type,
    xaxis: view.xaxis,
    yaxis: view.yaxis,
    extBubble: view.extBubble,
    drillFields: view.drillFields,
    customAttr: view.customAttr,
    customStyle: view.customStyle,
    customFilter: view.customFilter,
    stylePriority: view.stylePriority,
    show: view.show,
    resultCount: view.resultCount,
    topN: view.topN,
    aside: {},
  };
}

/** The save body of a draft (what the server stores; `aside` stays in the browser). */
export function toSaveBody(draft: Draft): ChartSave {
  const { aside: _aside, ...body } = draft;
  return body;
}

/** The data-relevant part of a draft: a change here asks for new data, a style change does not. */
export function dataKey(draft: Draft): string {
  const { xaxis, yaxis, extBubble, drillFields, customFilter, type, resultCount, topN, tableId } =
    draft;
  return JSON.stringify({
    xaxis,
    yaxis,
    extBubble,
    drillFields,
    customFilter,
    type,
    resultCount,
    topN,
    tableId,
  });
}

/**
 * Switches the type: wells the new type uses keep their fields (plus any kept aside earlier, up
 * to the well's maximum); the fields of other wells, and any overflow, are kept aside.
 */
export function switchType(draft: Draft, meta: ChartTypeMeta): Draft {
  const next: Draft = { ...draft, type: meta.type, aside: {} };
  for (const well of WELLS) {
    const rule = meta.wells.find((r) => r.well === well);
    const all = [...draft[well], ...(draft.aside[well] ?? [])];
    const kept = rule ? all.slice(0, rule.max) : [];
    const setAside = all.slice(kept.length);
    next[well] = kept;
    if (setAside.length > 0) next.aside[well] = setAside;
  }
  return next;
}

/** A field as it first lands in a well: measures get their default aggregation. */
export function newAxisField(field: DatasetField, well: WellName): ChartAxisField {
  const isMeasure = well === 'yaxis' || well === 'extBubble';
  return {
    fieldId: field.id,
    sort: 'none',
    filter: [],
    ...(isMeasure ? { aggregation: field.deType === 2 ? 'sum' : 'count' } : {}),
    ...(!isMeasure && field.deType === 1 ? { dateGrouping: 'date' as const } : {}),
  };
}

/** True when the field may go into the well under its rule (role and room left). */
export function canAdd(rule: WellRule, items: readonly ChartAxisField[], field: DatasetField) {
  if (items.length >= rule.max) return false;
  if (items.some((item) => item.fieldId === field.id)) return false;
  if (rule.accepts === 'any') return true;
  return rule.accepts === 'dimension' ? field.groupType === 'd' : field.groupType === 'q';
}

/** Moves the item at `from` to `to` within a list (a well's reorder). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}

/** Wells that do not hold their type's minimum: the preview waits for them. */
export function missingWells(draft: Draft, meta: ChartTypeMeta): WellRule[] {
  return meta.wells.filter((rule) => draft[rule.well].length < rule.min);
}

/**
 * Sets one key of one style section, storing only changed values: a value equal to the
 * default removes the key (and an emptied section), so saved charts follow better defaults.
 */
export function setStyleValue<T extends object>(
  doc: T,
  section: string,
  key: string,
  value: unknown,
  defaultValue: unknown,
): T {
  const sections = doc as Record<string, Record<string, unknown> | undefined>;
  const current = { ...(sections[section] ?? {}) };
  if (JSON.stringify(value) === JSON.stringify(defaultValue)) delete current[key];
  else current[key] = value;
  const out: Record<string, unknown> = { ...(doc as Record<string, unknown>) };
  if (Object.keys(current).length === 0) delete out[section];
  else out[section] = current;
  return out as T;
}
