import type { ChartTypeMeta } from '../types';
import { CHART_PIE_META } from '../pie/index';

/**
 * Rose (Nightingale) chart: a pie whose slices differ in radius (SPEC §9 rose radius 5, the
 * rounding of each petal). Wells as the pie: 1 dimension, 1 measure, drillFields any.
 */
export const CHART_PIE_ROSE_META: ChartTypeMeta = {
  ...CHART_PIE_META,
  type: 'pie-rose',
  labelKey: 'charts.type.pie-rose',
};
