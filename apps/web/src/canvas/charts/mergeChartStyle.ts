import type { ChartView, PanelChartStyle } from '@tessera/contracts';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `under`, object by object; arrays and values replace; undefined skipped. */
export function deepMerge<T>(under: T, over: unknown): T {
  if (!isPlain(under) || !isPlain(over)) return (over === undefined ? under : over) as T;
  const out: Plain = { ...under };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    out[key] = isPlain(out[key]) && isPlain(value) ? deepMerge(out[key], value) : value;
  }
  return out as T;
}

type Styled = Pick<ChartView, 'stylePriority' | 'customAttr' | 'customStyle'>;

/**
 * A chart's look on a dashboard whose theme sets a chart look (SPEC §4 'merging'). With the
 * chart's style priority 'panel', the theme is laid over what the chart set; otherwise the
 * chart's own settings win and the theme only fills what the chart left to the defaults.
 * Charts store only what their author changed, so in both cases the rest stays default.
 */
export function mergeChartStyle<V extends Styled>(view: V, theme: PanelChartStyle | undefined): V {
  if (!theme) return view;
  const panelFirst = view.stylePriority === 'panel';
  const layer = <T>(own: T, themed: T): T =>
    panelFirst ? deepMerge(own, themed) : deepMerge(themed, own);
  return {
    ...view,
    customAttr: layer(view.customAttr, theme.customAttr),
    customStyle: layer(view.customStyle, theme.customStyle),
  };
}
