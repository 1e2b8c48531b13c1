import { createElement } from 'react';
import { PieChartOutlined } from '@ant-design/icons';
import { PIE_CONTROLS } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Pie chart: one slice per category of one measure.
 * Wells: xaxis 1 dimension, yaxis 1 measure, drillFields any dimensions.
 * Slices name themselves: labels are shown outside with the percent by default.
 */
export const CHART_PIE_META: ChartTypeMeta = {
  type: 'pie',
  labelKey: 'charts.type.pie',
  icon: createElement(PieChartOutlined),
  styleControls: PIE_CONTROLS,
  load: () => echartsType(import('./toOption'), import('../echarts/series/pie')),
  family: 'pie',
  renderer: 'echarts',
  wells: [dimensions(1, 1), measures(1, 1), drill],
  defaultCustomAttr: { label: { show: true, position: 'outside', formatter: '{b} {d}' } },
};
