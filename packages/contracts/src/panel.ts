import { z } from 'zod';
import { colorSchema, customAttrSchema, customStyleSchema } from './chart-style.js';
import { chartFilterConditionSchema } from './chart.js';
import { idSchema } from './dataset.js';
import {
  FILTER_WIDGETS,
  filterWidgetOptionsSchema,
  panelJumpListSchema,
  panelLinkageListSchema,
} from './interaction.js';
import { PANEL_LIMITS, panelDataBoundsIssue } from './panel-bounds.js';
import { chartTitleSchema, EXTERNAL_LINK_PATTERN } from './rules.js';
import { isValidationKey, type ValidationKey } from './validation-messages.js';

/**
 * Dashboards (panels), issue 9: SPEC §2 (dashboard editor), §3 (canvas component, canvas state,
 * canvas style), §4 (history, lock, layering, group), §7 (panel calls), §9 (default sizes,
 * canvas defaults). A dashboard is a document: the canvas style (`panelStyle`) and the list of
 * canvas components (`panelData`), both stored and sent as JSON text like DataEase does, and
 * both parsed with the strict schemas below on every save, so nothing a client sends can add a
 * key, a script or a foreign reference.
 */

// ---------------------------------------------------------------------------------------------
// Constants (SPEC §9)

/** SPEC §9: default canvas 1600x900, scale 100. */
export const CANVAS_DEFAULTS = { width: 1600, height: 900, scale: 100 } as const;

/** SPEC §9: default widget sizes, width x height in canvas pixels. */
export const COMPONENT_DEFAULT_SIZES = {
  text: { width: 300, height: 100 },
  button: { width: 100, height: 34 },
  picture: { width: 300, height: 200 },
  rect: { width: 200, height: 200 },
  'user-view': { width: 200, height: 300 },
  /** Filter widgets (issue 10). */
  filter: { width: 300, height: 90 },
  filterGrid: { width: 300, height: 300 },
  filterNumberRange: { width: 500, height: 90 },
  filterConfirm: { width: 300, height: 47 },
} as const;

/** SPEC §9: a pasted component lands 20 px lower and 20 px further right. */
export const PASTE_OFFSET = 20;

/** Versions of a dashboard kept for the history list (the current one included). */
export const PANEL_VERSIONS_KEPT = 20;

export { PANEL_LIMITS, panelDataBoundsIssue };

/** A canvas length: generous, finite, never NaN. */
const length = (min: number, max: number) => z.number().finite().min(min).max(max);

// ---------------------------------------------------------------------------------------------
// Canvas component (SPEC §3)

/** SPEC §3 component style: geometry plus the text and box look of the component. */
export const componentStyleSchema = z.strictObject({
  width: length(1, 20_000),
  height: length(1, 20_000),
  top: length(-20_000, 40_000),
  left: length(-20_000, 40_000),
  rotate: length(-360, 360).default(0),
  opacity: length(0, 1).default(1),
  fontSize: z.number().int().min(6).max(200).optional(),
  fontWeight: z.union([z.number().int().min(100).max(900), z.enum(['normal', 'bold'])]).optional(),
  lineHeight: length(0, 500).optional(),
  letterSpacing: length(-20, 100).optional(),
  textAlign: z.enum(['left', 'center', 'right', 'justify']).optional(),
  color: colorSchema.optional(),
  backgroundColor: colorSchema.optional(),
  borderWidth: length(0, 100).optional(),
  borderColor: colorSchema.optional(),
  borderRadius: length(0, 10_000).optional(),
  borderStyle: z.enum(['solid', 'dashed', 'dotted', 'none']).optional(),
});
export type ComponentStyle = z.output<typeof componentStyleSchema>;

/**
 * A child's place inside its group, as fractions of the group's box (0..1), so a resized group
 * scales its children (DataEase keeps percentages the same way).
 */
export const groupStyleSchema = z.strictObject({
  left: length(-10, 10),
  top: length(-10, 10),
  width: length(0, 10),
  height: length(0, 10),
  rotate: length(-360, 360).default(0),
});
export type GroupStyle = z.output<typeof groupStyleSchema>;

/**
 * Rich text as data, never as markup (SECURITY C7): paragraphs of runs, each run plain text with
 * a few marks. The editor turns what the user typed or pasted into this; React renders it as
 * text, so no tag, attribute or script can survive a round trip.
 */
export const richRunSchema = z.strictObject({
  text: z.string().max(PANEL_LIMITS.runChars),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  color: colorSchema.optional(),
});
export type RichRun = z.output<typeof richRunSchema>;

export const richParagraphSchema = z.strictObject({
  runs: z.array(richRunSchema).max(200),
});
export type RichParagraph = z.output<typeof richParagraphSchema>;

export const richTextSchema = z
  .strictObject({ paragraphs: z.array(richParagraphSchema).max(500) })
  .refine(
    (value) =>
      value.paragraphs.reduce((sum, p) => sum + p.runs.reduce((n, r) => n + r.text.length, 0), 0) <=
      PANEL_LIMITS.textChars,
    'validation.panel.textTooLong',
  )
  .refine(
    (value) => value.paragraphs.reduce((sum, p) => sum + p.runs.length, 0) <= PANEL_LIMITS.textRuns,
    'validation.panel.textTooLong',
  );
export type RichText = z.output<typeof richTextSchema>;

/** SPEC §5 external link: http(s):, mailto: or tel: — nothing else (no `javascript:`). */
export const externalLinkSchema = z
  .string()
  .trim()
  .min(1, 'validation.link.required')
  .max(2_000)
  .regex(EXTERNAL_LINK_PATTERN, 'validation.link.external');

/** A picture this server stores: `/panel/image/<32 hex>`. Never another host or scheme. */
export const PANEL_IMAGE_URL_PATTERN = /^\/panel\/image\/[0-9a-f]{32}$/;
export const panelImageUrlSchema = z.string().regex(PANEL_IMAGE_URL_PATTERN);
export const panelImageUrl = (id: string) => `/panel/image/${id}`;

const animationSchema = z.strictObject({
  label: z.string().max(50),
  value: z.string().max(50),
});

/** What every canvas component carries (SPEC §3). */
const componentBase = {
  id: idSchema,
  label: z.string().max(100).default(''),
  style: componentStyleSchema,
  animations: z.array(animationSchema).max(10).default([]),
  /** Reserved for component events (issue 10 adds jumps); an empty object today. */
  events: z.strictObject({}).default({}),
  /** Set on the children of a group: their place inside it. */
  groupStyle: groupStyleSchema.optional(),
  isLock: z.boolean().default(false),
  filters: z.array(chartFilterConditionSchema).max(200).default([]),
  linkageFilters: z.array(chartFilterConditionSchema).max(200).default([]),
};

export const textComponentSchema = z.strictObject({
  ...componentBase,
  component: z.literal('text'),
  propValue: richTextSchema,
});

export const rectComponentSchema = z.strictObject({
  ...componentBase,
  component: z.literal('rect'),
  propValue: z.strictObject({}).default({}),
});

export const buttonComponentSchema = z.strictObject({
  ...componentBase,
  component: z.literal('button'),
  propValue: z.strictObject({
    /** The label, plain text. */
    text: z.string().max(50),
    /** Where a click goes (SPEC §5 external link), if anywhere. */
    link: z.union([externalLinkSchema, z.literal('')]).default(''),
    newTab: z.boolean().default(true),
  }),
});

export const pictureComponentSchema = z.strictObject({
  ...componentBase,
  component: z.literal('picture'),
  propValue: z.strictObject({
    /** null: not chosen yet (the editor offers an upload). */
    url: panelImageUrlSchema.nullable().default(null),
    fit: z.enum(['fill', 'contain', 'cover']).default('contain'),
  }),
});

/** SPEC §3: a chart component's propValue holds id and viewId. */
export const userViewComponentSchema = z.strictObject({
  ...componentBase,
  component: z.literal('user-view'),
  propValue: z.strictObject({ id: idSchema.optional(), viewId: idSchema }),
});

/** SPEC §3 filter widget: which of the 12 (`serviceName`), its options and default value. */
export const filterComponentSchema = z.strictObject({
  ...componentBase,
  component: z.literal('filter'),
  serviceName: z.enum(FILTER_WIDGETS),
  options: filterWidgetOptionsSchema,
  propValue: z.strictObject({}).default({}),
});

/** Leaf components (everything but a group). */
export const leafComponentSchema = z.discriminatedUnion('component', [
  textComponentSchema,
  rectComponentSchema,
  buttonComponentSchema,
  pictureComponentSchema,
  userViewComponentSchema,
  filterComponentSchema,
]);

export type TextComponent = z.output<typeof textComponentSchema>;
export type RectComponent = z.output<typeof rectComponentSchema>;
export type ButtonComponent = z.output<typeof buttonComponentSchema>;
export type PictureComponent = z.output<typeof pictureComponentSchema>;
export type UserViewComponent = z.output<typeof userViewComponentSchema>;
export type FilterComponent = z.output<typeof filterComponentSchema>;
export type LeafComponent = z.output<typeof leafComponentSchema>;

/** SPEC §3: a Group holds an array of child components (each with its groupStyle). */
export interface GroupComponent {
  id: string;
  component: 'group';
  label: string;
  style: ComponentStyle;
  animations: { label: string; value: string }[];
  events: Record<string, never>;
  groupStyle?: GroupStyle | undefined;
  isLock: boolean;
  filters: z.output<typeof chartFilterConditionSchema>[];
  linkageFilters: z.output<typeof chartFilterConditionSchema>[];
  propValue: CanvasComponent[];
}

export type CanvasComponent = LeafComponent | GroupComponent;
export type CanvasComponentType = CanvasComponent['component'];

export const groupComponentSchema: z.ZodType<GroupComponent> = z.lazy(() =>
  z.strictObject({
    ...componentBase,
    component: z.literal('group'),
    propValue: z.array(canvasComponentSchema).min(1).max(PANEL_LIMITS.components),
  }),
) as unknown as z.ZodType<GroupComponent>;

export const canvasComponentSchema: z.ZodType<CanvasComponent> = z.lazy(() =>
  z.union([leafComponentSchema, groupComponentSchema]),
) as unknown as z.ZodType<CanvasComponent>;

/** Every component of a list, group children included, depth first. */
export function* walkComponents(
  list: readonly CanvasComponent[],
  depth = 0,
): Generator<{ component: CanvasComponent; depth: number }> {
  for (const component of list) {
    yield { component, depth };
    if (component.component === 'group') yield* walkComponents(component.propValue, depth + 1);
  }
}

/** The chart ids a document places (each once). */
export function chartIdsOf(list: readonly CanvasComponent[]): string[] {
  const ids = new Set<string>();
  for (const { component } of walkComponents(list))
    if (component.component === 'user-view') ids.add(component.propValue.viewId);
  return [...ids];
}

/**
 * SPEC §3 componentData: the component list, bounded in count and group depth (each with its
 * own message, checked on the raw JSON before anything else: panelDataBoundsIssue) and with
 * unique ids.
 */
export const panelDataSchema = z
  .array(canvasComponentSchema)
  .max(PANEL_LIMITS.components, 'validation.panel.tooManyComponents')
  .superRefine((list, ctx) => {
    const bounds = panelDataBoundsIssue(list);
    if (bounds) {
      ctx.addIssue({ code: 'custom', message: bounds });
      return;
    }
    const ids = new Set<string>();
    for (const { component } of walkComponents(list)) {
      if (ids.has(component.id)) {
        ctx.addIssue({ code: 'custom', message: 'validation.panel.document' });
        return;
      }
      ids.add(component.id);
    }
  });
export type PanelData = CanvasComponent[];

// ---------------------------------------------------------------------------------------------
// Canvas style (SPEC §3, defaults SPEC §9)

/**
 * The chart look a theme imposes on charts whose stylePriority is 'panel' (SPEC §4 'merging'):
 * the same all-optional shapes as a chart's own customAttr / customStyle, laid over them.
 */
export const panelChartStyleSchema = z.strictObject({
  customAttr: customAttrSchema.default({}),
  customStyle: customStyleSchema.default({}),
});
export type PanelChartStyle = z.output<typeof panelChartStyleSchema>;

export const panelBackgroundSchema = z.strictObject({
  color: colorSchema.default('#f5f6f7'),
  /** A picture stored by this server, or '' for none. */
  imageUrl: z.union([panelImageUrlSchema, z.literal('')]).default(''),
  backgroundType: z.enum(['color', 'image']).default('color'),
  /** SPEC §9: dashboard gap default 'no'. */
  gap: z.enum(['yes', 'no']).default('no'),
});

/**
 * A dashboard's phone arrangement (issue 19): below 768 px the components stack at full width.
 * Empty: automatic (filters first, then reading order). Otherwise the components in the order
 * listed, each at its own height or hidden; components not listed follow in reading order.
 */
export const mobileLayoutItemSchema = z.strictObject({
  id: idSchema,
  /** Height on a phone, px; absent: the automatic height for its kind. */
  height: z.number().int().min(40).max(2_000).optional(),
  hidden: z.boolean().default(false),
});
export type MobileLayoutItem = z.output<typeof mobileLayoutItemSchema>;
export const mobileLayoutSchema = z.array(mobileLayoutItemSchema).max(500).default([]);

/** SPEC §3 canvas style. */
export const canvasStyleSchema = z.strictObject({
  width: z.number().int().min(100).max(10_000).default(CANVAS_DEFAULTS.width),
  height: z.number().int().min(100).max(20_000).default(CANVAS_DEFAULTS.height),
  /** Editor zoom, percent. */
  scale: z.number().int().min(10).max(400).default(CANVAS_DEFAULTS.scale),
  /** Preview zoom when not adapting, percent. */
  scaleWidth: z.number().int().min(10).max(400).default(100),
  scaleHeight: z.number().int().min(10).max(400).default(100),
  /** Preview fits the canvas to the window's width (true) or shows it at scaleWidth/Height. */
  selfAdaption: z.boolean().default(true),
  /** The editor shows the alignment grid and snaps to it. */
  auxiliaryMatrix: z.boolean().default(true),
  /** Components share one look (the theme's) unless they set their own. */
  openCommonStyle: z.boolean().default(true),
  panel: panelBackgroundSchema.default({
    color: '#f5f6f7',
    imageUrl: '',
    backgroundType: 'color',
    gap: 'no',
  }),
  /** The theme last applied (a built-in id or a saved theme's), for the picker. */
  themeId: z.string().max(64).default(''),
  /** The theme's chart look for charts with panel priority. */
  chart: panelChartStyleSchema.default({ customAttr: {}, customStyle: {} }),
  /** Linkage (cross-filter): a click on a source chart filters its targets (issue 10). */
  linkage: panelLinkageListSchema,
  /** Jumps: a click on a source chart opens another dashboard or a link (issue 10). */
  jumps: panelJumpListSchema,
  /** The phone arrangement (issue 19); empty for the automatic one. */
  mobileLayout: mobileLayoutSchema,
});
export type CanvasStyle = z.output<typeof canvasStyleSchema>;

export const defaultCanvasStyle = (): CanvasStyle => canvasStyleSchema.parse({});

// ---------------------------------------------------------------------------------------------
// JSON text ↔ document

type JsonTextResult<T> = { ok: true; data: T } | { ok: false; key: ValidationKey };

/**
 * JSON text parsed with a schema. `precheck` looks at the raw value first, so a document far
 * over a bound is refused with that bound's message before the schema walks it. A failure
 * carries the first issue's message when it is a validation key, else the generic one.
 */
function parseJsonText<T>(
  schema: z.ZodType<T>,
  text: string,
  precheck: (raw: unknown) => ValidationKey | null = () => null,
): JsonTextResult<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, key: 'validation.panel.document' };
  }
  const early = precheck(raw);
  if (early) return { ok: false, key: early };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const message = parsed.error.issues[0]?.message ?? '';
  return { ok: false, key: isValidationKey(message) ? message : 'validation.panel.document' };
}

const styleText = (text: string) => parseJsonText(canvasStyleSchema, text);
const dataText = (text: string) => parseJsonText(panelDataSchema, text, panelDataBoundsIssue);

/** JSON text parsed with a schema; undefined when it is not JSON or does not fit. */
export const parsePanelStyle = (text: string) => {
  const result = styleText(text);
  return result.ok ? result.data : undefined;
};
export const parsePanelData = (text: string) => {
  const result = dataText(text);
  return result.ok ? result.data : undefined;
};

/**
 * A document sent as JSON text, bounded in length, whose output is the parsed document with
 * its defaults filled in: the text is parsed and checked once, and the server stores what
 * the contract describes.
 */
const jsonDocumentOf = <T>(parse: (text: string) => JsonTextResult<T>, max: number) =>
  z
    .string()
    .max(max, 'validation.panel.tooLarge')
    .transform((text, ctx): T => {
      const result = parse(text);
      if (result.ok) return result.data;
      ctx.addIssue({ code: 'custom', message: result.key });
      return z.NEVER;
    });

export const panelStyleJsonSchema = jsonDocumentOf(styleText, PANEL_LIMITS.styleChars);
export const panelDataJsonSchema = jsonDocumentOf(dataText, PANEL_LIMITS.dataChars);

// ---------------------------------------------------------------------------------------------
// Tree and storage: POST /panel/group/defaultTree, /panel/group/tree, panel/group/save,
// GET panel/group/findOne/{id}, POST /panel/group/deleteCircle/{id} (30 s each).

export type PanelNodeType = 'folder' | 'panel';

/** Contract: nodes {id, name, nodeType: 'folder' | 'panel', children}. */
export interface PanelTreeNode {
  id: string;
  name: string;
  nodeType: PanelNodeType;
  pid: string | null;
  /** Panels: the caller's grant level on it. */
  permission?: 'view' | 'use' | 'export' | 'manage';
  children: PanelTreeNode[];
}

export const panelTreeQuerySchema = z.strictObject({
  keyword: z.string().max(50).optional(),
});

/** SPEC §5: names are required, at most 50 characters (the chart title rule). */
export const panelNameSchema = chartTitleSchema;

/**
 * `POST panel/group/save`:
 * - no id: create a folder, or a dashboard (with an optional first document);
 * - id, no document: rename / move the folder or dashboard;
 * - id with panelStyle and panelData: save the dashboard's document; `version` is the one the
 *   editor loaded, and a stale one is refused with 409 (nothing changes).
 */
export const panelSaveSchema = z.strictObject({
  id: idSchema.optional(),
  nodeType: z.enum(['folder', 'panel']).default('panel'),
  name: panelNameSchema,
  /** Folder; null at the root. */
  pid: idSchema.nullable().default(null),
  /** Canvas style as JSON text; parsed by the schema. */
  panelStyle: panelStyleJsonSchema.optional(),
  /** Component list as JSON text; parsed by the schema. */
  panelData: panelDataJsonSchema.optional(),
  version: z.number().int().min(1).optional(),
});
export type PanelSave = z.input<typeof panelSaveSchema>;
export type PanelSaveParsed = z.output<typeof panelSaveSchema>;

/** Contract: `GET panel/group/findOne/{id}`. */
export interface PanelDetail {
  id: string;
  name: string;
  pid: string | null;
  version: number;
  /** Canvas style, JSON text. */
  panelStyle: string;
  /** Component list, JSON text. */
  panelData: string;
  /** The caller's grant level on it. */
  permission: 'view' | 'use' | 'export' | 'manage';
  /** The dataset each placed chart reads (chart id → dataset id): widget targets, URL filters. */
  chartDatasets: Record<string, string>;
  createBy: string;
  updateBy: string;
  createTime: number;
  updateTime: number;
}

/** Answer of a create or a save. */
export interface PanelSaved {
  id: string;
  version: number;
}

// ---------------------------------------------------------------------------------------------
// Version history: POST /panel/version/list/{id}, GET /panel/version/findOne/{id}/{version},
// POST /panel/version/restore/{id}.

export interface PanelVersionEntry {
  version: number;
  name: string;
  /** Who saved it (nick name). */
  updateBy: string;
  updateTime: number;
  /** Number of components, for the list. */
  components: number;
  current: boolean;
  /** The version this one brought back, when a restore made it (else null). */
  restoredFrom: number | null;
}

export const panelRestoreSchema = z.strictObject({
  /** The version to bring back. */
  version: z.number().int().min(1),
  /** The current version as the caller knows it; a stale one is a conflict. */
  currentVersion: z.number().int().min(1),
});
export type PanelRestore = z.input<typeof panelRestoreSchema>;

// ---------------------------------------------------------------------------------------------
// Themes (subjects): POST /panel/subject/querySubjectWithGroup, POST /panel/subject/update,
// DELETE /panel/subject/delete/{id} (30 s).

export const subjectDetailsSchema = z.strictObject({
  panel: panelBackgroundSchema.omit({ gap: true }),
  chart: panelChartStyleSchema,
});
export type SubjectDetails = z.output<typeof subjectDetailsSchema>;

export interface PanelSubject {
  id: string;
  /** Saved themes: the name given; built-in ones: their name in the caller's language. */
  name: string;
  builtin: boolean;
  details: SubjectDetails;
}

export const subjectSaveSchema = z.strictObject({
  id: idSchema.optional(),
  name: panelNameSchema,
  details: subjectDetailsSchema,
});
export type SubjectSave = z.input<typeof subjectSaveSchema>;

/** Built-in themes: their ids start with `builtin-` and cannot be changed or deleted. */
export const BUILTIN_SUBJECT_PREFIX = 'builtin-';

const themeChart = (colors: string[], text: string, background: string) => ({
  customAttr: {
    color: { colors },
    label: { color: text },
    tooltip: { color: text },
  },
  customStyle: {
    text: { color: text },
    legend: { color: text },
    xAxis: { labelColor: text },
    yAxis: { labelColor: text },
    background: { color: background },
  },
});

/** The built-in themes (names are i18n keys `panelTheme.<key>` on the web, localised server side). */
export const BUILTIN_SUBJECTS: readonly { id: string; key: string; details: SubjectDetails }[] = [
  {
    id: 'builtin-light',
    key: 'light',
    details: subjectDetailsSchema.parse({
      panel: { color: '#f5f6f7', backgroundType: 'color', imageUrl: '' },
      chart: themeChart(
        [
          '#5470c6',
          '#91cc75',
          '#fac858',
          '#ee6666',
          '#73c0de',
          '#3ba272',
          '#fc8452',
          '#9a60b4',
          '#ea7ccc',
        ],
        '#303133',
        '#ffffff',
      ),
    }),
  },
  {
    id: 'builtin-dark',
    key: 'dark',
    details: subjectDetailsSchema.parse({
      panel: { color: '#101624', backgroundType: 'color', imageUrl: '' },
      chart: themeChart(
        [
          '#4992ff',
          '#7cffb2',
          '#fddd60',
          '#ff6e76',
          '#58d9f9',
          '#05c091',
          '#ff8a45',
          '#8d48e3',
          '#dd79ff',
        ],
        '#d0d4dc',
        '#1b2336',
      ),
    }),
  },
  {
    id: 'builtin-ocean',
    key: 'ocean',
    details: subjectDetailsSchema.parse({
      panel: { color: '#eaf3fb', backgroundType: 'color', imageUrl: '' },
      chart: themeChart(
        [
          '#1f77b4',
          '#17becf',
          '#2ca02c',
          '#0b5394',
          '#6fa8dc',
          '#45818e',
          '#76a5af',
          '#3d85c6',
          '#a4c2f4',
        ],
        '#1d3557',
        '#ffffff',
      ),
    }),
  },
  {
    id: 'builtin-warm',
    key: 'warm',
    details: subjectDetailsSchema.parse({
      panel: { color: '#fbf5ef', backgroundType: 'color', imageUrl: '' },
      chart: themeChart(
        [
          '#e76f51',
          '#f4a261',
          '#e9c46a',
          '#2a9d8f',
          '#264653',
          '#d62828',
          '#f77f00',
          '#fcbf49',
          '#8d6e63',
        ],
        '#4a3728',
        '#fffdf9',
      ),
    }),
  },
];

// ---------------------------------------------------------------------------------------------
// Pictures: POST /panel/image/upload (multipart, one file), GET /panel/image/{id}.

/** Kinds of picture accepted, recognised by their first bytes (never by name or header). */
export const PANEL_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type PanelImageType = (typeof PANEL_IMAGE_TYPES)[number];

export interface PanelImageUploaded {
  id: string;
  /** `/panel/image/<id>`, what a picture component and a canvas background hold. */
  url: string;
  mime: PanelImageType;
  size: number;
  /** Pixel size when the header tells it. */
  width: number | null;
  height: number | null;
}
