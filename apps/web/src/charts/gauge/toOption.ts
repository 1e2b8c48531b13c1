import { DEFAULT_CUSTOM_ATTR } from '@tessera/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';
import { seriesColors } from '../common/color';
import { formatMeasure } from '../common/format';
import type { Obj } from '../common/option';
import { measureSeries } from '../common/series';
import { tooltipOption } from '../common/tooltip';

/** SPEC §9: the gauge's base option is a JSON string; toOption parses it and lays over it. */
export const GAUGE_BASE_OPTION =
  '{"series":[{"type":"gauge","min":0,"max":100,"startAngle":225,"endAngle":-45,"radius":"80%","progress":{"show":true},"pointer":{"show":true},"axisTick":{"show":true},"detail":{"valueAnimation":false,"fontSize":20,"offsetCenter":[0,"60%"]},"title":{"offsetCenter":[0,"85%"]},"data":[]}]}';

/** The smallest 1, 2 or 5 × 10^k at or above `value` (a round end for the scale). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * The scale's end: as set; but while it is still SPEC §9's default (100) and the value lies past
 * it, a round number above the value, so a sum in the millions does not pin the needle.
 */
function scaleMax(value: number, max: number): number {
  return max === DEFAULT_CUSTOM_ATTR.size.gaugeMax && value > max ? niceCeiling(value) : max;
}

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  const { data, attr, language } = input;
  const colors = seriesColors(attr);
  const base = JSON.parse(GAUGE_BASE_OPTION) as { series: Obj[] };
  const first = measureSeries(data)[0];
  const { size } = attr;
  const value = first?.data[0] ?? 0;
  return {
    ...base,
    color: colors,
    tooltip: tooltipOption(attr, language),
    series: [
      {
        ...base.series[0],
        min: size.gaugeMin,
        max: scaleMax(value, size.gaugeMax),
        startAngle: size.gaugeStartAngle,
        endAngle: size.gaugeEndAngle,
        itemStyle: { color: colors[0] },
        axisLabel: {
          color: attr.label.color,
          formatter: (value: number) => formatMeasure(value, language),
        },
        detail: {
          ...(base.series[0]?.detail as Obj),
          formatter: (value: number) => formatMeasure(value, language),
        },
        data: first ? [{ name: first.name, value }] : [],
      },
    ],
  };
}
