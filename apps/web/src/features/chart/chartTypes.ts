import { CHART_TYPES, type ChartType } from '@tessera/contracts';
import { CHART_TYPE_META } from '../../charts/registry';
import type { ChartTypeMeta } from '../../charts/types';

// The editor's one door to the chart types' light facts (DESIGN §3): the registry's metas,
// plus the picker's grouping.
export { CHART_TYPE_META };

/** The picker's order: families, each with its types in CHART_TYPES order. */
export const TYPE_FAMILIES: ChartTypeMeta['family'][] = [
  'table',
  'kpi',
  'bar',
  'line',
  'pie',
  'map',
  'other',
];

export const typesOfFamily = (family: ChartTypeMeta['family']): ChartType[] =>
  CHART_TYPES.filter((type) => CHART_TYPE_META[type].family === family);
