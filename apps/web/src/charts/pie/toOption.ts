import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';
import { colorAt, seriesColors } from '../common/color';
import { labelOption } from '../common/label';
import { legendOption } from '../common/legend';
import type { Obj } from '../common/option';
import { firstMeasurePoints, measureSeries } from '../common/series';
import { tooltipOption } from '../common/tooltip';

/** SPEC §9: the pie's base option is a JSON string; toOption parses it and lays the chart over. */
export const PIE_BASE_OPTION =
  '{"series":[{"type":"pie","center":["50%","50%"],"radius":["0%","80%"],"avoidLabelOverlap":true,"data":[]}]}';

/** A pie (or, with `rose`, a rose) over the first measure: SPEC §9 radii 0 and 80 %. */
export function pieOption(input: ChartRenderInput, rose: boolean): Obj {
  const { data, attr, style, language } = input;
  const colors = seriesColors(attr);
  const base = JSON.parse(PIE_BASE_OPTION) as { series: Obj[] };
  const points = firstMeasurePoints(data);
  const position = attr.label.position === 'inside' ? 'inside' : 'outside';
  return {
    ...base,
    color: colors,
    legend: legendOption(style, data.x),
    tooltip: tooltipOption(attr, language),
    series: [
      {
        ...base.series[0],
        name: measureSeries(data)[0]?.name ?? '',
        radius: [`${attr.size.pieInnerRadius}%`, `${attr.size.pieOuterRadius}%`],
        ...(rose ? { roseType: attr.size.pieRoseType } : {}),
        itemStyle: rose ? { borderRadius: attr.size.pieRoseRadius } : {},
        // Outside labels have only the strip beside the pie: wrap them there rather than let
        // ECharts cut the largest slices' labels down to "…".
        label: {
          ...labelOption(attr, language, position),
          ...(position === 'outside' ? { overflow: 'break' } : {}),
        },
        ...(position === 'outside' ? { labelLine: { length: 8, length2: 6 } } : {}),
        data: points.map((p, i) => ({ ...p, itemStyle: { color: colorAt(colors, i) } })),
      },
    ],
  };
}

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  return pieOption(input, false);
}
