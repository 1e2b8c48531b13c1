import type { ChartTypeMeta } from '../types';
import { measures } from '../common/wells';

/**
 * Gauge: the first measure's value on a dial (SPEC §9: 0–100, start 225°, end −45°).
 * Wells: no dimensions; yaxis exactly 1 measure.
 */
export const CHART_GAUGE_META: ChartTypeMeta = {
  type: 'gauge',
  labelKey: 'charts.type.gauge',
  family: 'other',
  renderer: 'echarts',
  wells: [measures(1, 1)],
};
