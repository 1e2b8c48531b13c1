// Bounds on what an upload may make the server do (SECURITY D1): checked before inflating an
// xlsx and while reading either kind, so a hostile file fails fast with bounded memory.

/** Total uncompressed size the entries of an xlsx may declare. */
export const MAX_UNZIPPED_BYTES = 1024 ** 3;
/** Most entries an xlsx may hold (real workbooks have tens). */
export const MAX_ZIP_ENTRIES = 10_000;
/**
 * Largest uncompressed/compressed ratio of one entry. Deflate tops out near 1032; bombs sit
 * there, while generated sheets of repetitive values stay well under 100.
 */
export const MAX_COMPRESSION_RATIO = 200;
/** Entries smaller than this are not ratio-checked: tiny XML parts compress oddly well. */
export const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
/** Most columns an upload may have (the import contract takes at most 1,000 fields). */
export const MAX_UPLOAD_COLUMNS = 1_000;
/** Excel's own sheet bounds: rows and columns past them are not a real sheet. */
export const MAX_SHEET_ROWS = 1_048_576;
export const MAX_SHEET_COLUMNS = 16_384;
/** Characters of shared strings an xlsx may make us hold (two bytes each in memory). */
export const MAX_SHARED_STRING_CHARS = 64 * 1024 * 1024;
/** Longest CSV record; DuckDB's reader is given the same bound (its max_line_size). */
export const MAX_CSV_RECORD_BYTES = 8 * 1024 * 1024;
/** Rows per batch handed to the warehouse writer: memory holds about one batch. */
export const IMPORT_BATCH_ROWS = 10_000;
