import { createElement } from 'react';
import { BoxPlotOutlined } from '@ant-design/icons';
import { control, type Control } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

const TREEMAP_CONTROLS: readonly Control[] = [
  control('size', 'treemapWidth', 'number', { min: 0, max: 100 }),
  control('size', 'treemapHeight', 'number', { min: 0, max: 100 }),
];

/**
 * Treemap: one rectangle per category, area by one measure (SPEC §9: 80 × 80 % of the box).
 * Wells: xaxis 1 dimension, yaxis 1 measure, drillFields any dimensions.
 */
export const CHART_TREEMAP_META: ChartTypeMeta = {
  type: 'treemap',
  labelKey: 'charts.type.treemap',
  icon: createElement(BoxPlotOutlined),
  styleControls: TREEMAP_CONTROLS,
  load: () => echartsType(import('./toOption'), import('../echarts/series/treemap')),
  family: 'other',
  renderer: 'echarts',
  wells: [dimensions(1, 1), measures(1, 1), drill],
  defaultCustomAttr: { label: { show: true, position: 'inside', formatter: '{b}' } },
};
