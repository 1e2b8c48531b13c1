import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';
import { bubbleSeries } from '../common/series';
import { scatterOption } from '../scatter/toOption';

/**
 * The size of a bubble: area proportional to its size measure, the largest bubble three times
 * the scatter size (SPEC §9 20 → 60 px across), never smaller than 4 px.
 */
export function bubbleSize(value: number, largest: number, base: number): number {
  if (!(largest > 0) || !(value > 0)) return 4;
  return Math.max(4, Math.sqrt(value / largest) * base * 3);
}

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  const sizes = bubbleSeries(input.data)?.data ?? [];
  const largest = Math.max(0, ...sizes.map((v) => v ?? 0));
  const base = input.attr.size.scatterSymbolSize;
  return scatterOption(
    input,
    (point: number[]) => bubbleSize(point[2] ?? 0, largest, base),
    // [category index, value, size]: the size rides along for symbolSize and the tooltip.
    (values) => values.map((v, i) => [i, v, sizes[i] ?? null]),
  );
}
