import type { DeType } from '../../model/field-catalogue.js';

export type UploadKind = 'csv' | 'xlsx';

/** Warehouse types an upload column can take. */
export type UploadColumnType = 'VARCHAR' | 'BIGINT' | 'DOUBLE' | 'DATE' | 'TIMESTAMP';

/** A cell as a reader produces it: CSV gives text (null when empty), xlsx typed values. */
export type RawCell = string | number | boolean | Date | null;

/** One data row and where it is in the file (1-based: a CSV line, an xlsx row number). */
export interface SourceRow {
  row: number;
  cells: RawCell[];
}

export interface UploadColumn {
  name: string;
  deType: DeType;
  warehouseType: UploadColumnType;
}

/** What a table preview shows of a cell: JSON-safe, dates as ISO text. */
export type PreviewCell = string | number | boolean | null;

export interface UploadInspection {
  /** xlsx: the sheet read (the first of the workbook); CSV: null. */
  sheet: string | null;
  columns: UploadColumn[];
  /** The first rows, in column order. */
  sample: PreviewCell[][];
  /** Data rows in the file (the header not counted; blank rows skipped). */
  rows: number;
}
