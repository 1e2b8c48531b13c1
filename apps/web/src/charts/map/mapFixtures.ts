import type { ChartData, CustomAttrInput, Language } from '@tessera/contracts';
import { inputFor } from '../test/fixtures';
import type { ChartRenderInput } from '../types';

/** Sales by province as getData answers a map: the codes behind each row (one unknown). */
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

/** A map's render input as ChartRenderer builds it (SPEC §9, the map's, then these). */
export const mapInput = (
  attr: CustomAttrInput = {},
  language: Language = 'en',
  data: ChartData = provinceSales(),
): ChartRenderInput => ({ ...inputFor('map', data, attr), language });
