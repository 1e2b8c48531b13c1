import { createElement } from 'react';
import { NumberOutlined } from '@ant-design/icons';
import { control, type Control } from '../common/controls';
import { reactType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { measures } from '../common/wells';

const KPI_CONTROLS: readonly Control[] = [
  control('color', 'dimensionColor', 'color'),
  control('color', 'quotaColor', 'color'),
  control('size', 'dimensionShow', 'switch'),
  control('size', 'dimensionFontSize', 'number', { min: 6, max: 120 }),
  control('size', 'quotaShow', 'switch'),
  control('size', 'quotaFontSize', 'number', { min: 6, max: 120 }),
  control('size', 'spaceSplit', 'number', { min: 0, max: 100 }),
];

/**
 * KPI card: each measure's name and value in large type (SPEC §9 font 18, space split 10).
 * Wells: no dimensions; yaxis 1..n measures.
 */
export const CHART_TEXT_META: ChartTypeMeta = {
  type: 'text',
  labelKey: 'charts.type.text',
  icon: createElement(NumberOutlined),
  styleControls: KPI_CONTROLS,
  load: () => import('./KpiCard').then((m) => reactType(m.KpiCard)),
  family: 'kpi',
  renderer: 'react',
  wells: [measures(1)],
};
