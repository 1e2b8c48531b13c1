import { z } from 'zod';
import { customAttrSchema, customStyleSchema } from './chart-style.js';
import type { CustomAttrInput, CustomStyleInput } from './chart-style.js';
import { idSchema } from './dataset.js';
import type { DeType } from './de-type.js';
import {
  aggregationSchema,
  dateGroupingSchema,
  filterNodeSchema,
  scalarValueSchema,
  MAX_IN_LIST_LENGTH,
  type Aggregation,
  type DateGrouping,
  type FilterNode,
  type ResultCut,
} from './query-model.js';
import { chartTitleSchema } from './rules.js';
import {
  asOneTree,
  conditionLists,
  filterBoundCrossed,
  withinFilterBounds,
} from './filter-bounds.js';

/**
 * Charts (views), issue 8: SPEC §3 Chart view, §7 chart calls. A chart reads one dataset,
 * belongs to an organisation, sits in a folder of the chart tree and is granted like a dataset
 * (view < use < export < manage).
 */

/** What the server must know of a chart type to read its data. */
export interface ChartTypeTraits {
  /** The server pages the rows (page, page size and a total) instead of cutting at a limit. */
  paged: boolean;
  /** Two dimensions and one measure draw as one series per value of the second dimension. */
  pivots: boolean;
}

/**
 * SPEC §3: the 17 chart types, each on one line with its server-side traits. This is the one
 * place outside `apps/web/src/charts/<type>/` that names a type (the server validates it).
 */
export const CHART_TYPE_TRAITS = {
  table: { paged: true, pivots: false },
  text: { paged: false, pivots: false },
  bar: { paged: false, pivots: true },
  'bar-stack': { paged: false, pivots: true },
  'bar-horizontal': { paged: false, pivots: true },
  'bar-stack-horizontal': { paged: false, pivots: true },
  line: { paged: false, pivots: true },
  'line-stack': { paged: false, pivots: true },
  pie: { paged: false, pivots: false },
  'pie-rose': { paged: false, pivots: false },
  funnel: { paged: false, pivots: false },
  radar: { paged: false, pivots: false },
  gauge: { paged: false, pivots: false },
  map: { paged: false, pivots: false },
  bubble: { paged: false, pivots: false },
  scatter: { paged: false, pivots: false },
  treemap: { paged: false, pivots: false },
} as const satisfies Record<string, ChartTypeTraits>;

export type ChartType = keyof typeof CHART_TYPE_TRAITS;
/** The chart types in SPEC §3 order (the order of CHART_TYPE_TRAITS). */
export const CHART_TYPES = Object.keys(CHART_TYPE_TRAITS) as [ChartType, ...ChartType[]];
export const chartTypeSchema = z.enum(CHART_TYPES);

/** SPEC §9: the chart preview (and the default result row limit) is 100 rows. */
export const CHART_PREVIEW_ROWS = 100;
/** Highest result row limit a chart may ask for (tables page past it on the server). */
export const MAX_CHART_RESULT_COUNT = 10_000;
/** Most fields one well holds. */
export const MAX_WELL_FIELDS = 20;

// ---------------------------------------------------------------------------------------------
// Wells: xaxis (dimensions), yaxis (measures), extBubble (bubble size), drillFields.

/** A condition on one measure of the chart (HAVING), set on the measure in its well. */
export const measureFilterSchema = z.discriminatedUnion('operator', [
  z.strictObject({
    operator: z.enum(['eq', 'ne', 'gt', 'ge', 'lt', 'le']),
    value: z.number().finite(),
  }),
  z.strictObject({
    operator: z.literal('between'),
    value: z.tuple([z.number().finite(), z.number().finite()]),
  }),
]);
export type MeasureFilter = z.infer<typeof measureFilterSchema>;

export const chartSortSchema = z.enum(['none', 'asc', 'desc']);
export type ChartSort = z.infer<typeof chartSortSchema>;

/**
 * One field placed in a well. Only the dataset field id is trusted: name and type come from the
 * dataset when the chart is read. `label` is the user's caption for the axis/legend.
 */
export const chartAxisFieldSchema = z.strictObject({
  fieldId: idSchema,
  label: z.string().max(50).optional(),
  /** Time dimensions: how dates are grouped (default: by date). */
  dateGrouping: dateGroupingSchema.optional(),
  /** Measures: the aggregation (default sum for numbers, count otherwise). */
  aggregation: aggregationSchema.optional(),
  sort: chartSortSchema.default('none'),
  /** Measures: conditions on the aggregated value, ANDed. */
  filter: z.array(measureFilterSchema).max(10).default([]),
});
export type ChartAxisField = z.infer<typeof chartAxisFieldSchema>;
export type ChartAxisFieldInput = z.input<typeof chartAxisFieldSchema>;

/** Top N of the first dimension; the rest folded into an "others" row when asked. */
export const chartTopNSchema = z.strictObject({
  count: z.number().int().min(1).max(1_000),
  others: z.boolean().default(false),
});

// ---------------------------------------------------------------------------------------------
// Custom filter: SPEC §3 customFilter is JSON text; parsed it is a FilterNode (AND/OR tree).

export const MAX_CUSTOM_FILTER_LENGTH = 200_000;

const boundedFilterSchema = withinFilterBounds(filterNodeSchema, asOneTree);

/** The custom filter text parsed, or null when empty or malformed (a malformed one is refused on save). */
export function parseCustomFilter(text: string | null | undefined): FilterNode | null {
  if (!text) return null;
  try {
    const parsed = boundedFilterSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Says which bound a refused filter crossed (E7), else that it is malformed. */
export const customFilterTextSchema = z
  .string()
  .max(MAX_CUSTOM_FILTER_LENGTH)
  .superRefine((text, ctx) => {
    if (text === '' || parseCustomFilter(text) !== null) return;
    let crossed = null;
    try {
      crossed = filterBoundCrossed(asOneTree(JSON.parse(text)));
    } catch {
      // Not JSON: malformed.
    }
    ctx.addIssue({ code: 'custom', message: crossed ?? 'validation.chart.filter', input: text });
  });

// ---------------------------------------------------------------------------------------------
// Storage and CRUD: POST /chart/view/save, delete/{id}, getOneWithPermission/{id},
// chartCopy/{id}; GET /chart/view/searchAdviceSceneId/{id}.

/** Whose style wins on a dashboard: the chart's own, or the dashboard's (SPEC §4 merging). */
export const stylePrioritySchema = z.enum(['view', 'panel']);

export const chartSaveSchema = z.strictObject({
  /** Absent: create. Present: update that chart. */
  id: idSchema.optional(),
  title: chartTitleSchema,
  /** Folder (scene) in the chart tree; null at the root. */
  sceneId: idSchema.nullable().default(null),
  /** The dataset the chart reads. */
  tableId: idSchema,
  type: chartTypeSchema,
  xaxis: z.array(chartAxisFieldSchema).max(MAX_WELL_FIELDS).default([]),
  yaxis: z.array(chartAxisFieldSchema).max(MAX_WELL_FIELDS).default([]),
  extBubble: z.array(chartAxisFieldSchema).max(1).default([]),
  drillFields: z.array(chartAxisFieldSchema).max(MAX_WELL_FIELDS).default([]),
  customAttr: customAttrSchema.default({}),
  customStyle: customStyleSchema.default({}),
  customFilter: customFilterTextSchema.default(''),
  stylePriority: stylePrioritySchema.default('view'),
  show: z.boolean().default(true),
  /** Result row limit (SPEC §9 preview: 100). */
  resultCount: z.number().int().min(1).max(MAX_CHART_RESULT_COUNT).default(CHART_PREVIEW_ROWS),
  topN: chartTopNSchema.nullable().default(null),
  /** Optimistic concurrency on update: the version the editor loaded. */
  version: z.number().int().min(1).optional(),
});
export type ChartSave = z.input<typeof chartSaveSchema>;
export type ChartSaveParsed = z.output<typeof chartSaveSchema>;

/** A stored chart as every chart call answers it. */
export interface ChartView {
  id: string;
  title: string;
  sceneId: string | null;
  tableId: string;
  /** The dataset's name, for the editor. */
  tableName: string;
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
  version: number;
  createTime: number;
  updateTime: number;
  /** The caller's grant level on the chart. */
  permission: 'view' | 'use' | 'export' | 'manage';
}

// ---------------------------------------------------------------------------------------------
// Tree: POST /chart/group/tree, /chart/group/save, /chart/group/delete/{id}

export type ChartNodeType = 'folder' | 'chart';

/** Contract: nodes {id, name, nodeType, type (chart type), children}. */
export interface ChartTreeNode {
  id: string;
  name: string;
  nodeType: ChartNodeType;
  pid: string | null;
  /** Charts only: the chart type. */
  type?: ChartType;
  children: ChartTreeNode[];
}

export const chartTreeQuerySchema = z.strictObject({
  keyword: z.string().max(50).optional(),
});

export const chartGroupSaveSchema = z.strictObject({
  id: idSchema.optional(),
  nodeType: z.enum(['folder', 'chart']).default('folder'),
  name: chartTitleSchema,
  pid: idSchema.nullable().default(null),
});
export type ChartGroupSave = z.input<typeof chartGroupSaveSchema>;

// ---------------------------------------------------------------------------------------------
// Data: POST /chart/view/getData/{viewId} (SPEC §7, 30 s).

/** SPEC §9 operators plus the comparisons a linkage or a widget may send. */
export const CHART_FILTER_OPERATORS = [
  'eq',
  'ne',
  'in',
  'not_in',
  'between',
  'ge',
  'le',
  'gt',
  'lt',
  'like',
] as const;
export type ChartFilterOperator = (typeof CHART_FILTER_OPERATORS)[number];

/**
 * SPEC §3 Filter condition: a widget's or a linkage's condition. `viewIds` lists the charts it
 * applies to; a chart not listed ignores it (an absent or empty list applies to every chart).
 * A value on a date-grouped dimension (`2024-Q2`) carries its `dateGrouping`.
 */
export const chartFilterConditionSchema = z.strictObject({
  componentId: idSchema.optional(),
  fieldId: idSchema,
  operator: z.enum(CHART_FILTER_OPERATORS).default('eq'),
  value: z.array(scalarValueSchema).max(MAX_IN_LIST_LENGTH).default([]),
  viewIds: z.array(idSchema).max(1_000).optional(),
  dateGrouping: dateGroupingSchema.optional(),
});
export type ChartFilterCondition = z.infer<typeof chartFilterConditionSchema>;
export type ChartFilterConditionInput = z.input<typeof chartFilterConditionSchema>;

/** One drill step: the clicked point's values of the dimensions shown at that level. */
export const drillStepSchema = z.strictObject({
  dimensionList: z
    .array(z.strictObject({ fieldId: idSchema, value: scalarValueSchema }))
    .min(1)
    .max(MAX_WELL_FIELDS),
});
export type DrillStep = z.infer<typeof drillStepSchema>;

/**
 * The conditions a chart is drawn under: its dashboard's widget filters, linkage from other
 * charts and its drill path. A data call and an export carry the same ones.
 */
export const chartConditionsShape = {
  filter: z.array(chartFilterConditionSchema).max(200).default([]),
  linkageFilters: z.array(chartFilterConditionSchema).max(200).default([]),
  drill: z.array(drillStepSchema).max(MAX_WELL_FIELDS).default([]),
};

export const chartDataRequestSchema = withinFilterBounds(
  z.strictObject({
    ...chartConditionsShape,
    /** Table charts: the page to read (1-based) and its size. */
    page: z
      .strictObject({
        page: z.number().int().min(1).max(1_000_000),
        pageSize: z.number().int().min(1).max(1_000),
      })
      .optional(),
    /** Bypass the result cache (the refresh control). */
    refresh: z.boolean().default(false),
  }),
  // Widget and linkage conditions together: one call's values and conditions (E4).
  conditionLists('filter', 'linkageFilters'),
);
export type ChartDataRequest = z.input<typeof chartDataRequestSchema>;

/**
 * The editor's preview: the same answer for an unsaved chart (the editor's current wells and
 * style) — POST /chart/view/previewData with the chart body and the data request.
 */
export const chartPreviewRequestSchema = z.strictObject({
  view: chartSaveSchema,
  request: chartDataRequestSchema.default({
    filter: [],
    linkageFilters: [],
    drill: [],
    refresh: false,
  }),
});
export type ChartPreviewRequest = z.input<typeof chartPreviewRequestSchema>;

/** A column of the answer: `key` names it in `tableRow`. */
export interface ChartDataField {
  key: string;
  fieldId: string | null;
  name: string;
  deType: DeType;
  role: 'dimension' | 'measure' | 'bubble';
  aggregation?: Aggregation;
  dateGrouping?: DateGrouping;
}

export interface ChartSeries {
  name: string;
  /** The measure's field id (or, when a dimension's values became series, that dimension's). */
  fieldId: string | null;
  /** 'bubble' is the bubble-size series of a bubble chart. */
  role?: 'measure' | 'bubble';
  data: (number | null)[];
}

/**
 * SPEC §3 data: `x` the category labels (the dimensions' values, joined by ' / ' when several),
 * `series` one per measure aligned with `x` — except when a stacked or multi-line chart has two
 * dimensions and one measure: then `x` is the first dimension and each value of the second is a
 * series. `tableRow` the rows keyed by `fields[].key`; `dimensionValues[i]` the raw values
 * behind `x[i]` (what a click sends back as a drill or linkage value).
 */
export interface ChartData {
  x: string[];
  series: ChartSeries[];
  fields: ChartDataField[];
  tableRow: Record<string, string | number | null>[];
  dimensionValues: (string | number | null)[][];
  /** Tables: the rows there are in all (for paging), and the page answered. */
  total?: number;
  page?: number;
  pageSize?: number;
  /** The answer came from the result cache. */
  cached: boolean;
  /**
   * The rows stop short: the answer reached the server's byte cap (SECURITY E2, `bytes`), or the
   * chart's result row limit (`rows`: then `rowLimit` rows of `totalRows` are drawn).
   */
  cut?: ResultCut;
  rowLimit?: number;
  totalRows?: number;
}

/** getData's answer data: the chart view with its data and its drill state. */
export interface ChartViewWithData extends ChartView {
  data: ChartData;
  /** True when the chart is drilled below its first level. */
  drill: boolean;
  /** The conditions the drill path applies. */
  drillFilters: ChartFilterCondition[];
  drillFields: ChartAxisField[];
}

/** GET /api/map/areaEntitys/0: the area tree maps draw. */
export interface AreaEntity {
  code: string;
  name: string;
  /** Names in the three interface languages where known. */
  names?: Partial<Record<'zh-CN' | 'zh-TW' | 'en', string>>;
  children: AreaEntity[];
}
