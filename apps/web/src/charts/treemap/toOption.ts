import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';
import { colorAt, seriesColors } from '../common/color';
import { labelOption } from '../common/label';
import { firstMeasurePoints, measureSeries } from '../common/series';
import { tooltipOption } from '../common/tooltip';

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  const { data, attr, language } = input;
  const colors = seriesColors(attr);
  return {
    color: colors,
    tooltip: tooltipOption(attr, language),
    series: [
      {
        type: 'treemap',
        name: measureSeries(data)[0]?.name ?? '',
        width: `${attr.size.treemapWidth}%`,
        height: `${attr.size.treemapHeight}%`,
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        label: labelOption(attr, language, 'inside'),
        // xIndex: the treemap's own dataIndex counts its root, so a click reads this instead.
        data: firstMeasurePoints(data).map((p, i) => ({
          ...p,
          xIndex: i,
          itemStyle: { color: colorAt(colors, i) },
        })),
      },
    ],
  };
}
