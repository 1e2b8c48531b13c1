import { createElement } from 'react';
import { DotChartOutlined } from '@ant-design/icons';
import { AXIS_CONTROLS, SYMBOL_CONTROLS } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Scatter: a point per category and measure (SPEC §9 symbol size 20), categories along the
 * bottom. Wells: xaxis 1 dimension, yaxis 1..n measures (one point series each), drillFields any.
 */
export const CHART_SCATTER_META: ChartTypeMeta = {
  type: 'scatter',
  labelKey: 'charts.type.scatter',
  icon: createElement(DotChartOutlined),
  styleControls: [...SYMBOL_CONTROLS, ...AXIS_CONTROLS],
  load: () => echartsType(import('./toOption'), import('../echarts/series/scatter')),
  family: 'other',
  renderer: 'echarts',
  wells: [dimensions(1, 1), measures(1), drill],
};
