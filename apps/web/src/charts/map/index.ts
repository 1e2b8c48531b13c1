import type { ChartTypeMeta } from '../types';

/**
 * The map (SPEC §3): one dimension holding area codes (GB/T 2260 for China, ISO 3166 alpha-2
 * for the world), one measure colouring the regions; drill fields of any kind (a click on a
 * province descends to the next field). The area drawn is customAttr.areaCode (China by
 * default). Labels, when switched on, show the region's name.
 */
export const CHART_MAP_META: ChartTypeMeta = {
  type: 'map',
  labelKey: 'charts.type.map',
  family: 'map',
  renderer: 'echarts',
  wells: [
    { well: 'xaxis', accepts: 'dimension', min: 1, max: 1 },
    { well: 'yaxis', accepts: 'measure', min: 1, max: 1 },
    { well: 'drillFields', accepts: 'any', min: 0, max: 5 },
  ],
  defaultCustomAttr: { label: { formatter: '{b}' } },
};
