import { CHART_TYPES, type ChartType } from '@tessera/contracts';
import type { ChartTypeMeta, WellRule } from '../../charts/types';

// The editor's one door to the chart types' light facts (DESIGN §3). Until the registry of
// charts/registry.ts is merged, this table states the same wells so the editor can be built
// and tested; once it lands, CHART_TYPE_META below comes from there.

const dims = (min: number, max: number): WellRule => ({
  well: 'xaxis',
  accepts: 'dimension',
  min,
  max,
});
const measures = (min: number, max: number): WellRule => ({
  well: 'yaxis',
  accepts: 'measure',
  min,
  max,
});
const drill: WellRule = { well: 'drillFields', accepts: 'dimension', min: 0, max: 20 };
const bubble = (min: number): WellRule => ({ well: 'extBubble', accepts: 'measure', min, max: 1 });

const meta = (
  type: ChartType,
  family: ChartTypeMeta['family'],
  wells: WellRule[],
  renderer: ChartTypeMeta['renderer'] = 'echarts',
): ChartTypeMeta => ({ type, labelKey: `chartEditor.type.${type}`, family, wells, renderer });

const barWells = [dims(1, 2), measures(1, 20), drill];

export const CHART_TYPE_META: Record<ChartType, ChartTypeMeta> = {
  table: meta(
    'table',
    'table',
    [{ well: 'xaxis', accepts: 'any', min: 0, max: 20 }, measures(0, 20)],
    'react',
  ),
  text: meta('text', 'kpi', [measures(1, 4)], 'react'),
  bar: meta('bar', 'bar', barWells),
  'bar-stack': meta('bar-stack', 'bar', barWells),
  'bar-horizontal': meta('bar-horizontal', 'bar', barWells),
  'bar-stack-horizontal': meta('bar-stack-horizontal', 'bar', barWells),
  line: meta('line', 'line', barWells),
  'line-stack': meta('line-stack', 'line', barWells),
  pie: meta('pie', 'pie', [dims(1, 1), measures(1, 1), drill]),
  'pie-rose': meta('pie-rose', 'pie', [dims(1, 1), measures(1, 1), drill]),
  funnel: meta('funnel', 'other', [dims(1, 1), measures(1, 1), drill]),
  radar: meta('radar', 'other', [dims(1, 1), measures(1, 20)]),
  gauge: meta('gauge', 'other', [measures(1, 1)]),
  map: meta('map', 'map', [dims(1, 1), measures(1, 1), drill]),
  bubble: meta('bubble', 'other', [dims(1, 1), measures(1, 1), bubble(1)]),
  scatter: meta('scatter', 'other', [dims(1, 1), measures(1, 2), bubble(0)]),
  treemap: meta('treemap', 'other', [dims(1, 1), measures(1, 1), drill]),
};

/** The picker's order: families, each with its types in CHART_TYPES order. */
export const TYPE_FAMILIES: ChartTypeMeta['family'][] = [
  'table',
  'kpi',
  'bar',
  'line',
  'pie',
  'map',
  'other',
];

export const typesOfFamily = (family: ChartTypeMeta['family']): ChartType[] =>
  CHART_TYPES.filter((type) => CHART_TYPE_META[type].family === family);
