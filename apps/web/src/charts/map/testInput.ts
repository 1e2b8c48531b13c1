import {
  resolveCustomAttr,
  resolveCustomStyle,
  type ChartData,
  type CustomAttrInput,
  type Language,
} from '@tessera/contracts';
import type { ChartRenderInput } from '../types';
import { CHART_MAP_META } from './index';

/** Sales by province as getData answers a map: x the codes' labels, the raw codes behind. */
export function provinceSales(): ChartData {
  return {
    x: ['440000', '110000', '999999'],
    series: [{ name: 'Revenue', fieldId: 'f2', role: 'measure', data: [1234567.891, 2500, null] }],
    fields: [
      { key: 'd0', fieldId: 'f1', name: 'Province', deType: 0, role: 'dimension' },
      { key: 'm0', fieldId: 'f2', name: 'Revenue', deType: 2, role: 'measure' },
    ],
    tableRow: [],
    dimensionValues: [['440000'], ['110000'], ['999999']],
    cached: false,
  };
}

/** A map's render input: SPEC §9 defaults, the map type's, then the test's. */
export function mapInput(
  attr: CustomAttrInput = {},
  language: Language = 'en',
  data: ChartData = provinceSales(),
): ChartRenderInput {
  const merged: CustomAttrInput = {
    ...CHART_MAP_META.defaultCustomAttr,
    ...attr,
    label: { ...CHART_MAP_META.defaultCustomAttr?.label, ...attr.label },
  };
  return {
    view: {
      id: '1',
      title: 'Sales',
      type: 'map',
      xaxis: [],
      yaxis: [],
      extBubble: [],
      drillFields: [],
    },
    data,
    attr: resolveCustomAttr(merged),
    style: resolveCustomStyle({}),
    language,
    t: (key) => key,
  };
}
