// Placeholder until the map branch lands (it owns charts/map/**): keeps the registry typed.
import type { ChartTypeMeta } from '../types';

export const CHART_MAP_META: ChartTypeMeta = {
  type: 'map',
  labelKey: 'charts.type.map',
  family: 'map',
  renderer: 'echarts',
  wells: [
    { well: 'xaxis', accepts: 'dimension', min: 1, max: 1 },
    { well: 'yaxis', accepts: 'measure', min: 1, max: 1 },
  ],
};
