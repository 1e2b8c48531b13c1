import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportCell } from './cells.js';
import { drained, type DrainableStream } from './drain.js';
import type { ExportWriter } from './writer.js';

/** Excel's rules for a sheet name: at most 31 characters, none of : \ / ? * [ ]. */
const NOT_IN_SHEET_NAMES = /[:\\/?*[\]]/g;
const SHEET_NAME_MAX = 31;

export function sheetNameOf(title: string): string {
  const name = [...title.replace(NOT_IN_SHEET_NAMES, '_').trim()]
    .slice(0, SHEET_NAME_MAX)
    .join('')
    .replace(/^'+|'+$/g, '');
  return name || 'Sheet1';
}

/**
 * The streams a sheet's text passes through on its way into the zip. exceljs's own buffer hands
 * each chunk on without waiting for the compressor, so that stream's backlog is the one to
 * watch: waiting for it between batches keeps the export's memory flat (measured: without it,
 * a million rows left ~300 MB waiting to be compressed). It is exceljs's internal field, read
 * defensively: absent, only the output is watched.
 */
const sheetPipes = (sheet: ExcelJS.Worksheet): DrainableStream[] =>
  (sheet as unknown as { stream?: { pipes?: DrainableStream[] } }).stream?.pipes ?? [];

/**
 * An Excel workbook of one sheet, streamed with exceljs's WorkbookWriter: each row is committed
 * as it comes (no shared strings, no styles: nothing grows with the rows).
 */
export class XlsxWriter implements ExportWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  constructor(
    private readonly out: Writable,
    sheetName: string,
  ) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet(sheetNameOf(sheetName));
  }

  row(cells: readonly ExportCell[]): void {
    this.sheet.addRow([...cells]).commit();
  }

  async settle(signal: AbortSignal): Promise<void> {
    for (const pipe of sheetPipes(this.sheet)) await drained(pipe, signal);
    await drained(this.out, signal);
  }

  async end(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
  }
}
