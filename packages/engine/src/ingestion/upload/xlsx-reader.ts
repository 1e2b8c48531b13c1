// Reads the first sheet of an xlsx, streaming (never the whole workbook in memory; SPEC §5: a
// workbook of several sheets yields the first, in the workbook's own order). The zip is ours
// (workbook-zip.ts): its directory is checked before anything is inflated, only the parts
// needed are inflated, and every inflated byte is metered against the bounds (SECURITY D1).
// exceljs parses the parts (exceljs-parts.ts). Rows are counted as they are read, whatever
// number they claim, and so is the header's width. Merged ranges are not read at all (the
// streaming reader skips `<mergeCell>`), so an absurd one costs nothing, and the XML parser
// (saxes) never resolves external entities. Formula cells give their cached result; text is
// kept verbatim, `=`, `+`, `-`, `@` included.
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { EngineError } from '../../errors.js';
import { workbookParts, type SheetReader, type WorkbookParts } from './exceljs-parts.js';
import { tooLarge, unreadable } from './errors.js';
import { MAX_SHEET_ROWS, XLSX_LIMITS, type XlsxLimits } from './limits.js';
import type { RawCell, SourceRow } from './types.js';
import { openWorkbookZip, type WorkbookZip } from './workbook-zip.js';

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

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** The zip path of the workbook's first sheet, from the workbook's relationships. */
function firstSheetPart(parts: WorkbookParts): { name: string; part: string; id: string } {
  const sheet = parts.model?.sheets?.[0];
  const target = parts.workbookRels?.find((rel) => rel.Id === sheet?.rId)?.Target;
  if (!sheet || !target) throw unreadable('sheet-missing');
  // Targets are relative to xl/ or absolute in the package ("/xl/worksheets/sheet1.xml").
  const part = target.startsWith('/') ? target.slice(1) : posix.join('xl', target);
  return { name: sheet.name ?? '', part: posix.normalize(part), id: String(sheet.id ?? 1) };
}

/** Parses one part when the zip has it (styles and shared strings are optional). */
async function parsePart(
  zip: WorkbookZip,
  name: string,
  parse: (part: Readable) => Promise<void>,
): Promise<void> {
  const part = await zip.open(name);
  if (part) await parse(part);
}

/**
 * What one shared string costs against the text bound: its characters, plus a slot's worth
 * (an array entry is 8 bytes, four characters), so millions of empty strings are bounded too.
 */
const STRING_SLOT_CHARS = 4;

/** Reads the shared strings, bounding their characters; exceljs keeps none itself. */
async function sharedStrings(
  zip: WorkbookZip,
  parts: WorkbookParts,
  limits: XlsxLimits,
): Promise<unknown[]> {
  const strings: unknown[] = [];
  const part = await zip.open(SHARED_STRINGS);
  if (!part) return strings;
  let chars = 0;
  for await (const item of parts._parseSharedStrings(part)) {
    chars += (textOf(item.text)?.length ?? 0) + STRING_SLOT_CHARS;
    if (chars > limits.maxSharedStringChars)
      throw tooLarge('text', limits.maxSharedStringChars, { inflatedBytes: zip.inflatedBytes });
    strings.push(item.text);
  }
  return strings;
}

/** The workbook's first sheet, ready to read: its parts before it are parsed. */
async function openFirstSheet(
  zip: WorkbookZip,
  limits: XlsxLimits,
): Promise<{ name: string; reader: SheetReader; date1904: boolean }> {
  const parts = workbookParts();
  await parsePart(zip, WORKBOOK, (part) => parts._parseWorkbook(part));
  await parsePart(zip, WORKBOOK_RELS, (part) => parts._parseRels(part));
  const first = firstSheetPart(parts);
  await parsePart(zip, STYLES, (part) => parts._parseStyles(part));
  parts.sharedStrings = await sharedStrings(zip, parts, limits);
  const source = await zip.open(first.part);
  const reader = source && parts._parseWorksheet(source, first.id).next().value?.value;
  if (!reader) throw unreadable('sheet-missing');
  return { name: first.name, reader, date1904: parts.properties?.model?.date1904 === true };
}

/**
 * Opens the first sheet of the workbook at `path`: its name, header and data rows. The
 * workbook's parts are read in the order the sheet needs them (workbook, relationships,
 * styles, shared strings, then the sheet), wherever the zip stores them.
 */
export async function openXlsx(path: string, limits: XlsxLimits = XLSX_LIMITS): Promise<XlsxSheet> {
  const zip = await openWorkbookZip(path, limits);
  if (zip === null) throw unreadable('not-zip');
  let sheetName = '';
  let width = 0;
  let header: RawCell[] | null = null;

  const sheetRows = async function* (): AsyncGenerator<SourceRow> {
    let rowsRead = 0;
    const facts = () => ({ inflatedBytes: zip.inflatedBytes, rowsRead });
    try {
      const sheet = await openFirstSheet(zip, limits);
      sheetName = sheet.name;
      let position = 0;
      for await (const row of sheet.reader) {
        // Every <row> read counts, whatever number it claims: `r` may repeat, go backwards or
        // be missing. A row's position is its `r` when that moves forward, else the next one.
        rowsRead += 1;
        if (rowsRead > limits.maxRows) throw tooLarge('rows', limits.maxRows, facts());
        position =
          Number.isSafeInteger(row.number) && row.number > position ? row.number : position + 1;
        if (position > MAX_SHEET_ROWS) throw tooLarge('rows', MAX_SHEET_ROWS, facts());
        const cells: RawCell[] = [];
        let any = false;
        // exceljs places cells by their own reference and caps it at Excel's 16,384 columns;
        // the header's width is what its values reach.
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          const value = rawCell(cell, sheet.date1904);
          if (value === null) return;
          if (header !== null && column > width)
            throw unreadable('value-right-of-titles', position, { column });
          if (header === null && column > limits.maxColumns)
            throw tooLarge('columns', limits.maxColumns, facts());
          cells[column - 1] = value;
          any = true;
        });
        if (!any) continue;
        yield { row: position, cells: Array.from(cells, (c) => c ?? null) };
      }
    } catch (error) {
      if (error instanceof EngineError) throw error;
      throw unreadable('damaged');
    } finally {
      zip.close();
    }
  };

  const all = sheetRows();
  const first = await all.next();
  if (first.done) throw unreadable('sheet-empty');
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
