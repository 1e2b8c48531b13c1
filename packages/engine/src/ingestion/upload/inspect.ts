// The preview of an upload (issue 7): column names from the header, a type inferred for each
// from every row, the first rows and the row count. One streaming pass over the file; the
// same pass finds a malformed file and names its row (SECURITY D3).
import { columnNames } from './column-names.js';
import { previewCell } from './cells.js';
import type { XlsxLimits } from './limits.js';
import { TypeTally } from './infer.js';
import { openUpload } from './source.js';
import type { PreviewCell, UploadInspection, UploadKind } from './types.js';

export interface InspectOptions {
  /** Rows kept for the preview (SPEC §5: 100). */
  sampleRows?: number;
  /** The bounds an xlsx is read under (limits.ts by default). */
  xlsxLimits?: XlsxLimits | undefined;
}

export async function inspectUpload(
  path: string,
  kind: UploadKind,
  options: InspectOptions = {},
): Promise<UploadInspection> {
  const sampleRows = options.sampleRows ?? 100;
  const source = await openUpload(path, kind, options.xlsxLimits);
  const names = columnNames(source.header);
  const tally = new TypeTally(names.length);
  const sample: PreviewCell[][] = [];
  let rows = 0;
  for await (const row of source.rows) {
    tally.observe(row.cells);
    if (sample.length < sampleRows) sample.push(row.cells.map(previewCell));
    rows++;
  }
  const types = tally.result();
  return {
    sheet: source.sheet,
    columns: names.map((name, i) => ({ name, ...types[i]! })),
    sample,
    rows,
  };
}
