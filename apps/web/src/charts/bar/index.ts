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
  family: 'bar',
  renderer: 'echarts',
  wells: [dimensions(1, 2), measures(1), drill],
};
