import type { ChartTypeMeta } from '../types';
import { measures } from '../common/wells';

/**
 * KPI card: each measure's name and value in large type (SPEC §9 font 18, space split 10).
 * Wells: no dimensions; yaxis 1..n measures.
 */
export const CHART_TEXT_META: ChartTypeMeta = {
  type: 'text',
  labelKey: 'charts.type.text',
  family: 'kpi',
  renderer: 'react',
  wells: [measures(1)],
};
