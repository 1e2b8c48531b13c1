import {
  CHART_TYPE_TRAITS,
  DE_TYPE,
  parseCustomFilter,
  type Aggregation,
  type ChartAxisField,
  type chartDataRequestSchema,
  type ChartFilterCondition,
  type DateGrouping,
  type DrillStep,
  type FilterNode,
  type MeasureFilterNode,
  type QueryModelInput,
  type Sort,
} from '@tessera/contracts';
import { withDefaultOrder } from '@tessera/engine';
import type { z } from 'zod';
import { AppError } from '../http/app-error.js';
import { andAll, conditionNode, fieldValue, periodCondition, type FilterField } from './filters.js';
import type { ChartDefinition } from './view.js';

/** The request after its defaults (what parseInput hands over). */
export type DataRequest = z.output<typeof chartDataRequestSchema>;

/** A dataset field as the chart data path sees it. */
export interface ChartField extends FilterField {
  name: string;
}

/** One output column of the chart query, in the order the engine keys them (d0…, m0…). */
export interface PlannedColumn {
  key: string;
  fieldId: string;
  name: string;
  deType: number;
  role: 'dimension' | 'measure' | 'bubble';
  aggregation?: Aggregation;
  dateGrouping?: DateGrouping;
}

export interface ChartPlan {
  model: Omit<QueryModelInput, 'source'>;
  columns: PlannedColumn[];
  /** Drill steps taken (0: the chart's own first level). */
  drillLevel: number;
  drillFilters: ChartFilterCondition[];
  /** Tables: the page read. */
  page?: { page: number; pageSize: number };
}

/** SPEC §9: a table shows 20 rows a page unless its style says otherwise. */
export const DEFAULT_TABLE_PAGE_SIZE = 20;

const isTime = (field: ChartField) => field.deType === DE_TYPE.time;

function fieldOf(fields: ReadonlyMap<string, ChartField>, id: string): ChartField {
  const field = fields.get(id);
  if (!field) throw new AppError(400, 'CHART_FIELD_MISSING');
  return field;
}

/** The dimension a well field becomes: time fields grouped (by date unless told). */
function dimensionOf(axis: ChartAxisField, field: ChartField) {
  return isTime(field)
    ? { fieldId: field.id, dateGrouping: axis.dateGrouping ?? 'date' }
    : { fieldId: field.id };
}

/** The aggregation of a measure: as set, else sum for numbers and count for the rest. */
export function aggregationOf(axis: ChartAxisField, field: ChartField): Aggregation {
  return axis.aggregation ?? (field.deType === DE_TYPE.number ? 'sum' : 'count');
}

/**
 * Drill (SPEC §3): with k steps taken the first dimension is drillFields[k], and every step's
 * clicked values become conditions (a `period` for a date-grouped drill field). More steps than
 * the drill path has levels are refused.
 */
export function drillPlan(
  chart: Pick<ChartDefinition, 'drillFields' | 'xaxis'>,
  steps: readonly DrillStep[],
  fields: ReadonlyMap<string, ChartField>,
): {
  level: number;
  axis: ChartAxisField | undefined;
  filters: ChartFilterCondition[];
  nodes: FilterNode[];
} {
  const level = steps.length;
  if (level === 0) return { level, axis: undefined, filters: [], nodes: [] };
  if (level > chart.drillFields.length - 1) throw new AppError(400, 'CHART_FILTER_INVALID');
  const grouping = (fieldId: string): DateGrouping | undefined => {
    const axis =
      chart.drillFields.find((f) => f.fieldId === fieldId) ??
      chart.xaxis.find((f) => f.fieldId === fieldId);
    const field = fields.get(fieldId);
    return field && isTime(field) ? (axis?.dateGrouping ?? 'date') : undefined;
  };
  const filters: ChartFilterCondition[] = [];
  const nodes: FilterNode[] = [];
  for (const step of steps)
    for (const { fieldId, value } of step.dimensionList) {
      const field = fields.get(fieldId);
      if (!field) throw new AppError(400, 'CHART_FILTER_INVALID');
      const dateGrouping = grouping(fieldId);
      nodes.push(
        dateGrouping
          ? periodCondition(field, dateGrouping, value)
          : { kind: 'condition', fieldId, operator: 'eq', value: fieldValue(field, value) },
      );
      filters.push({
        fieldId,
        operator: 'eq',
        value: [value],
        ...(dateGrouping ? { dateGrouping } : {}),
      });
    }
  return { level, axis: chart.drillFields[level], filters, nodes };
}

/** A measure's conditions (HAVING) on its position in the model's measures. */
function havingOf(axis: ChartAxisField, measure: number): MeasureFilterNode[] {
  return axis.filter.map((f) =>
    f.operator === 'between'
      ? { kind: 'condition', measure, operator: 'between', value: f.value }
      : { kind: 'condition', measure, operator: f.operator, value: f.value },
  );
}

/**
 * The QueryModel of a chart for one data request (pure): wells → dimensions and measures, the
 * measures' conditions → HAVING, well sorts (then the default order) → sort, result count → limit (tables: the page), top
 * N with the localised "others", and custom filter AND widget filters AND linkage AND drill.
 */
export function planChartQuery(
  chart: ChartDefinition,
  request: DataRequest,
  fields: ReadonlyMap<string, ChartField>,
  words: { others: string },
): ChartPlan {
  const drill = drillPlan(chart, request.drill, fields);
  const xaxis = drill.axis
    ? chart.xaxis.length > 0
      ? [drill.axis, ...chart.xaxis.slice(1)]
      : [drill.axis]
    : chart.xaxis;
  const measureAxes: { axis: ChartAxisField; role: 'measure' | 'bubble' }[] = [
    ...chart.yaxis.map((axis) => ({ axis, role: 'measure' as const })),
    ...chart.extBubble.map((axis) => ({ axis, role: 'bubble' as const })),
  ];

  const columns: PlannedColumn[] = [];
  const dimensions = xaxis.map((axis, i) => {
    const field = fieldOf(fields, axis.fieldId);
    const dimension = dimensionOf(axis, field);
    columns.push({
      key: `d${i}`,
      fieldId: field.id,
      name: axis.label || field.name,
      deType: dimension.dateGrouping ? DE_TYPE.text : field.deType,
      role: 'dimension',
      ...(dimension.dateGrouping ? { dateGrouping: dimension.dateGrouping } : {}),
    });
    return dimension;
  });
  const measures = measureAxes.map(({ axis, role }, i) => {
    const field = fieldOf(fields, axis.fieldId);
    const aggregation = aggregationOf(axis, field);
    columns.push({
      key: `m${i}`,
      fieldId: field.id,
      name: axis.label || field.name,
      deType: DE_TYPE.number,
      role,
      aggregation,
    });
    return { aggregation, fieldId: field.id };
  });

  const userSorts: Sort[] = [
    ...xaxis.flatMap((axis, index): Sort[] =>
      axis.sort === 'none' ? [] : [{ target: 'dimension', index, direction: axis.sort }],
    ),
    ...measureAxes.flatMap(({ axis }, index): Sort[] =>
      axis.sort === 'none' ? [] : [{ target: 'measure', index, direction: axis.sort }],
    ),
  ];
  // Unsorted dimensions run ascending after the user's sorts (the one default-order rule).
  const sort = withDefaultOrder(userSorts, dimensions.length);
  const having = measureAxes.flatMap(({ axis }, i) => havingOf(axis, i));

  const custom = parseCustomFilter(chart.customFilter);
  const requestNodes = [...request.filter, ...request.linkageFilters].map((c) =>
    conditionNode(c, chart.id, fields),
  );
  const filter = andAll([custom, ...requestNodes, ...drill.nodes]);

  const model: Omit<QueryModelInput, 'source'> = { dimensions, measures, sort };
  if (filter) model.filter = filter;
  if (having.length > 0)
    model.having = having.length === 1 ? having[0] : { kind: 'and', children: having };
  if (chart.topN && dimensions.length > 0 && measures.length > 0)
    model.topN = {
      count: chart.topN.count,
      measure: 0,
      ...(chart.topN.others ? { others: words.others } : {}),
    };

  let page: ChartPlan['page'];
  if (CHART_TYPE_TRAITS[chart.type].paged) {
    const pageSize =
      request.page?.pageSize ?? chart.customAttr.size?.tablePageSize ?? DEFAULT_TABLE_PAGE_SIZE;
    page = { page: request.page?.page ?? 1, pageSize };
    model.limit = pageSize;
    model.offset = (page.page - 1) * pageSize;
  } else {
    model.limit = chart.resultCount;
  }
  return {
    model,
    columns,
    drillLevel: drill.level,
    drillFilters: drill.filters,
    ...(page ? { page } : {}),
  };
}
