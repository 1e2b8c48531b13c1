// Placeholder until the map branch lands (it owns charts/map/**).
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRenderInput } from '../types';

export function toOption(_input: ChartRenderInput): EChartsCoreOption {
  return {};
}

export async function prepare(_input: ChartRenderInput): Promise<void> {}
