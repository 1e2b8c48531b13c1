/**
 * The style panels' controls, as data (DESIGN §3): which key of which customAttr/customStyle
 * section, and what input edits it. Labels are `chartEditor.style.<section>.<key>`; a select's
 * options are labelled `chartEditor.option.<option>`. Every type shows COMMON_CONTROLS; a type's
 * meta lists the rest (its `styleControls`), often from the shared groups below.
 */
export type ControlKind = 'switch' | 'number' | 'color' | 'select' | 'text';

export interface Control {
  /** The customAttr or customStyle section (it also names the panel the control sits in). */
  section: string;
  key: string;
  kind: ControlKind;
  options?: readonly string[];
  min?: number;
  max?: number;
  step?: number;
}

/** One control: `control('size', 'barWidth', 'number', { min: 1 })`. */
export const control = (
  section: string,
  key: string,
  kind: ControlKind,
  extra: Partial<Control> = {},
): Control => ({ section, key, kind, ...extra });

const c = control;
const H = ['left', 'center', 'right'] as const;
const V = ['top', 'center', 'bottom'] as const;

/** The controls every chart type shows, before its own in each panel. */
export const COMMON_CONTROLS: readonly Control[] = [
  c('color', 'alpha', 'number', { min: 0, max: 100 }),
  c('label', 'show', 'switch'),
  c('label', 'position', 'select', {
    options: ['top', 'bottom', 'left', 'right', 'inside', 'outside', 'center'],
  }),
  c('label', 'color', 'color'),
  c('label', 'fontSize', 'number', { min: 6, max: 120 }),
  c('label', 'formatter', 'text'),
  c('tooltip', 'show', 'switch'),
  c('tooltip', 'trigger', 'select', { options: ['item', 'axis'] }),
  c('tooltip', 'color', 'color'),
  c('tooltip', 'fontSize', 'number', { min: 6, max: 120 }),
  c('tooltip', 'formatter', 'text'),
  c('text', 'show', 'switch'),
  c('text', 'fontSize', 'number', { min: 6, max: 120 }),
  c('text', 'color', 'color'),
  c('text', 'hPosition', 'select', { options: H }),
  c('text', 'vPosition', 'select', { options: V }),
  c('text', 'isItalic', 'switch'),
  c('text', 'isBolder', 'switch'),
  c('legend', 'show', 'switch'),
  c('legend', 'hPosition', 'select', { options: H }),
  c('legend', 'vPosition', 'select', { options: V }),
  c('legend', 'orient', 'select', { options: ['horizontal', 'vertical'] }),
  c('legend', 'icon', 'select', {
    options: ['rect', 'roundRect', 'circle', 'triangle', 'diamond'],
  }),
  c('legend', 'color', 'color'),
  c('legend', 'fontSize', 'number', { min: 6, max: 120 }),
  c('background', 'color', 'color'),
  c('background', 'alpha', 'number', { min: 0, max: 100 }),
  c('background', 'borderRadius', 'number', { min: 0, max: 100 }),
];

const axis = (section: 'xAxis' | 'yAxis'): Control[] => [
  c(section, 'show', 'switch'),
  c(section, 'position', 'select', {
    options: section === 'xAxis' ? ['top', 'bottom'] : ['left', 'right'],
  }),
  c(section, 'name', 'text'),
  c(section, 'labelShow', 'switch'),
  c(section, 'labelRotate', 'number', { min: -90, max: 90 }),
  c(section, 'labelColor', 'color'),
  c(section, 'labelFontSize', 'number', { min: 6, max: 120 }),
  c(section, 'splitLineShow', 'switch'),
];

/** The x and y axis panels of the cartesian types (bars, lines, scatter, bubble). */
export const AXIS_CONTROLS: readonly Control[] = [...axis('xAxis'), ...axis('yAxis')];

/** Bar width and gap (every bar type). */
export const BAR_CONTROLS: readonly Control[] = [
  c('size', 'barDefault', 'switch'),
  c('size', 'barWidth', 'number', { min: 1, max: 200 }),
  c('size', 'barGap', 'number', { min: 0, max: 5, step: 0.1 }),
];

/** Line width, dash, symbol, smoothing and area (both line types). */
export const LINE_CONTROLS: readonly Control[] = [
  c('size', 'lineWidth', 'number', { min: 0, max: 20 }),
  c('size', 'lineType', 'select', { options: ['solid', 'dashed', 'dotted'] }),
  c('size', 'lineSymbol', 'select', {
    options: ['circle', 'rect', 'triangle', 'diamond', 'none'],
  }),
  c('size', 'lineSymbolSize', 'number', { min: 0, max: 40 }),
  c('size', 'lineSmooth', 'switch'),
  c('size', 'lineArea', 'switch'),
];

/** Inner and outer radius (both pie types). */
export const PIE_CONTROLS: readonly Control[] = [
  c('size', 'pieInnerRadius', 'number', { min: 0, max: 100 }),
  c('size', 'pieOuterRadius', 'number', { min: 0, max: 100 }),
];

/** Point symbol and size (scatter and bubble). */
export const SYMBOL_CONTROLS: readonly Control[] = [
  c('size', 'scatterSymbol', 'select', { options: ['circle', 'rect', 'triangle', 'diamond'] }),
  c('size', 'scatterSymbolSize', 'number', { min: 1, max: 100 }),
];
