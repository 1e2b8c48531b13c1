// Reads the first sheet of an xlsx with exceljs's streaming WorkbookReader (never the whole
// workbook in memory; SPEC §5: a workbook of several sheets yields the first, in the
// workbook's own order). Before anything is inflated the zip directory is checked against the
// bounds in limits.ts (SECURITY D1); while reading, shared strings, columns and row numbers are
// bounded too. Merged ranges are not read at all (the streaming reader skips `<mergeCell>`), so
// an absurd one costs nothing, and the XML parser (saxes) never resolves external entities.
// Formula cells give their cached result; text is kept verbatim, `=`, `+`, `-`, `@` included.
import ExcelJS from 'exceljs';
import { EngineError } from '../errors.js';
import { readZipDirectory } from './zip-directory.js';
import {
  MAX_SHARED_STRING_CHARS,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  MAX_UPLOAD_COLUMNS,
} from './limits.js';
import { tooLarge, unreadable } from './errors.js';
import type { RawCell, SourceRow } from './types.js';

/** What exceljs's parse() generator yields (its typings say `any`). */
type ParseItem =
  | { eventType: 'worksheet'; value: ExcelJS.stream.xlsx.WorksheetReader & { name?: string } }
  | { eventType: 'hyperlinks' }
  | { index: number; text: unknown };

/** The parts of WorkbookReader's state the first-sheet choice and dates need. */
interface ReaderState {
  model?: { sheets?: { name?: string }[] };
  properties?: { model?: { date1904?: boolean } };
  sharedStrings?: unknown[];
  stream?: { destroy(): void };
}

export interface XlsxSheet {
  sheet: string;
  /** The header row's cells, up to its last non-empty one. */
  header: RawCell[];
  rows: AsyncGenerator<SourceRow>;
}

const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;

/** Whether a number format shows a date or time (text in quotes and brackets aside). */
function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  const bare = format
    .replace(/\[[^\]]*\]/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '');
  return /[ymdhs]/i.test(bare);
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'richText' in value && Array.isArray(value.richText))
    return value.richText.map((run: { text?: unknown }) => String(run.text ?? '')).join('');
  return null;
}

/** An exceljs cell value as a raw cell; formula cells give their cached result. */
function rawCell(cell: ExcelJS.Cell, date1904: boolean): RawCell {
  let value: unknown = cell.value;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    if ('formula' in value || 'sharedFormula' in value) {
      value = (value as { result?: unknown }).result;
      if (typeof value === 'number' && isDateFormat(cell.numFmt))
        value = new Date(Math.round((value + (date1904 ? 1462 : 0) - EXCEL_EPOCH_DAYS) * DAY_MS));
    } else if ('hyperlink' in value && 'text' in value) value = (value as { text: unknown }).text;
  }
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean' || value instanceof Date) return value;
  // Rich text, a string; an error result (#N/A) or an unresolved shared string is no value.
  return textOf(value);
}

/** Closes a skipped sheet's source stream, whose late errors no one would handle. */
function quiet(sheet: object): void {
  const source = (sheet as { iterator?: { on?: unknown; destroy?: unknown } }).iterator;
  if (!source || typeof source.on !== 'function') return;
  (source.on as (event: string, listener: () => void) => void).call(
    source,
    'error',
    () => undefined,
  );
  if (typeof source.destroy === 'function') (source.destroy as () => void).call(source);
}

const SHEET_MISSING = 'the first sheet cannot be found';
/** Reads of one file before a missing first sheet is believed (see openXlsx). */
const READ_ATTEMPTS = 3;

/**
 * Opens the first sheet of the workbook at `path`: its name, header and data rows. Excel stores
 * the shared strings after the sheets, so exceljs parks each sheet in a temporary file until the
 * zip has been read; now and then its zip stream ends before the later parts are seen and the
 * first sheet seems missing. The file is read afresh then: a sheet that is really absent (or
 * lost every time, as exceljs 4.4 does with a sheet stored last) is refused after the attempts.
 */
export async function openXlsx(path: string): Promise<XlsxSheet> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openXlsxOnce(path);
    } catch (error) {
      const missing = error instanceof EngineError && error.message.includes(SHEET_MISSING);
      if (!missing || attempt >= READ_ATTEMPTS) throw error;
    }
  }
}

async function openXlsxOnce(path: string): Promise<XlsxSheet> {
  const entries = await readZipDirectory(path);
  if (entries === null) throw unreadable('the workbook is not a readable zip file');

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const state = reader as unknown as ReaderState;
  let sheetName = '';
  let width = 0;
  let header: RawCell[] | null = null;

  const sheetRows = async function* (): AsyncGenerator<SourceRow> {
    const strings: unknown[] = [];
    let stringChars = 0;
    const parse = reader.parse() as AsyncIterator<ParseItem>;
    try {
      for (let next = await parse.next(); !next.done; next = await parse.next()) {
        const item = next.value;
        if ('index' in item) {
          // Shared strings are collected here rather than by exceljs, to bound them.
          stringChars += textOf(item.text)?.length ?? 0;
          if (stringChars > MAX_SHARED_STRING_CHARS)
            throw tooLarge('the workbook holds too much text', MAX_SHARED_STRING_CHARS);
          strings.push(item.text);
          state.sharedStrings ??= strings;
          continue;
        }
        if (item.eventType !== 'worksheet') continue;
        const first = state.model?.sheets?.[0]?.name;
        if (first !== undefined && item.value.name !== first) {
          // A sheet exceljs parked in a temporary file is deleted as soon as the reader moves
          // past it, while its read stream may still be opening: close that stream and let its
          // "no such file" go nowhere instead of crashing the process.
          quiet(item.value);
          continue;
        }
        sheetName = item.value.name ?? first ?? '';
        const date1904 = state.properties?.model?.date1904 === true;
        for await (const row of item.value) {
          if (row.number > MAX_SHEET_ROWS)
            throw tooLarge('more rows than a sheet has', MAX_SHEET_ROWS);
          const cells: RawCell[] = [];
          let any = false;
          row.eachCell({ includeEmpty: false }, (cell, column) => {
            if (column > MAX_SHEET_COLUMNS)
              throw tooLarge('more columns than a sheet has', MAX_SHEET_COLUMNS);
            const value = rawCell(cell, date1904);
            if (value === null) return;
            if (header !== null && column > width)
              throw unreadable(
                `a value right of the last titled column (column ${column})`,
                row.number,
              );
            if (header === null && column > MAX_UPLOAD_COLUMNS)
              throw tooLarge(`more than ${MAX_UPLOAD_COLUMNS} columns`, MAX_UPLOAD_COLUMNS);
            cells[column - 1] = value;
            any = true;
          });
          if (!any) continue;
          yield { row: row.number, cells: Array.from(cells, (c) => c ?? null) };
        }
        return;
      }
      // exceljs (4.4) loses a worksheet stored as the zip's last entry behind its shared
      // strings; never fall back to another sheet then.
      throw unreadable(SHEET_MISSING);
    } catch (error) {
      if (error instanceof EngineError) throw error;
      throw unreadable('the workbook is damaged or not a spreadsheet');
    } finally {
      state.stream?.destroy();
    }
  };

  const all = sheetRows();
  const first = await all.next();
  if (first.done) throw unreadable('the first sheet is empty');
  header = first.value.cells;
  width = header.length;
  const rows = async function* (): AsyncGenerator<SourceRow> {
    try {
      for await (const record of all) {
        // Rows with fewer cells end in empty ones.
        while (record.cells.length < width) record.cells.push(null);
        yield record;
      }
    } finally {
      await all.return(undefined);
    }
  };
  return { sheet: sheetName, header, rows: rows() };
}
