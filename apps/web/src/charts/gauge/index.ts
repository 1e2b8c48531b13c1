import { createElement } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import { control, type Control } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { measures } from '../common/wells';

const GAUGE_CONTROLS: readonly Control[] = [
  control('size', 'gaugeMin', 'number'),
  control('size', 'gaugeMax', 'number'),
  control('size', 'gaugeStartAngle', 'number', { min: -360, max: 360 }),
  control('size', 'gaugeEndAngle', 'number', { min: -360, max: 360 }),
];

/**
 * Gauge: the first measure's value on a dial (SPEC §9: 0–100, start 225°, end −45°).
 * Wells: no dimensions; yaxis exactly 1 measure.
 */
export const CHART_GAUGE_META: ChartTypeMeta = {
  type: 'gauge',
  labelKey: 'charts.type.gauge',
  icon: createElement(DashboardOutlined),
  styleControls: GAUGE_CONTROLS,
  load: () => echartsType(import('./toOption'), import('../echarts/series/gauge')),
  family: 'other',
  renderer: 'echarts',
  wells: [measures(1, 1)],
};
