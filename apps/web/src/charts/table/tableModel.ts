import type { ChartData, ChartDataField, Language } from '@tessera/contracts';
import { formatMeasure, formatSum } from '../common/format';

/** SPEC §9: a table's auto-height is 36 px per row plus 2 rows (the header and the total). */
export const tableAutoHeight = (rowCount: number, rowHeight = 36): number =>
  (Math.max(0, rowCount) + 2) * rowHeight;

/** The table's columns: dimensions, then measures, as the answer lists them. */
export const tableColumns = (data: ChartData): ChartDataField[] =>
  data.fields.filter((f) => f.role !== 'bubble');

const asNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * SPEC §9 summary row: the first column says the locale's word for total, each measure column
 * shows the sum of the rows shown (2 decimals when fractional), other columns stay empty.
 */
export function summaryRow(data: ChartData, totalLabel: string, language: Language): string[] {
  const columns = tableColumns(data);
  return columns.map((column, i) => {
    if (column.role === 'measure') {
      const sum = data.tableRow.reduce((acc, row) => acc + (asNumber(row[column.key]) ?? 0), 0);
      return formatSum(sum, language);
    }
    return i === 0 ? totalLabel : '';
  });
}

/** One cell as text: measures formatted for the reader, the rest as they came. */
export function cellText(
  field: ChartDataField,
  value: string | number | null | undefined,
  language: Language,
): string {
  if (value === null || value === undefined) return '';
  if (field.role === 'measure') return formatMeasure(value, language);
  return String(value);
}

/** How a table fills the height it is given. */
export interface TableFit {
  /** The scrolling body's height: a whole number of rows. */
  bodyHeight: number;
  /** The total row shows only when a data row fits beside it. */
  summary: boolean;
}

/**
 * Whole rows only (issue 19): the body is cut to a whole number of rows, so no row shows half
 * (the rest scroll); at small heights the total row gives way first, so at least one data row
 * shows under the header.
 */
export function tableFit(
  height: number,
  rows: { header: number; row: number; pager: number },
): TableFit {
  const room = height - rows.header - rows.pager;
  const withSummary = Math.floor((room - rows.row) / rows.row);
  if (withSummary >= 1) return { bodyHeight: withSummary * rows.row, summary: true };
  return { bodyHeight: rows.row * Math.max(1, Math.floor(room / rows.row)), summary: false };
}
