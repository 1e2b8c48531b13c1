import { z } from 'zod';
import { colorSchema, customAttrSchema, customStyleSchema } from '../chart-style.js';
import { idSchema } from '../dataset.js';
import { panelJumpListSchema, panelLinkageListSchema } from '../interaction.js';
import { panelImageUrlSchema } from './component.js';
import { CANVAS_DEFAULTS } from './constants.js';

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
