import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';
import { categoryAxis, valueAxis } from '../common/axes';
import { colorAt, seriesColors } from '../common/color';
import { labelOption } from '../common/label';
import { gridOption, legendOption } from '../common/legend';
import type { Obj } from '../common/option';
import { measureSeries } from '../common/series';
import { tooltipOption } from '../common/tooltip';

/** Points over the categories; bubble charts reuse it with a size per point. */
export function scatterOption(
  input: ChartRenderInput,
  symbolSize: number | ((value: number[]) => number),
  seriesData: (data: (number | null)[]) => unknown[] = (data) => data,
): Obj {
  const { data, attr, style, language } = input;
  const colors = seriesColors(attr);
  const series = measureSeries(data);
  return {
    color: colors,
    legend: legendOption(
      style,
      series.map((s) => s.name),
    ),
    grid: gridOption(style),
    tooltip: tooltipOption(attr, language),
    xAxis: categoryAxis(style.xAxis, data.x),
    yAxis: valueAxis(style.yAxis, language),
    series: series.map((s, i) => ({
      type: 'scatter',
      name: s.name,
      data: seriesData(s.data),
      symbol: attr.size.scatterSymbol,
      symbolSize,
      itemStyle: { color: colorAt(colors, i) },
      label: labelOption(attr, language),
    })),
  };
}

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  return scatterOption(input, input.attr.size.scatterSymbolSize);
}
