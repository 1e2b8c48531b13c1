// The ingestion entry of @tessera/engine (`@tessera/engine/ingestion`): what puts data into the
// embedded warehouse — uploads (CSV, xlsx), the warehouse writer, extracts of other sources and
// the demo data. It builds on the compiler and the dialects; they never import it.
export { openWarehouseWriter } from './warehouse/writer.js';
export type {
  WarehouseCell,
  WarehouseColumn,
  WarehouseColumnType,
  WarehouseRow,
  WarehouseWriter,
} from './warehouse/writer.js';

export { DEFAULT_EXTRACT_BATCH_SIZE, runExtract } from './extract/run-extract.js';
export type { ExtractOptions, ExtractResult } from './extract/run-extract.js';
export type { IncrementalSpec } from './extract/incremental.js';
export { UNSIZED_DECIMAL, warehouseTypeOf } from './extract/column-types.js';

export {
  seedDemoWarehouse,
  DEMO_TABLE,
  DEMO_DEFAULT_ROWS,
  DEMO_SALES_COLUMNS,
} from './demo/seed-demo-warehouse.js';
export type { SeedOptions, SeedResult } from './demo/seed-demo-warehouse.js';

export {
  cellText,
  detectUploadKind,
  importUpload,
  openUpload,
  inspectUpload,
  MAX_COMPRESSION_RATIO,
  MAX_CSV_RECORD_BYTES,
  MAX_SHARED_STRING_CHARS,
  MAX_SHEET_ROWS,
  MAX_UNZIPPED_BYTES,
  MAX_UPLOAD_COLUMNS,
  MAX_ZIP_ENTRIES,
  XLSX_LIMITS,
  warehouseTypeFor,
} from './upload/index.js';
export type {
  UploadBound,
  UploadCellReason,
  UploadFileReason,
  XlsxLimits,
  ImportColumn,
  ImportOptions,
  InspectOptions,
  PreviewCell as UploadPreviewCell,
  RawCell as UploadRawCell,
  SourceRow as UploadSourceRow,
  UploadSource,
  UploadColumn,
  UploadColumnType,
  UploadInspection,
  UploadKind,
  UploadWarehouse,
} from './upload/index.js';
