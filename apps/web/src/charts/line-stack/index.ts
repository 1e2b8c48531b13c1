import { createElement } from 'react';
import { AreaChartOutlined } from '@ant-design/icons';
import { AXIS_CONTROLS, LINE_CONTROLS } from '../common/controls';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * Stacked line (area) chart.
 * Wells: xaxis 1..2 dimensions (a second one splits the first measure into series), yaxis
 * 1..n measures, drillFields any dimensions.
 */
export const CHART_LINE_STACK_META: ChartTypeMeta = {
  type: 'line-stack',
  labelKey: 'charts.type.line-stack',
  icon: createElement(AreaChartOutlined),
  styleControls: [...LINE_CONTROLS, ...AXIS_CONTROLS],
  load: () => echartsType(import('./toOption'), import('../echarts/series/line')),
  family: 'line',
  renderer: 'echarts',
  wells: [dimensions(1, 2), measures(1), drill],
  // Stacked lines read as stacked areas: the area under each line is filled by default.
  defaultCustomAttr: { size: { lineArea: true } },
};
