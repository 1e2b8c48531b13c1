import type { ChartType } from '@tessera/contracts';

/**
 * The style panels' controls, as data: which key of which section, what input, and for which
 * types it matters (absent: every type). Labels are `chartEditor.style.<section>.<key>`.
 */
export type ControlKind = 'switch' | 'number' | 'color' | 'select' | 'text';

export interface Control {
  section: string;
  key: string;
  kind: ControlKind;
  options?: readonly string[];
  min?: number;
  max?: number;
  step?: number;
  types?: readonly ChartType[];
}

const BARS: ChartType[] = ['bar', 'bar-stack', 'bar-horizontal', 'bar-stack-horizontal'];
const LINES: ChartType[] = ['line', 'line-stack'];
const PIES: ChartType[] = ['pie', 'pie-rose'];
const AXES: ChartType[] = [...BARS, ...LINES, 'bubble', 'scatter'];
const TABLE: ChartType[] = ['table'];

const c = (
  section: string,
  key: string,
  kind: ControlKind,
  extra: Partial<Control> = {},
): Control => ({ section, key, kind, ...extra });

const H = ['left', 'center', 'right'] as const;
const V = ['top', 'center', 'bottom'] as const;

export const ATTR_PANELS: { panel: string; controls: Control[] }[] = [
  {
    panel: 'color',
    controls: [
      c('color', 'alpha', 'number', { min: 0, max: 100 }),
      c('color', 'tableHeaderBgColor', 'color', { types: TABLE }),
      c('color', 'tableItemBgColor', 'color', { types: TABLE }),
      c('color', 'tableFontColor', 'color', { types: TABLE }),
      c('color', 'tableStripe', 'switch', { types: TABLE }),
      c('color', 'dimensionColor', 'color', { types: ['text'] }),
      c('color', 'quotaColor', 'color', { types: ['text'] }),
    ],
  },
  {
    panel: 'size',
    controls: [
      c('size', 'barDefault', 'switch', { types: BARS }),
      c('size', 'barWidth', 'number', { min: 1, max: 200, types: BARS }),
      c('size', 'barGap', 'number', { min: 0, max: 5, step: 0.1, types: BARS }),
      c('size', 'lineWidth', 'number', { min: 0, max: 20, types: LINES }),
      c('size', 'lineType', 'select', { options: ['solid', 'dashed', 'dotted'], types: LINES }),
      c('size', 'lineSymbol', 'select', {
        options: ['circle', 'rect', 'triangle', 'diamond', 'none'],
        types: LINES,
      }),
      c('size', 'lineSymbolSize', 'number', { min: 0, max: 40, types: LINES }),
      c('size', 'lineSmooth', 'switch', { types: LINES }),
      c('size', 'lineArea', 'switch', { types: LINES }),
      c('size', 'pieInnerRadius', 'number', { min: 0, max: 100, types: PIES }),
      c('size', 'pieOuterRadius', 'number', { min: 0, max: 100, types: PIES }),
      c('size', 'pieRoseType', 'select', { options: ['radius', 'area'], types: ['pie-rose'] }),
      c('size', 'pieRoseRadius', 'number', { min: 0, max: 100, types: ['pie-rose'] }),
      c('size', 'funnelWidth', 'number', { min: 0, max: 100, types: ['funnel'] }),
      c('size', 'radarShape', 'select', { options: ['polygon', 'circle'], types: ['radar'] }),
      c('size', 'tableTitleFontSize', 'number', { min: 6, max: 120, types: TABLE }),
      c('size', 'tableItemFontSize', 'number', { min: 6, max: 120, types: TABLE }),
      c('size', 'tableTitleHeight', 'number', { min: 16, max: 200, types: TABLE }),
      c('size', 'tableItemHeight', 'number', { min: 16, max: 200, types: TABLE }),
      c('size', 'tablePageSize', 'number', { min: 1, max: 1000, types: TABLE }),
      c('size', 'gaugeMin', 'number', { types: ['gauge'] }),
      c('size', 'gaugeMax', 'number', { types: ['gauge'] }),
      c('size', 'gaugeStartAngle', 'number', { min: -360, max: 360, types: ['gauge'] }),
      c('size', 'gaugeEndAngle', 'number', { min: -360, max: 360, types: ['gauge'] }),
      c('size', 'dimensionShow', 'switch', { types: ['text'] }),
      c('size', 'dimensionFontSize', 'number', { min: 6, max: 120, types: ['text'] }),
      c('size', 'quotaShow', 'switch', { types: ['text'] }),
      c('size', 'quotaFontSize', 'number', { min: 6, max: 120, types: ['text'] }),
      c('size', 'spaceSplit', 'number', { min: 0, max: 100, types: ['text'] }),
      c('size', 'scatterSymbol', 'select', {
        options: ['circle', 'rect', 'triangle', 'diamond'],
        types: ['scatter', 'bubble'],
      }),
      c('size', 'scatterSymbolSize', 'number', { min: 1, max: 100, types: ['scatter', 'bubble'] }),
      c('size', 'treemapWidth', 'number', { min: 0, max: 100, types: ['treemap'] }),
      c('size', 'treemapHeight', 'number', { min: 0, max: 100, types: ['treemap'] }),
    ],
  },
  {
    panel: 'label',
    controls: [
      c('label', 'show', 'switch'),
      c('label', 'position', 'select', {
        options: ['top', 'bottom', 'left', 'right', 'inside', 'outside', 'center'],
      }),
      c('label', 'color', 'color'),
      c('label', 'fontSize', 'number', { min: 6, max: 120 }),
      c('label', 'formatter', 'text'),
    ],
  },
  {
    panel: 'tooltip',
    controls: [
      c('tooltip', 'show', 'switch'),
      c('tooltip', 'trigger', 'select', { options: ['item', 'axis'] }),
      c('tooltip', 'color', 'color'),
      c('tooltip', 'fontSize', 'number', { min: 6, max: 120 }),
      c('tooltip', 'formatter', 'text'),
    ],
  },
];

const axis = (section: 'xAxis' | 'yAxis'): Control[] => [
  c(section, 'show', 'switch', { types: AXES }),
  c(section, 'position', 'select', {
    options: section === 'xAxis' ? ['top', 'bottom'] : ['left', 'right'],
    types: AXES,
  }),
  c(section, 'name', 'text', { types: AXES }),
  c(section, 'labelShow', 'switch', { types: AXES }),
  c(section, 'labelRotate', 'number', { min: -90, max: 90, types: AXES }),
  c(section, 'labelColor', 'color', { types: AXES }),
  c(section, 'labelFontSize', 'number', { min: 6, max: 120, types: AXES }),
  c(section, 'splitLineShow', 'switch', { types: AXES }),
];

export const STYLE_PANELS: { panel: string; controls: Control[] }[] = [
  {
    panel: 'text',
    controls: [
      c('text', 'show', 'switch'),
      c('text', 'fontSize', 'number', { min: 6, max: 120 }),
      c('text', 'color', 'color'),
      c('text', 'hPosition', 'select', { options: H }),
      c('text', 'vPosition', 'select', { options: V }),
      c('text', 'isItalic', 'switch'),
      c('text', 'isBolder', 'switch'),
    ],
  },
  {
    panel: 'legend',
    controls: [
      c('legend', 'show', 'switch'),
      c('legend', 'hPosition', 'select', { options: H }),
      c('legend', 'vPosition', 'select', { options: V }),
      c('legend', 'orient', 'select', { options: ['horizontal', 'vertical'] }),
      c('legend', 'icon', 'select', {
        options: ['rect', 'roundRect', 'circle', 'triangle', 'diamond'],
      }),
      c('legend', 'color', 'color'),
      c('legend', 'fontSize', 'number', { min: 6, max: 120 }),
    ],
  },
  { panel: 'xAxis', controls: axis('xAxis') },
  { panel: 'yAxis', controls: axis('yAxis') },
  {
    panel: 'split',
    controls: [
      c('split', 'nameShow', 'switch', { types: ['radar'] }),
      c('split', 'nameColor', 'color', { types: ['radar'] }),
      c('split', 'nameFontSize', 'number', { min: 6, max: 120, types: ['radar'] }),
      c('split', 'splitNumber', 'number', { min: 1, max: 20, types: ['radar'] }),
      c('split', 'axisLineShow', 'switch', { types: ['radar'] }),
      c('split', 'splitAreaShow', 'switch', { types: ['radar'] }),
    ],
  },
  {
    panel: 'background',
    controls: [
      c('background', 'color', 'color'),
      c('background', 'alpha', 'number', { min: 0, max: 100 }),
      c('background', 'borderRadius', 'number', { min: 0, max: 100 }),
    ],
  },
];

export const appliesTo = (control: Control, type: ChartType) =>
  !control.types || control.types.includes(type);
