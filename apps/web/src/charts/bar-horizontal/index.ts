import { createElement } from 'react';
import { BarChartOutlined } from '@ant-design/icons';
import { AXIS_CONTROLS, BAR_CONTROLS } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Horizontal bar chart: categories on the left axis, values along the bottom.
 * Wells: xaxis 1..2 dimensions (a second one splits the first measure into series), yaxis
 * 1..n measures, drillFields any dimensions.
 */
export const CHART_BAR_HORIZONTAL_META: ChartTypeMeta = {
  type: 'bar-horizontal',
  labelKey: 'charts.type.bar-horizontal',
  icon: createElement(BarChartOutlined, { rotate: 90 }),
  styleControls: [...BAR_CONTROLS, ...AXIS_CONTROLS],
  load: () => echartsType(import('./toOption'), import('../echarts/series/bar')),
  family: 'bar',
  renderer: 'echarts',
  wells: [dimensions(1, 2), measures(1), drill],
};
