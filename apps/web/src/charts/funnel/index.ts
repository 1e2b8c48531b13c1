import { createElement } from 'react';
import { FilterOutlined } from '@ant-design/icons';
import { control } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Funnel: one stage per category of one measure, widest first.
 * Wells: xaxis 1 dimension, yaxis 1 measure, drillFields any dimensions.
 */
export const CHART_FUNNEL_META: ChartTypeMeta = {
  type: 'funnel',
  labelKey: 'charts.type.funnel',
  icon: createElement(FilterOutlined),
  styleControls: [control('size', 'funnelWidth', 'number', { min: 0, max: 100 })],
  load: () => echartsType(import('./toOption'), import('../echarts/series/funnel')),
  family: 'other',
  renderer: 'echarts',
  wells: [dimensions(1, 1), measures(1, 1), drill],
  defaultCustomAttr: { label: { show: true, position: 'inside', formatter: '{b}' } },
};
