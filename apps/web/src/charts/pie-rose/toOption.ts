import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';
import { pieOption } from '../pie/toOption';

export function toOption(input: ChartRenderInput): EChartsCoreOption {
  return pieOption(input, true);
}
