import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Bubble: a scatter whose point size is a second measure.
 * Wells: xaxis 1 dimension, yaxis 1 measure (height), extBubble 1 measure (size), drillFields.
 */
export const CHART_BUBBLE_META: ChartTypeMeta = {
  type: 'bubble',
  labelKey: 'charts.type.bubble',
  family: 'other',
  renderer: 'echarts',
  wells: [
    dimensions(1, 1),
    measures(1, 1),
    { well: 'extBubble', accepts: 'measure', min: 1, max: 1 },
    drill,
  ],
};
