import {
  CHART_TYPE_TRAITS,
  type ChartData,
  type ChartDataField,
  type ChartSeries,
  type ChartType,
  type DeType,
} from '@tessera/contracts';
import type { PlannedColumn } from './model.js';

type Cell = string | number | null;
type Row = Record<string, Cell>;

/** A measure cell as a number: exact numbers may arrive as text (BIGINT, DECIMAL). */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const label = (value: Cell) => (value === null ? '' : String(value));

/**
 * The chart answer from the query rows (pure; ChartData's rules in the contract): fields,
 * x labels (the dimensions joined ' / '), one series per measure aligned with x (the bubble
 * size as role 'bubble'), or — for the stacked and multi-line types with two dimensions and one
 * measure — x from the first dimension and one series per value of the second.
 */
export function shapeChartData(
  type: ChartType,
  columns: readonly PlannedColumn[],
  rows: readonly Row[],
): Omit<ChartData, 'cached'> {
  const dims = columns.filter((c) => c.role === 'dimension');
  const measures = columns.filter((c) => c.role !== 'dimension');
  const fields: ChartDataField[] = columns.map((c) => ({
    key: c.key,
    fieldId: c.fieldId,
    name: c.name,
    deType: c.deType as DeType,
    role: c.role,
    ...(c.aggregation ? { aggregation: c.aggregation } : {}),
    ...(c.dateGrouping ? { dateGrouping: c.dateGrouping } : {}),
  }));
  const tableRow: Row[] = rows.map((row) => {
    const out: Row = {};
    for (const c of dims) out[c.key] = row[c.key] ?? null;
    for (const c of measures) {
      const raw = row[c.key] ?? null;
      out[c.key] = toNumber(raw) ?? (raw === null ? null : String(raw));
    }
    return out;
  });

  const pivot = CHART_TYPE_TRAITS[type].pivots && dims.length === 2 && measures.length === 1;
  if (pivot) {
    const [first, second] = dims as [PlannedColumn, PlannedColumn];
    const measure = measures[0] as PlannedColumn;
    const xs: Cell[] = [];
    const xIndex = new Map<string, number>();
    const seriesIndex = new Map<string, ChartSeries>();
    for (const row of rows) {
      const xv = row[first.key] ?? null;
      const xk = JSON.stringify(xv);
      if (!xIndex.has(xk)) {
        xIndex.set(xk, xs.length);
        xs.push(xv);
      }
    }
    for (const row of rows) {
      const sv = row[second.key] ?? null;
      const sk = JSON.stringify(sv);
      let series = seriesIndex.get(sk);
      if (!series) {
        series = {
          name: label(sv),
          fieldId: second.fieldId,
          role: 'measure',
          data: xs.map(() => null),
        };
        seriesIndex.set(sk, series);
      }
      const at = xIndex.get(JSON.stringify(row[first.key] ?? null)) as number;
      series.data[at] = toNumber(row[measure.key]);
    }
    return {
      x: xs.map(label),
      series: [...seriesIndex.values()],
      fields,
      tableRow,
      dimensionValues: xs.map((v) => [v]),
    };
  }

  const series: ChartSeries[] = measures.map((c) => ({
    name: c.name,
    fieldId: c.fieldId,
    role: c.role === 'bubble' ? 'bubble' : 'measure',
    data: rows.map((row) => toNumber(row[c.key])),
  }));
  return {
    x: rows.map((row) => dims.map((c) => label(row[c.key] ?? null)).join(' / ')),
    series,
    fields,
    tableRow,
    dimensionValues: rows.map((row) => dims.map((c) => row[c.key] ?? null)),
  };
}
