// The upload module's errors. Each names its kind with a stable key (a bound, a reason) that the
// server turns into a message in the caller's language; the English message here is for logs.
// Messages name rows and bounds, never cell text or file names; the column a problem is in
// travels in `details` for the server to show (it is user data).
import { EngineError } from '../../errors.js';

/** Why a file cannot be read. */
export type UploadFileReason =
  | 'not-zip'
  | 'encrypted'
  | 'damaged'
  | 'sheet-missing'
  | 'sheet-empty'
  | 'value-right-of-titles'
  | 'file-empty'
  | 'text-after-quote'
  | 'quote-unclosed'
  | 'ragged-row'
  | 'not-utf8'
  | 'value-not-fitting'
  | 'database-unreadable';

/** Which bound an upload went past (ENGINE_UPLOAD_TOO_LARGE, `details.bound`). */
export type UploadBound =
  /** Bytes the workbook expands to: declared by its zip, or inflated while reading. */
  | 'expanded'
  /** Inflated bytes of one part over its compressed bytes. */
  | 'ratio'
  | 'rows'
  | 'columns'
  /** Entries in the workbook's zip. */
  | 'parts'
  /** Characters of shared strings. */
  | 'text'
  /** Bytes of one CSV record, or of one text node or tag of a workbook's XML. */
  | 'value'
  /** Element nesting of a workbook's XML. */
  | 'nesting';

/** Why a cell does not fit its column's type. */
export type UploadCellReason =
  'not-whole-number' | 'not-number' | 'date-has-time' | 'not-date' | 'not-time';

const FILE_REASONS: Record<UploadFileReason, string> = {
  'not-zip': 'the workbook is not a readable zip file',
  encrypted: 'the workbook is encrypted',
  damaged: 'the workbook is damaged or not a spreadsheet',
  'sheet-missing': 'the first sheet cannot be found',
  'sheet-empty': 'the first sheet is empty',
  'value-right-of-titles': 'a value right of the last titled column',
  'file-empty': 'the file is empty',
  'text-after-quote': 'text after a closing quote (a quote inside a value must be doubled)',
  'quote-unclosed': 'a quote is opened and never closed',
  'ragged-row': 'a row has another number of values than the header has columns',
  'not-utf8': 'the text is not UTF-8 (save the file as "CSV UTF-8")',
  'value-not-fitting': 'a value does not fit its column type',
  'database-unreadable': 'the database could not read the file',
};

const BOUNDS: Record<UploadBound, string> = {
  expanded: 'the workbook expands to more bytes than allowed',
  ratio: 'a part of the workbook is compressed suspiciously well',
  rows: 'more rows than allowed',
  columns: 'more columns than allowed',
  parts: 'too many parts in the workbook',
  text: 'the workbook holds too much text',
  value: 'a value longer than the allowed size',
  nesting: "the workbook's XML is nested too deeply",
};

const CELL_REASONS: Record<UploadCellReason, string> = {
  'not-whole-number': 'not a whole number',
  'not-number': 'not a number',
  'date-has-time': 'not a date (it has a time)',
  'not-date': 'not a date (yyyy-MM-dd)',
  'not-time': 'not a time (yyyy-MM-dd HH:mm:ss)',
};

/**
 * A file that cannot be read as what it claims to be; `row` is 1-based, in the file; `facts`
 * are numbers the message may show (a column number, counts of values).
 */
export function unreadable(
  reason: UploadFileReason,
  row?: number,
  facts: Record<string, number> = {},
): EngineError {
  const text = FILE_REASONS[reason];
  return new EngineError(
    'ENGINE_UPLOAD_FILE',
    row === undefined ? `The file cannot be read: ${text}` : `Row ${row}: ${text}`,
    row === undefined ? { reason, ...facts } : { reason, row, ...facts },
  );
}

/** What had been read when a bound was crossed: the figures a test or a log can check. */
export interface ReadFacts {
  /** Bytes inflated from the workbook's zip so far. */
  inflatedBytes?: number;
  /** Sheet rows read so far (every `<row>`, whatever number it claims). */
  rowsRead?: number;
}

export function tooLarge(bound: UploadBound, limit: number, facts: ReadFacts = {}): EngineError {
  return new EngineError('ENGINE_UPLOAD_TOO_LARGE', `The file is too large: ${BOUNDS[bound]}`, {
    bound,
    limit,
    ...facts,
  });
}

/** A cell that does not fit its column's type: the row in the file and the column's name. */
export function invalidCell(row: number, column: string, reason: UploadCellReason): EngineError {
  return new EngineError('ENGINE_UPLOAD_INVALID', `Row ${row}: ${CELL_REASONS[reason]}`, {
    row,
    column,
    reason,
  });
}
