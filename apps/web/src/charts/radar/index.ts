import { createElement } from 'react';
import { RadarChartOutlined } from '@ant-design/icons';
import { control, type Control } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

const RADAR_CONTROLS: readonly Control[] = [
  control('size', 'radarShape', 'select', { options: ['polygon', 'circle'] }),
  control('split', 'nameShow', 'switch'),
  control('split', 'nameColor', 'color'),
  control('split', 'nameFontSize', 'number', { min: 6, max: 120 }),
  control('split', 'splitNumber', 'number', { min: 1, max: 20 }),
  control('split', 'axisLineShow', 'switch'),
  control('split', 'splitAreaShow', 'switch'),
];

/**
 * Radar: the dimension's values are the web's spokes, each measure one polygon over them.
 * Wells: xaxis 1 dimension, yaxis 1..n measures, drillFields any dimensions.
 */
export const CHART_RADAR_META: ChartTypeMeta = {
  type: 'radar',
  labelKey: 'charts.type.radar',
  icon: createElement(RadarChartOutlined),
  styleControls: RADAR_CONTROLS,
  load: () => echartsType(import('./toOption'), import('../echarts/series/radar')),
  family: 'other',
  renderer: 'echarts',
  wells: [dimensions(1, 1), measures(1), drill],
};
