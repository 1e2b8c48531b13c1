import type { Writable } from 'node:stream';
import type { ChartExportFormat } from '@tessera/contracts';
import type { ExportCell } from './cells.js';
import { CsvWriter } from './csv-writer.js';
import { XlsxWriter } from './xlsx-writer.js';

/** Writes an export's rows, in order (the titles first), to its output stream. */
export interface ExportWriter {
  row(cells: readonly ExportCell[]): void;
  /** Resolves once what was written has moved on: called between batches of rows. */
  settle(signal: AbortSignal): Promise<void>;
  /** Writes the file's end and ends the output. */
  end(): Promise<void>;
}

export interface ExportFormat {
  contentType: string;
  extension: string;
  open(out: Writable, sheetName: string): ExportWriter;
}

export const EXPORT_FORMATS: Record<ChartExportFormat, ExportFormat> = {
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    open: (out, sheetName) => new XlsxWriter(out, sheetName),
  },
  csv: {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    open: (out) => new CsvWriter(out),
  },
};
