import type { CustomAttr, Language } from '@tessera/contracts';
import { formatMeasure } from './format';
import { fillTemplate } from './template';
import { pointValue, type FormatterParams, type Obj } from './option';

/**
 * customAttr.tooltip as ECharts' tooltip. SECURITY C7: ECharts writes an HTML tooltip with
 * innerHTML by default, so the tooltip renders in 'richText' mode (drawn as text by the chart's
 * renderer) and its content comes from our formatter: no user text or data value is ever HTML.
 */
export function tooltipOption(
  attr: CustomAttr,
  language: Language,
  format: (params: FormatterParams) => string = (params) =>
    defaultTooltipLine(attr, params, language),
): Obj {
  const { tooltip } = attr;
  return {
    show: tooltip.show,
    trigger: tooltip.trigger,
    renderMode: 'richText',
    confine: true,
    textStyle: { color: tooltip.color, fontSize: tooltip.fontSize },
    formatter: (params: FormatterParams | FormatterParams[]) =>
      Array.isArray(params)
        ? [params[0]?.name ?? '', ...params.map((p) => format({ ...p, name: undefined }))].join(
            '\n',
          )
        : format(params),
  };
}

/** One point's tooltip text: the user's template when set, else "series\nname: value". */
export function defaultTooltipLine(
  attr: CustomAttr,
  params: FormatterParams,
  language: Language,
): string {
  const values = {
    series: params.seriesName ?? '',
    name: params.name ?? '',
    value: pointValue(params.value),
    percent: params.percent,
  };
  if (attr.tooltip.formatter) return fillTemplate(attr.tooltip.formatter, values, language);
  const value = formatMeasure(values.value, language);
  const percent =
    values.percent === undefined ? '' : ` (${formatMeasure(values.percent, language)}%)`;
  if (!values.name) return `${values.series}: ${value}${percent}`;
  return `${values.series}\n${values.name}: ${value}${percent}`;
}
