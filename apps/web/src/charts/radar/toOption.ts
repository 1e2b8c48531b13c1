import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';
import { colorAt, seriesColors } from '../common/color';
import { formatMeasure } from '../common/format';
import { labelOption } from '../common/label';
import { legendOption } from '../common/legend';
import type { FormatterParams } from '../common/option';
import { measureSeries } from '../common/series';
import { tooltipOption } from '../common/tooltip';

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  const { data, attr, style, language } = input;
  const colors = seriesColors(attr);
  const series = measureSeries(data);
  const { split } = style;
  // One shared scale: each spoke goes to the largest value drawn (ECharts needs a max per spoke).
  const largest = Math.max(1, ...series.flatMap((s) => s.data.map((v) => v ?? 0)));
  return {
    color: colors,
    legend: legendOption(
      style,
      series.map((s) => s.name),
    ),
    // A radar point is a whole polygon: its tooltip lists every spoke's value.
    tooltip: tooltipOption(attr, language, (params: FormatterParams) => {
      const values = Array.isArray(params.value) ? (params.value as (number | null)[]) : [];
      return [
        params.name ?? params.seriesName ?? '',
        ...data.x.map((spoke, i) => `${spoke}: ${formatMeasure(values[i] ?? null, language)}`),
      ].join('\n');
    }),
    radar: {
      shape: attr.size.radarShape,
      splitNumber: split.splitNumber,
      indicator: data.x.map((name) => ({ name, max: largest })),
      axisName: { show: split.nameShow, color: split.nameColor, fontSize: split.nameFontSize },
      axisLine: { show: split.axisLineShow },
      splitArea: { show: split.splitAreaShow },
    },
    series: [
      {
        type: 'radar',
        label: labelOption(attr, language),
        data: series.map((s, i) => ({
          name: s.name,
          value: s.data.map((v) => v ?? 0),
          itemStyle: { color: colorAt(colors, i) },
          lineStyle: { color: colorAt(colors, i), width: attr.size.lineWidth },
        })),
      },
    ],
  };
}
