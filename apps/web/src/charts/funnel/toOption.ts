import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';
import { colorAt, seriesColors } from '../common/color';
import { labelOption } from '../common/label';
import { legendOption } from '../common/legend';
import type { Obj } from '../common/option';
import { firstMeasurePoints, measureSeries } from '../common/series';
import { tooltipOption } from '../common/tooltip';

/** SPEC §9: the funnel's base option is a JSON string; toOption parses it and lays over it. */
export const FUNNEL_BASE_OPTION =
  '{"series":[{"type":"funnel","top":40,"bottom":40,"width":"80%","left":"10%","sort":"descending","gap":2,"data":[]}]}';

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  const { data, attr, style, language } = input;
  const colors = seriesColors(attr);
  const base = JSON.parse(FUNNEL_BASE_OPTION) as { series: Obj[] };
  const width = attr.size.funnelWidth;
  return {
    ...base,
    color: colors,
    legend: legendOption(style, data.x),
    tooltip: tooltipOption(attr, language),
    series: [
      {
        ...base.series[0],
        name: measureSeries(data)[0]?.name ?? '',
        width: `${width}%`,
        left: `${(100 - width) / 2}%`,
        label: labelOption(attr, language, attr.label.position === 'inside' ? 'inside' : 'right'),
        data: firstMeasurePoints(data).map((p, i) => ({
          ...p,
          itemStyle: { color: colorAt(colors, i) },
        })),
      },
    ],
  };
}
