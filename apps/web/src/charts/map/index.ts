import { createElement, lazy } from 'react';
import { GlobalOutlined } from '@ant-design/icons';
import { echartsType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { dimensions, drill, measures } from '../common/wells';

/**
 * The map (SPEC §3): one dimension holding area codes (GB/T 2260 for China, ISO 3166 alpha-2
 * for the world), one measure colouring the regions, drill fields of any number (a click on a
 * province descends to the next field). The area drawn is customAttr.areaCode (China by
 * default); labels, when switched on, show the region's name.
 */
export const CHART_MAP_META: ChartTypeMeta = {
  type: 'map',
  labelKey: 'charts.type.map',
  icon: createElement(GlobalOutlined),
  styleControls: [],
  load: () => echartsType(import('./toOption'), import('../echarts/series/map')),
  family: 'map',
  renderer: 'echarts',
  wells: [dimensions(1, 1), measures(1, 1), drill],
  defaultCustomAttr: { label: { formatter: '{b}' } },
  // The area picker reads the server's area tree: it loads with the style tab, not the app.
  stylePanels: [{ panel: 'area', Editor: lazy(() => import('./AreaPanel')) }],
};
