import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';
import { cartesianOption } from '../common/cartesian';

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  return cartesianOption(input, { kind: 'bar', stack: false, horizontal: true });
}
