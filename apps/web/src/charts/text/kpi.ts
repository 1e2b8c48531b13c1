import type { ChartData, Language } from '@tessera/contracts';
import { formatMeasure } from '../common/format';
import { measureSeries } from '../common/series';

export interface KpiItem {
  name: string;
  value: string;
}

/** Each measure's name and its (first row's) value, formatted for the reader. */
export const kpiItems = (data: ChartData, language: Language): KpiItem[] =>
  measureSeries(data).map((s) => ({ name: s.name, value: formatMeasure(s.data[0], language) }));
