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

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  const { data, attr, language } = input;
  const colors = seriesColors(attr);
  const base = JSON.parse(GAUGE_BASE_OPTION) as { series: Obj[] };
  const first = measureSeries(data)[0];
  const { size } = attr;
  return {
    ...base,
    color: colors,
    tooltip: tooltipOption(attr, language),
    series: [
      {
        ...base.series[0],
        min: size.gaugeMin,
        max: size.gaugeMax,
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
        data: first ? [{ name: first.name, value: first.data[0] ?? 0 }] : [],
      },
    ],
  };
}
