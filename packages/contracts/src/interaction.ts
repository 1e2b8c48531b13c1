import { z } from 'zod';
import { CHART_FILTER_OPERATORS } from './chart.js';
import { idSchema } from './dataset.js';
import { DE_TYPE, type DeType } from './de-type.js';
import { dateGroupingSchema, scalarValueSchema } from './query-model.js';
import { EXTERNAL_LINK_PATTERN } from './rules.js';

/**
 * Dashboard interactions, issue 10: SPEC §2 (filter widgets, drill breadcrumb, point menu), §3
 * (filter widget, filter condition), §4–§5 (widget rules), §9 (sizes, operators, date types,
 * quarter mapping, grid 'All' id). The widgets are canvas components (panel.ts places them in
 * the component list); linkage and jumps live in the canvas style, so the editor's undo/redo
 * and the versioned save cover them like every other edit.
 */

// ---------------------------------------------------------------------------------------------
// Filter widgets (SPEC §2: the 12 of them; the serviceName of SPEC §3)

export const FILTER_WIDGETS = [
  'textInput',
  'textSelect',
  'textSelectGrid',
  'numberSelect',
  'numberSelectGrid',
  'numberRange',
  'date',
  'dateRange',
  'yearMonth',
  'quarter',
  'year',
  'confirmButton',
] as const;
export type FilterWidgetName = (typeof FILTER_WIDGETS)[number];

/** SPEC §5 filter-field rules: the field types each widget accepts (none: the confirm button). */
export const FILTER_WIDGET_FIELD_TYPES: Record<FilterWidgetName, readonly DeType[]> = {
  textInput: [DE_TYPE.text],
  textSelect: [DE_TYPE.text],
  textSelectGrid: [DE_TYPE.text],
  numberSelect: [DE_TYPE.number],
  numberSelectGrid: [DE_TYPE.number],
  numberRange: [DE_TYPE.number],
  date: [DE_TYPE.time],
  dateRange: [DE_TYPE.time],
  yearMonth: [DE_TYPE.time],
  quarter: [DE_TYPE.time],
  year: [DE_TYPE.time],
  confirmButton: [],
};

/** SPEC §9 default grid tree 'All' node id. */
export const GRID_ALL_NODE_ID = -131072;

/** SPEC §5 number range bounds (a 32-bit integer). */
export const NUMBER_RANGE_MIN = -2147483648;
export const NUMBER_RANGE_MAX = 2147483647;

/** SPEC §9: the number range applies its filter this long after the last valid edit. */
export const NUMBER_RANGE_DEBOUNCE_MS = 1000;

/** A widget's value: texts, numbers, dates as text; null for an empty end of a number range. */
export const filterWidgetValueSchema = z
  .array(z.union([scalarValueSchema, z.null()]))
  .max(1_000)
  .default([]);
export type FilterWidgetValue = z.output<typeof filterWidgetValueSchema>;

/** SPEC §3 filter widget options.attrs. */
export const filterWidgetAttrsSchema = z.strictObject({
  /** The dataset the field belongs to (the charts reading it are the default targets). */
  datasetId: idSchema.nullable().default(null),
  fieldId: idSchema.nullable().default(null),
  /** The charts it filters; empty: every chart on the dashboard reading its dataset. */
  viewIds: z.array(idSchema).max(1_000).default([]),
  multiple: z.boolean().default(false),
  /** Plain text (SECURITY C7: rendered as text, never markup). */
  placeholder: z.string().max(50).default(''),
  /** The title shown above the control; empty shows none. */
  label: z.string().max(50).default(''),
});
export type FilterWidgetAttrs = z.output<typeof filterWidgetAttrsSchema>;

export const filterWidgetOptionsSchema = z.strictObject({
  attrs: filterWidgetAttrsSchema.default({
    datasetId: null,
    fieldId: null,
    viewIds: [],
    multiple: false,
    placeholder: '',
    label: '',
  }),
  /** The default value, saved with the dashboard. */
  value: filterWidgetValueSchema,
});
export type FilterWidgetOptions = z.output<typeof filterWidgetOptionsSchema>;

// ---------------------------------------------------------------------------------------------
// Linkage (cross-filter) and jumps, kept in the canvas style

export const linkageFieldSchema = z.strictObject({
  sourceFieldId: idSchema,
  targetFieldId: idSchema,
});
export type LinkageField = z.output<typeof linkageFieldSchema>;

/** A click on the source chart filters the target chart: each source field to its target field. */
export const panelLinkageSchema = z.strictObject({
  sourceViewId: idSchema,
  targetViewId: idSchema,
  fields: z.array(linkageFieldSchema).min(1).max(16),
});
export type PanelLinkage = z.output<typeof panelLinkageSchema>;

/** SPEC §5 external link: http(s):, mailto: or tel: only. */
const jumpUrlSchema = z
  .string()
  .trim()
  .max(2_000)
  .regex(EXTERNAL_LINK_PATTERN, 'validation.link.external');

export const jumpTargetSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('panel'),
    panelId: idSchema,
    /** The target dashboard's field that receives the clicked value (with its dataset). */
    datasetId: idSchema.nullable().default(null),
    fieldId: idSchema.nullable().default(null),
  }),
  z.strictObject({ type: z.literal('url'), url: jumpUrlSchema }),
]);
export type JumpTarget = z.output<typeof jumpTargetSchema>;

/** A click on the source chart opens another dashboard (passing the value) or a link. */
export const panelJumpSchema = z.strictObject({
  sourceViewId: idSchema,
  /** The clicked dimension whose value is passed; null: the first one. */
  sourceFieldId: idSchema.nullable().default(null),
  target: jumpTargetSchema,
  newTab: z.boolean().default(false),
});
export type PanelJump = z.output<typeof panelJumpSchema>;

/** SPEC §9 default sizes of the filter widgets. */
export function filterWidgetSize(name: FilterWidgetName): { width: number; height: number } {
  if (name === 'textSelectGrid' || name === 'numberSelectGrid') return { width: 300, height: 300 };
  if (name === 'numberRange') return { width: 500, height: 90 };
  if (name === 'confirmButton') return { width: 300, height: 47 };
  return { width: 300, height: 90 };
}

/** SPEC §9: filter widgets write at 14 px, weight 500. */
export const FILTER_WIDGET_FONT = { fontSize: 14, fontWeight: 500 } as const;

export const INTERACTION_LIMITS = { linkages: 500, jumps: 200 } as const;

export const panelLinkageListSchema = z
  .array(panelLinkageSchema)
  .max(INTERACTION_LIMITS.linkages)
  .default([]);
export const panelJumpListSchema = z
  .array(panelJumpSchema)
  .max(INTERACTION_LIMITS.jumps)
  .default([]);

// ---------------------------------------------------------------------------------------------
// URL filters: `?filter=` on /panel/index, /preview/{id} and /previewFullScreen.
//
// Encoding (documented in the README): the value of `filter` is JSON text, URL-encoded as any
// query value is, of a list of conditions `{ "d": datasetId, "f": fieldId, "o": operator,
// "v": [values], "g": dateGrouping }` (o defaults to "eq", g optional). A widget on that field
// shows the value; otherwise the charts reading that dataset are filtered by it.

export const urlFilterEntrySchema = z.strictObject({
  d: idSchema,
  f: idSchema,
  o: z.enum(CHART_FILTER_OPERATORS).default('eq'),
  v: z.array(scalarValueSchema).min(1).max(1_000),
  g: dateGroupingSchema.optional(),
});
export type UrlFilterEntry = z.output<typeof urlFilterEntrySchema>;
export const urlFilterSchema = z.array(urlFilterEntrySchema).max(50);

/** The bounded text of a `filter` query value (longer ones are ignored, never parsed). */
export const URL_FILTER_MAX_CHARS = 8_000;

export function encodeUrlFilter(entries: readonly UrlFilterEntry[]): string {
  return JSON.stringify(
    entries.map((e) => ({
      d: e.d,
      f: e.f,
      ...(e.o !== 'eq' ? { o: e.o } : {}),
      v: e.v,
      ...(e.g ? { g: e.g } : {}),
    })),
  );
}

/** The entries of a `filter` query value, or null when it is absent, too long or malformed. */
export function decodeUrlFilter(text: string | null | undefined): UrlFilterEntry[] | null {
  if (!text || text.length > URL_FILTER_MAX_CHARS) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = urlFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

// ---------------------------------------------------------------------------------------------
// Calls

/**
 * `POST /dataset/field/multFieldValues` → the distinct values (strings or numbers) of the
 * fields, searched and paged on the server, row permissions applied. `panelId` names the
 * dashboard whose widget asks: viewing it lets its widgets' fields be listed.
 */
export const fieldValuesRequestSchema = z.strictObject({
  fieldIds: z.array(idSchema).min(1).max(10),
  keyword: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(1_000).default(100),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  panelId: idSchema.optional(),
});
export type FieldValuesRequest = z.input<typeof fieldValuesRequestSchema>;
export type FieldValues = (string | number)[];

/** `POST /linkage/getPanelAllLinkageInfo/{panelId}` → source view id → its target view ids. */
export type PanelLinkageInfo = Record<string, string[]>;

/** `POST /linkage/getViewLinkageGather`: the source chart's links to the given targets. */
export const linkageGatherRequestSchema = z.strictObject({
  panelId: idSchema,
  sourceViewId: idSchema,
  targetViewIds: z.array(idSchema).max(1_000),
});
export type LinkageGatherRequest = z.input<typeof linkageGatherRequestSchema>;
export interface LinkageGatherEntry {
  targetViewId: string;
  /** True when a link to this target is saved. */
  linkageActive: boolean;
  fields: LinkageField[];
}

/**
 * `POST /linkage/saveLinkage`: replaces the source chart's links in the dashboard's saved
 * document (a new version; a stale `version` is a 409 and changes nothing).
 */
export const linkageSaveSchema = z.strictObject({
  panelId: idSchema,
  version: z.number().int().min(1),
  sourceViewId: idSchema,
  targets: z
    .array(
      z.strictObject({
        targetViewId: idSchema,
        fields: z.array(linkageFieldSchema).min(1).max(16),
      }),
    )
    .max(1_000),
});
export type LinkageSave = z.input<typeof linkageSaveSchema>;
