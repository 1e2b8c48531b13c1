// One way to read either kind of upload: its header and its data rows, each with its row
// number in the file, as an async generator that holds about one chunk of the file.
import { openCsv } from './csv-reader.js';
import type { CsvDelimiter } from './csv-reader.js';
import { XLSX_LIMITS, type XlsxLimits } from './limits.js';
import type { RawCell, SourceRow, UploadKind } from './types.js';
import { openXlsx } from './xlsx-reader.js';

export interface UploadSource {
  sheet: string | null;
  header: RawCell[];
  /** CSV only: the delimiter found in the header line. */
  delimiter: CsvDelimiter | null;
  rows: AsyncGenerator<SourceRow>;
}

export async function openUpload(
  path: string,
  kind: UploadKind,
  xlsxLimits: XlsxLimits = XLSX_LIMITS,
): Promise<UploadSource> {
  if (kind === 'csv') {
    const csv = await openCsv(path);
    return { sheet: null, header: csv.header, delimiter: csv.delimiter, rows: csv.rows };
  }
  const xlsx = await openXlsx(path, xlsxLimits);
  return { sheet: xlsx.sheet, header: xlsx.header, delimiter: null, rows: xlsx.rows };
}
