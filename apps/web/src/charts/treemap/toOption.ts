import type { EChartsCoreOption } from 'echarts/core';
import { DEFAULT_CUSTOM_ATTR } from '@tessera/contracts';
import type { ChartRenderInput } from '../types';
import { colorAt, seriesColors } from '../common/color';
import { labelOption } from '../common/label';
import { firstMeasurePoints, measureSeries } from '../common/series';
import { tooltipOption } from '../common/tooltip';

/**
 * Labels sit on saturated palette tiles, where SPEC §9's grey label colour cannot be read: while
 * the user keeps that default, tiles get white text with a thin dark outline instead.
 */
function tileLabel(attr: ChartRenderInput['attr'], language: ChartRenderInput['language']) {
  const label = labelOption(attr, language, 'inside');
  if (attr.label.color !== DEFAULT_CUSTOM_ATTR.label.color) return label;
  return { ...label, color: '#ffffff', textBorderColor: 'rgba(0, 0, 0, 0.45)', textBorderWidth: 2 };
}

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
        label: tileLabel(attr, language),
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
