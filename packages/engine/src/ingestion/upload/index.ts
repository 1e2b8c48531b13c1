// Excel/CSV uploads (issue 7): detect the kind by its bytes, inspect (names, inferred types,
// preview, row count), import into the warehouse (replace or append). The module takes file
// paths the server generated and never derives one from a user's file name (SECURITY D4).
export { detectUploadKind } from './detect.js';
export { inspectUpload } from './inspect.js';
export type { InspectOptions } from './inspect.js';
export { importUpload } from './import.js';
export type { ImportColumn, ImportOptions, UploadWarehouse } from './import.js';
export { warehouseTypeFor } from './infer.js';
// Row by row, for callers that read a file's values rather than load it (importing users).
export { openUpload } from './source.js';
export type { UploadSource } from './source.js';
export { cellText } from './cells.js';
export {
  MAX_COMPRESSION_RATIO,
  MAX_CSV_RECORD_BYTES,
  MAX_SHARED_STRING_CHARS,
  MAX_SHEET_ROWS,
  MAX_UNZIPPED_BYTES,
  MAX_UPLOAD_COLUMNS,
  MAX_ZIP_ENTRIES,
  XLSX_LIMITS,
} from './limits.js';
export type { XlsxLimits } from './limits.js';
export type { UploadBound, UploadCellReason, UploadFileReason } from './errors.js';
export type {
  PreviewCell,
  RawCell,
  SourceRow,
  UploadColumn,
  UploadColumnType,
  UploadInspection,
  UploadKind,
} from './types.js';
