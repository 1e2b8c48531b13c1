// Bounds on what an upload may make the server do (SECURITY D1): checked before inflating an
// xlsx, on the bytes actually inflated while it streams, and on the rows and columns actually
// read, so a hostile file fails fast with bounded memory.

/** Total uncompressed size of an xlsx: declared by its entries, and inflated while reading. */
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
/** Excel's own sheet bound: more rows than this (read, or numbered) are not a real sheet. */
export const MAX_SHEET_ROWS = 1_048_576;
/** Characters of shared strings an xlsx may make us hold (two bytes each in memory). */
export const MAX_SHARED_STRING_CHARS = 64 * 1024 * 1024;
/**
 * Longest text node or tag in a workbook's XML (an Excel cell holds at most 32,767 characters,
 * under 200 KB however escaped): what the XML parser may have to hold at once.
 */
export const MAX_XML_RUN_BYTES = 8 * 1024 * 1024;
/** Deepest element nesting in a workbook's XML (a sheet's cells sit about 7 deep). */
export const MAX_XML_DEPTH = 64;
/** Longest CSV record; DuckDB's reader is given the same bound (its max_line_size). */
export const MAX_CSV_RECORD_BYTES = 8 * 1024 * 1024;
/** Rows per batch handed to the warehouse writer: memory holds about one batch. */
export const IMPORT_BATCH_ROWS = 10_000;

/** The bounds an xlsx is read under; tests pass smaller ones to reach them with small files. */
export interface XlsxLimits {
  maxUnzippedBytes: number;
  maxCompressionRatio: number;
  ratioCheckedFromBytes: number;
  maxZipEntries: number;
  maxRows: number;
  maxColumns: number;
  maxSharedStringChars: number;
  maxXmlRunBytes: number;
  maxXmlDepth: number;
}

export const XLSX_LIMITS: Readonly<XlsxLimits> = {
  maxUnzippedBytes: MAX_UNZIPPED_BYTES,
  maxCompressionRatio: MAX_COMPRESSION_RATIO,
  ratioCheckedFromBytes: RATIO_CHECKED_FROM_BYTES,
  maxZipEntries: MAX_ZIP_ENTRIES,
  maxRows: MAX_SHEET_ROWS,
  maxColumns: MAX_UPLOAD_COLUMNS,
  maxSharedStringChars: MAX_SHARED_STRING_CHARS,
  maxXmlRunBytes: MAX_XML_RUN_BYTES,
  maxXmlDepth: MAX_XML_DEPTH,
};
