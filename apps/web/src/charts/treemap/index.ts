import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Treemap: one rectangle per category, area by one measure (SPEC §9: 80 × 80 % of the box).
 * Wells: xaxis 1 dimension, yaxis 1 measure, drillFields any dimensions.
 */
export const CHART_TREEMAP_META: ChartTypeMeta = {
  type: 'treemap',
  labelKey: 'charts.type.treemap',
  family: 'other',
  renderer: 'echarts',
  wells: [dimensions(1, 1), measures(1, 1), drill],
  defaultCustomAttr: { label: { show: true, position: 'inside', formatter: '{b}' } },
};
