// The file of a user import read into rows of text (issue 21 part 2), with the readers the
// dataset upload uses (SECURITY D1-D5: kind by magic bytes, bounded xlsx inflation, CSV rows
// named when malformed), so a hostile file fails here exactly as it would as a dataset, and with
// the same localised reasons. Nothing is written while reading.
import fs from 'node:fs/promises';
import {
  LANGUAGES,
  USER_IMPORT_LIMITS,
  USER_IMPORT_TITLES,
  readImportHeader,
  type ImportHeader,
  type UserImportColumn,
} from '@tessera/contracts';
import { EngineError } from '@tessera/engine';
import { XLSX_LIMITS, cellText, detectUploadKind, openUpload } from '@tessera/engine/ingestion';
import { uploadError } from '../dataset/upload-errors.js';
import { AppError, type LocalisedText } from '../http/app-error.js';

export interface ImportFileRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  cells: (string | null)[];
}

export interface ImportFile {
  header: ImportHeader;
  rows: ImportFileRow[];
}

/**
 * A user list within the size cap never needs to expand to more than this; the dataset bound
 * (1 GB) is for data, and a zip bomb is refused sooner here.
 */
const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
const XLSX_BOUNDS = { ...XLSX_LIMITS, maxUnzippedBytes: MAX_UNZIPPED_BYTES };

/** The header's problems, each naming the titles (in the caller's language for our own). */
function assertUsable(header: ImportHeader): void {
  if (header.unknown.length)
    throw new AppError(400, 'USER_IMPORT_COLUMNS_UNKNOWN', undefined, {
      names: header.unknown.join(', '),
    });
  if (header.repeated.length)
    throw new AppError(400, 'USER_IMPORT_COLUMNS_REPEATED', undefined, {
      names: header.repeated.join(', '),
    });
  if (header.missing.length)
    throw new AppError(400, 'USER_IMPORT_COLUMNS_MISSING', undefined, {
      names: titlesOf(header.missing),
    });
}

const titlesOf = (columns: readonly UserImportColumn[]): LocalisedText =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      columns
        .map((column) => USER_IMPORT_TITLES[column][language][0])
        .join(language === 'en' ? ', ' : '、'),
    ]),
  ) as LocalisedText;

/** The header and the data rows of the staged file at `path`; 400/413 when it cannot serve. */
export async function readImportFile(path: string): Promise<ImportFile> {
  try {
    // An empty file is said to be empty, not "of the wrong type" (its kind cannot be told).
    if ((await fs.stat(path)).size === 0)
      throw new EngineError('ENGINE_UPLOAD_FILE', 'The file is empty', { reason: 'file-empty' });
    const kind = await detectUploadKind(path);
    const source = await openUpload(path, kind, XLSX_BOUNDS);
    const header = readImportHeader(source.header.map(cellText));
    assertUsable(header);
    const rows: ImportFileRow[] = [];
    // Leaving the loop early closes the reader: a file of a million rows is read no further.
    for await (const record of source.rows) {
      if (rows.length === USER_IMPORT_LIMITS.maxRows)
        throw new AppError(413, 'USER_IMPORT_TOO_MANY_ROWS', undefined, {
          max: USER_IMPORT_LIMITS.maxRows.toLocaleString('en-US'),
        });
      rows.push({ row: record.row, cells: record.cells.map(cellText) });
    }
    if (rows.length === 0) throw new AppError(400, 'USER_IMPORT_EMPTY');
    return { header, rows };
  } catch (error) {
    throw uploadError(error);
  }
}
