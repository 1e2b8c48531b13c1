import {
  resolveCustomAttr,
  resolveCustomStyle,
  type ChartData,
  type ChartType,
  type CustomAttrInput,
  type CustomStyleInput,
} from '@tessera/contracts';
import { CHART_TYPE_META } from '../registry';
import { resolveAttrFor, resolveStyleFor } from '../resolve';
import type { ChartRenderInput, ChartViewLike } from '../types';

/** Sales by city, two measures: the answer shape getData gives a bar chart. */
export function salesData(overrides: Partial<ChartData> = {}): ChartData {
  return {
    x: ['Beijing', 'Shanghai', 'Shenzhen'],
    series: [
      { name: 'Revenue', fieldId: 'f2', role: 'measure', data: [1234567.891, 2500, null] },
      { name: 'Profit', fieldId: 'f3', role: 'measure', data: [100.5, 20, 30] },
    ],
    fields: [
      { key: 'd0', fieldId: 'f1', name: 'City', deType: 0, role: 'dimension' },
      { key: 'm0', fieldId: 'f2', name: 'Revenue', deType: 2, role: 'measure' },
      { key: 'm1', fieldId: 'f3', name: 'Profit', deType: 2, role: 'measure' },
    ],
    tableRow: [
      { d0: 'Beijing', m0: 1234567.891, m1: 100.5 },
      { d0: 'Shanghai', m0: 2500, m1: 20 },
      { d0: 'Shenzhen', m0: null, m1: 30 },
    ],
    dimensionValues: [['Beijing'], ['Shanghai'], ['Shenzhen']],
    cached: false,
    ...overrides,
  };
}

export function viewOf(
  type: ChartType,
  customAttr: CustomAttrInput = {},
  customStyle: CustomStyleInput = {},
): ChartViewLike {
  return {
    id: '1',
    title: 'Sales',
    type,
    xaxis: [],
    yaxis: [],
    extBubble: [],
    drillFields: [],
    customAttr,
    customStyle,
  };
}

const words: Record<string, string> = { 'charts.total': 'Total', 'charts.others': 'Others' };

/** What ChartRenderer hands a type: SPEC §9 defaults, the type's, then the user's. */
export function inputFor(
  type: ChartType,
  data: ChartData = salesData(),
  customAttr: CustomAttrInput = {},
  customStyle: CustomStyleInput = {},
): ChartRenderInput {
  const meta = CHART_TYPE_META[type];
  return {
    view: viewOf(type, customAttr, customStyle),
    data,
    attr: resolveAttrFor(meta, customAttr),
    style: resolveStyleFor(meta, customStyle),
    language: 'en',
    t: (key) => words[key] ?? key,
  };
}

/** The SPEC §9 defaults alone (for tests of shared helpers). */
export const defaults = () => ({ attr: resolveCustomAttr(), style: resolveCustomStyle() });

/** A value inside an option by path: the tests read options as plain data. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** Calls a formatter found in an option with the given ECharts parameters. */
export function callFormatter(formatter: unknown, params: unknown): unknown {
  if (typeof formatter !== 'function') throw new Error('no formatter function');
  return (formatter as (p: unknown) => unknown)(params);
}
