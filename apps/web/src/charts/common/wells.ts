import { MAX_WELL_FIELDS } from '@tessera/contracts';
import type { WellRule } from '../types';

/** xaxis: dimensions (category, legend split). */
export const dimensions = (min: number, max: number): WellRule => ({
  well: 'xaxis',
  accepts: 'dimension',
  min,
  max,
});

/** yaxis: measures (the values drawn). */
export const measures = (min: number, max: number = MAX_WELL_FIELDS): WellRule => ({
  well: 'yaxis',
  accepts: 'measure',
  min,
  max,
});

/** drillFields: dimensions to drill into on click, any number. */
export const drill: WellRule = {
  well: 'drillFields',
  accepts: 'dimension',
  min: 0,
  max: MAX_WELL_FIELDS,
};
