import { createElement } from 'react';
import { LineChartOutlined } from '@ant-design/icons';
import { AXIS_CONTROLS, LINE_CONTROLS } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Line chart: one line per measure across the categories.
 * Wells: xaxis 1..2 dimensions (a second one splits the first measure into series), yaxis
 * 1..n measures, drillFields any dimensions.
 */
export const CHART_LINE_META: ChartTypeMeta = {
  type: 'line',
  labelKey: 'charts.type.line',
  icon: createElement(LineChartOutlined),
  styleControls: [...LINE_CONTROLS, ...AXIS_CONTROLS],
  load: () => echartsType(import('./toOption'), import('../echarts/series/line')),
  family: 'line',
  renderer: 'echarts',
  wells: [dimensions(1, 2), measures(1), drill],
};
