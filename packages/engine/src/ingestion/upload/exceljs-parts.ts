// exceljs 4.4's WorkbookReader reads the zip itself through unzipper, which inflates every part
// it meets in full before anything can count it, and parks sheets in temporary files. Its part
// parsers are sound, though, and take any stream: the xlsx reader feeds them the parts it
// inflated and metered itself (workbook-zip.ts). These are the parser methods it calls; they
// are not in exceljs's typings, so their presence is checked once, when a reader is made.
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';

export interface WorkbookSheet {
  name?: string;
  id?: number;
  rId?: string;
}

export interface WorkbookRelation {
  Id?: string;
  Target?: string;
}

export type SheetReader = ExcelJS.stream.xlsx.WorksheetReader;

/** A WorkbookReader seen through the part parsers and the state they leave. */
export interface WorkbookParts {
  _parseWorkbook(part: Readable): Promise<void>;
  _parseRels(part: Readable): Promise<void>;
  _parseStyles(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<{ index: number; text: unknown }>;
  _parseWorksheet(
    part: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: 'worksheet'; value: SheetReader }>;
  model?: { sheets?: WorkbookSheet[] };
  workbookRels?: WorkbookRelation[];
  properties?: { model?: { date1904?: boolean } };
  /** Read by each sheet reader when it starts: set before a sheet is read. */
  sharedStrings?: unknown[];
}

const PARSERS = [
  '_parseWorkbook',
  '_parseRels',
  '_parseStyles',
  '_parseSharedStrings',
  '_parseWorksheet',
] as const;

/** A reader whose parsers cache styles and emit shared strings (we bound and keep them). */
export function workbookParts(): WorkbookParts {
  // The input is never read: only the part parsers are used.
  const reader: unknown = new ExcelJS.stream.xlsx.WorkbookReader('', {
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for (const name of PARSERS) {
    if (typeof (reader as Record<string, unknown>)[name] !== 'function')
      throw new Error(`exceljs no longer has WorkbookReader.${name}: see exceljs-parts.ts`);
  }
  return reader as WorkbookParts;
}
