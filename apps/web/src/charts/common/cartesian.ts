import type { ChartRenderInput } from '../types';
import { categoryAxis, valueAxis } from './axes';
import { colorAt, seriesColors } from './color';
import { labelOption } from './label';
import { gridOption, legendOption } from './legend';
import type { Obj } from './option';
import { measureSeries } from './series';
import { tooltipOption } from './tooltip';

export interface CartesianShape {
  kind: 'bar' | 'line';
  stack: boolean;
  horizontal: boolean;
}

/**
 * Bars and lines on a category axis (bar, bar-stack, bar-horizontal, bar-stack-horizontal, line,
 * line-stack). Axis styles follow the screen: customStyle.xAxis is the bottom axis, yAxis the
 * left one, whichever of them carries the categories.
 */
export function cartesianOption(input: ChartRenderInput, shape: CartesianShape): Obj {
  const { data, attr, style, language } = input;
  const colors = seriesColors(attr);
  const category = categoryAxis(shape.horizontal ? style.yAxis : style.xAxis, data.x);
  const value = valueAxis(shape.horizontal ? style.xAxis : style.yAxis, language);
  const series = measureSeries(data);
  const labelPosition =
    shape.horizontal && attr.label.position === 'top'
      ? 'right'
      : shape.stack && shape.kind === 'bar'
        ? 'inside'
        : undefined;
  return {
    color: colors,
    legend: legendOption(
      style,
      series.map((s) => s.name),
    ),
    grid: gridOption(style),
    tooltip: tooltipOption(attr, language),
    xAxis: shape.horizontal ? value : category,
    yAxis: shape.horizontal ? category : value,
    series: series.map((s, i) => ({
      type: shape.kind,
      name: s.name,
      data: s.data,
      ...(shape.stack ? { stack: 'total' } : {}),
      itemStyle: { color: colorAt(colors, i) },
      label: labelOption(attr, language, labelPosition),
      // Value labels of neighbouring bars/points (long numbers, many categories) would print
      // over each other; ECharts drops the ones that would collide.
      labelLayout: { hideOverlap: true },
      ...(shape.kind === 'bar' ? barSize(input) : lineLook(input, colorAt(colors, i))),
    })),
  };
}

/** SPEC §9 bar width 40, gap 0.4: a cap on automatic widths, or fixed when the user chose. */
function barSize({ attr }: ChartRenderInput): Obj {
  const { size } = attr;
  const gap = `${Math.round(size.barGap * 100)}%`;
  return size.barDefault
    ? { barMaxWidth: size.barWidth, barGap: gap }
    : { barWidth: size.barWidth, barGap: gap };
}

/** SPEC §9 line width 1, symbol size 4; area under the line when asked (stacked lines). */
function lineLook({ attr }: ChartRenderInput, color: string): Obj {
  const { size } = attr;
  return {
    lineStyle: { width: size.lineWidth, type: size.lineType, color },
    symbol: size.lineSymbol,
    symbolSize: size.lineSymbolSize,
    showSymbol: size.lineSymbol !== 'none',
    smooth: size.lineSmooth,
    ...(size.lineArea ? { areaStyle: { color, opacity: 0.3 } } : {}),
  };
}
