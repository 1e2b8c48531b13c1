import { z } from 'zod';
import { chartFilterConditionSchema } from '../chart.js';
import { colorSchema } from '../chart-style.js';
import { idSchema } from '../dataset.js';
import { FILTER_WIDGETS, filterWidgetOptionsSchema } from '../interaction.js';
import { PANEL_LIMITS, panelDataBoundsIssue } from '../panel-bounds.js';
import { EXTERNAL_LINK_PATTERN } from '../rules.js';
import { length } from './length.js';

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
  /** Reserved for component events; always empty (jumps live in the canvas style). */
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
