import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Radar: the dimension's values are the web's spokes, each measure one polygon over them.
 * Wells: xaxis 1 dimension, yaxis 1..n measures, drillFields any dimensions.
 */
export const CHART_RADAR_META: ChartTypeMeta = {
  type: 'radar',
  labelKey: 'charts.type.radar',
  family: 'other',
  renderer: 'echarts',
  wells: [dimensions(1, 1), measures(1), drill],
};
