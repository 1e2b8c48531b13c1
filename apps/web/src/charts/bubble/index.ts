import { createElement } from 'react';
import { HeatMapOutlined } from '@ant-design/icons';
import { AXIS_CONTROLS, SYMBOL_CONTROLS } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Bubble: a scatter whose point size is a second measure.
 * Wells: xaxis 1 dimension, yaxis 1 measure (height), extBubble 1 measure (size), drillFields.
 */
export const CHART_BUBBLE_META: ChartTypeMeta = {
  type: 'bubble',
  labelKey: 'charts.type.bubble',
  icon: createElement(HeatMapOutlined),
  styleControls: [...SYMBOL_CONTROLS, ...AXIS_CONTROLS],
  load: () => echartsType(import('./toOption'), import('../echarts/series/scatter')),
  family: 'other',
  renderer: 'echarts',
  wells: [
    dimensions(1, 1),
    measures(1, 1),
    { well: 'extBubble', accepts: 'measure', min: 1, max: 1 },
    drill,
  ],
};
