import { CHART_TYPE_META, CHART_TYPE_METAS } from '../../charts/registry';
import type { ChartTypeMeta } from '../../charts/types';

// The editor's one door to the chart types' light facts (DESIGN §3): the registry's metas,
// plus the picker's grouping.
export { CHART_TYPE_META, CHART_TYPE_METAS };

/** The picker's order: families, each with its types in registration order. */
export const TYPE_FAMILIES: ChartTypeMeta['family'][] = [
  'table',
  'kpi',
  'bar',
  'line',
  'pie',
  'map',
  'other',
];

/** The types the picker lists, family by family, each family in registration order. */
export const pickerTypes = <T extends string>(metas: readonly ChartTypeMeta<T>[]): T[] =>
  TYPE_FAMILIES.flatMap((family) =>
    metas.filter((meta) => meta.family === family).map((meta) => meta.type),
  );
