import { z } from 'zod';

/**
 * A chart's look (SPEC §3 customAttr / customStyle, defaults SPEC §9). Stored documents hold
 * only what the user changed: every key is optional here and `resolveCustomAttr` /
 * `resolveCustomStyle` fill the rest from the defaults below, so defaults can improve without
 * rewriting saved charts. Every string is bounded and every colour is a plain colour value, so
 * nothing a user types can become markup or CSS (SECURITY C7).
 */

/** `#rgb`, `#rrggbb`, `#rrggbbaa` or `rgb()/rgba()` with numbers only. */
export const COLOR_PATTERN =
  /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\))$/;
export const colorSchema = z.string().max(40).regex(COLOR_PATTERN, 'validation.chart.color');

/** SPEC §9: the 9-colour series palette, cycling. */
export const CHART_PALETTE = [
  '#5470c6',
  '#91cc75',
  '#fac858',
  '#ee6666',
  '#73c0de',
  '#3ba272',
  '#fc8452',
  '#9a60b4',
  '#ea7ccc',
] as const;

const text = (max = 100) => z.string().max(max);
const fontSize = z.number().int().min(6).max(120);
const percent = z.number().min(0).max(100);
const hPosition = z.enum(['left', 'center', 'right']);
const vPosition = z.enum(['top', 'center', 'bottom']);

export const colorAttrSchema = z.strictObject({
  value: text(20).optional(),
  colors: z.array(colorSchema).length(9).optional(),
  /** Series opacity, percent (SPEC §9: 100). */
  alpha: percent.optional(),
  tableHeaderBgColor: colorSchema.optional(),
  tableItemBgColor: colorSchema.optional(),
  tableFontColor: colorSchema.optional(),
  tableStripe: z.boolean().optional(),
  dimensionColor: colorSchema.optional(),
  quotaColor: colorSchema.optional(),
});

export const sizeAttrSchema = z.strictObject({
  barDefault: z.boolean().optional(),
  barWidth: z.number().min(1).max(200).optional(),
  barGap: z.number().min(0).max(5).optional(),
  lineWidth: z.number().min(0).max(20).optional(),
  lineType: z.enum(['solid', 'dashed', 'dotted']).optional(),
  lineSymbol: z.enum(['circle', 'rect', 'triangle', 'diamond', 'none']).optional(),
  lineSymbolSize: z.number().min(0).max(40).optional(),
  lineSmooth: z.boolean().optional(),
  lineArea: z.boolean().optional(),
  pieInnerRadius: percent.optional(),
  pieOuterRadius: percent.optional(),
  pieRoseType: z.enum(['radius', 'area']).optional(),
  pieRoseRadius: z.number().min(0).max(100).optional(),
  funnelWidth: percent.optional(),
  radarShape: z.enum(['polygon', 'circle']).optional(),
  tableTitleFontSize: fontSize.optional(),
  tableItemFontSize: fontSize.optional(),
  tableTitleHeight: z.number().int().min(16).max(200).optional(),
  tableItemHeight: z.number().int().min(16).max(200).optional(),
  /** Rows per page of a table chart. */
  tablePageSize: z.number().int().min(1).max(1_000).optional(),
  gaugeMin: z.number().finite().optional(),
  gaugeMax: z.number().finite().optional(),
  gaugeStartAngle: z.number().min(-360).max(360).optional(),
  gaugeEndAngle: z.number().min(-360).max(360).optional(),
  dimensionShow: z.boolean().optional(),
  dimensionFontSize: fontSize.optional(),
  quotaShow: z.boolean().optional(),
  quotaFontSize: fontSize.optional(),
  spaceSplit: z.number().min(0).max(100).optional(),
  scatterSymbol: z.enum(['circle', 'rect', 'triangle', 'diamond']).optional(),
  scatterSymbolSize: z.number().min(1).max(100).optional(),
  treemapWidth: percent.optional(),
  treemapHeight: percent.optional(),
});

export const labelAttrSchema = z.strictObject({
  show: z.boolean().optional(),
  position: z.enum(['top', 'bottom', 'left', 'right', 'inside', 'outside', 'center']).optional(),
  color: colorSchema.optional(),
  fontSize: fontSize.optional(),
  /** ECharts template text: `{a}` series, `{b}` name, `{c}` value, `{d}` percent. */
  formatter: text(100).optional(),
});

export const tooltipAttrSchema = z.strictObject({
  show: z.boolean().optional(),
  trigger: z.enum(['item', 'axis']).optional(),
  color: colorSchema.optional(),
  fontSize: fontSize.optional(),
  formatter: text(100).optional(),
});

export const customAttrSchema = z.strictObject({
  color: colorAttrSchema.optional(),
  size: sizeAttrSchema.optional(),
  label: labelAttrSchema.optional(),
  tooltip: tooltipAttrSchema.optional(),
  /** Map charts: the area whose boundaries are drawn (`/geo/{areaCode}_full.json`). */
  areaCode: z
    .string()
    .regex(/^[0-9A-Za-z_-]{1,16}$/)
    .optional(),
});
export type CustomAttrInput = z.infer<typeof customAttrSchema>;

const axisSchema = z.strictObject({
  show: z.boolean().optional(),
  position: z.enum(['top', 'bottom', 'left', 'right']).optional(),
  name: text(50).optional(),
  labelShow: z.boolean().optional(),
  labelRotate: z.number().min(-90).max(90).optional(),
  labelColor: colorSchema.optional(),
  labelFontSize: fontSize.optional(),
  splitLineShow: z.boolean().optional(),
  /** Fixed value range; null means automatic. */
  min: z.number().finite().nullable().optional(),
  max: z.number().finite().nullable().optional(),
});

export const customStyleSchema = z.strictObject({
  /** The chart's title line (the title text itself is the chart's `title`). */
  text: z
    .strictObject({
      show: z.boolean().optional(),
      fontSize: fontSize.optional(),
      color: colorSchema.optional(),
      hPosition: hPosition.optional(),
      vPosition: vPosition.optional(),
      isItalic: z.boolean().optional(),
      isBolder: z.boolean().optional(),
    })
    .optional(),
  legend: z
    .strictObject({
      show: z.boolean().optional(),
      hPosition: hPosition.optional(),
      vPosition: vPosition.optional(),
      orient: z.enum(['horizontal', 'vertical']).optional(),
      icon: z.enum(['rect', 'roundRect', 'circle', 'triangle', 'diamond']).optional(),
      color: colorSchema.optional(),
      fontSize: fontSize.optional(),
    })
    .optional(),
  xAxis: axisSchema.optional(),
  yAxis: axisSchema.optional(),
  /** Radar: the split web. */
  split: z
    .strictObject({
      nameShow: z.boolean().optional(),
      nameColor: colorSchema.optional(),
      nameFontSize: fontSize.optional(),
      splitNumber: z.number().int().min(1).max(20).optional(),
      axisLineShow: z.boolean().optional(),
      splitAreaShow: z.boolean().optional(),
    })
    .optional(),
  background: z
    .strictObject({
      color: colorSchema.optional(),
      alpha: percent.optional(),
      borderRadius: z.number().min(0).max(100).optional(),
    })
    .optional(),
});
export type CustomStyleInput = z.infer<typeof customStyleSchema>;

/** Every section present with every key set (what the resolvers return). */
type Resolved<T> = { [K in keyof T]-?: Required<NonNullable<T[K]>> };

export type CustomAttr = Resolved<Omit<CustomAttrInput, 'areaCode'>> & { areaCode: string };
export type CustomStyle = Resolved<CustomStyleInput>;

/** SPEC §9 defaults (chart and table). */
export const DEFAULT_CUSTOM_ATTR: CustomAttr = {
  color: {
    value: 'default',
    colors: [...CHART_PALETTE],
    alpha: 100,
    tableHeaderBgColor: '#e1eaff',
    tableItemBgColor: '#ffffff',
    tableFontColor: '#000000',
    tableStripe: true,
    dimensionColor: '#000000',
    quotaColor: '#4e81bb',
  },
  size: {
    barDefault: true,
    barWidth: 40,
    barGap: 0.4,
    lineWidth: 1,
    lineType: 'solid',
    lineSymbol: 'circle',
    lineSymbolSize: 4,
    lineSmooth: false,
    lineArea: false,
    pieInnerRadius: 0,
    pieOuterRadius: 80,
    pieRoseType: 'radius',
    pieRoseRadius: 5,
    funnelWidth: 80,
    radarShape: 'polygon',
    tableTitleFontSize: 12,
    tableItemFontSize: 12,
    tableTitleHeight: 36,
    tableItemHeight: 36,
    tablePageSize: 20,
    gaugeMin: 0,
    gaugeMax: 100,
    gaugeStartAngle: 225,
    gaugeEndAngle: -45,
    dimensionShow: true,
    dimensionFontSize: 18,
    quotaShow: true,
    quotaFontSize: 18,
    spaceSplit: 10,
    scatterSymbol: 'circle',
    scatterSymbolSize: 20,
    treemapWidth: 80,
    treemapHeight: 80,
  },
  label: { show: false, position: 'top', color: '#909399', fontSize: 10, formatter: '{c}' },
  tooltip: { show: true, trigger: 'item', color: '#909399', fontSize: 10, formatter: '' },
  areaCode: '100000',
};

const axisDefaults = (position: 'bottom' | 'left') => ({
  show: true,
  position,
  name: '',
  labelShow: true,
  labelRotate: 0,
  labelColor: '#333333',
  labelFontSize: 12,
  splitLineShow: position === 'left',
  min: null,
  max: null,
});

export const DEFAULT_CUSTOM_STYLE: CustomStyle = {
  text: {
    show: true,
    fontSize: 18,
    color: '#303133',
    hPosition: 'left',
    vPosition: 'top',
    isItalic: false,
    isBolder: false,
  },
  legend: {
    show: true,
    hPosition: 'center',
    vPosition: 'bottom',
    orient: 'horizontal',
    icon: 'rect',
    color: '#333333',
    fontSize: 12,
  },
  xAxis: axisDefaults('bottom'),
  yAxis: axisDefaults('left'),
  split: {
    nameShow: true,
    nameColor: '#999999',
    nameFontSize: 12,
    splitNumber: 5,
    axisLineShow: true,
    splitAreaShow: true,
  },
  background: { color: '#ffffff', alpha: 100, borderRadius: 5 },
};

/** One level of merge per section: saved values win, defaults fill the gaps. */
function mergeSections<T extends Record<string, unknown>>(
  defaults: T,
  saved: object | undefined,
): T {
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(saved ?? {})) {
    if (value === undefined) continue;
    const base = (defaults as Record<string, unknown>)[key];
    out[key] =
      base && typeof base === 'object' && !Array.isArray(base) && typeof value === 'object'
        ? {
            ...base,
            ...Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)),
          }
        : value;
  }
  return out as T;
}

export const resolveCustomAttr = (saved?: CustomAttrInput): CustomAttr =>
  mergeSections(DEFAULT_CUSTOM_ATTR, saved);
export const resolveCustomStyle = (saved?: CustomStyleInput): CustomStyle =>
  mergeSections(DEFAULT_CUSTOM_STYLE, saved);
