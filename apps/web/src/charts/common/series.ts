import type { ChartData, ChartSeries } from '@tessera/contracts';

/** The value series (the bubble-size series of a bubble chart is not one). */
export const measureSeries = (data: ChartData): ChartSeries[] =>
  data.series.filter((s) => s.role !== 'bubble');

/** The bubble-size series of a bubble chart, if any. */
export const bubbleSeries = (data: ChartData): ChartSeries | undefined =>
  data.series.find((s) => s.role === 'bubble');

/** Category/value pairs of the first measure (pie, funnel, treemap). */
export function firstMeasurePoints(data: ChartData): { name: string; value: number | null }[] {
  const first = measureSeries(data)[0];
  return data.x.map((name, i) => ({ name, value: first?.data[i] ?? null }));
}
