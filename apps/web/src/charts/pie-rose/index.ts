import { createElement } from 'react';
import { FundOutlined } from '@ant-design/icons';
import { type Control, control, PIE_CONTROLS } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { CHART_PIE_META } from '../pie/index';

const ROSE_CONTROLS: readonly Control[] = [
  ...PIE_CONTROLS,
  control('size', 'pieRoseType', 'select', { options: ['radius', 'area'] }),
  control('size', 'pieRoseRadius', 'number', { min: 0, max: 100 }),
];

/**
 * Rose (Nightingale) chart: a pie whose slices differ in radius (SPEC §9 rose radius 5, the
 * rounding of each petal). Wells as the pie: 1 dimension, 1 measure, drillFields any.
 */
export const CHART_PIE_ROSE_META: ChartTypeMeta = {
  ...CHART_PIE_META,
  type: 'pie-rose',
  labelKey: 'charts.type.pie-rose',
  icon: createElement(FundOutlined),
  styleControls: ROSE_CONTROLS,
  load: () => echartsType(import('./toOption'), import('../echarts/series/pie')),
};
