import { createElement } from 'react';
import { BarChartOutlined } from '@ant-design/icons';
import { AXIS_CONTROLS, BAR_CONTROLS } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Bar chart: one bar per category and measure, side by side.
 * Wells: xaxis 1..2 dimensions (a second one splits the first measure into series), yaxis
 * 1..n measures, drillFields any dimensions.
 */
export const CHART_BAR_META: ChartTypeMeta = {
  type: 'bar',
  labelKey: 'charts.type.bar',
  icon: createElement(BarChartOutlined),
  styleControls: [...BAR_CONTROLS, ...AXIS_CONTROLS],
  load: () => echartsType(import('./toOption'), import('../echarts/series/bar')),
  family: 'bar',
  renderer: 'echarts',
  wells: [dimensions(1, 2), measures(1), drill],
};
