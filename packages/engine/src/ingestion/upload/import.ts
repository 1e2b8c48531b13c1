// Turns a staged upload into a warehouse table, replacing it or appending to it, with the column
// types the user confirmed. CSV goes through DuckDB's own reader on the server's path (fast, no
// rows through JavaScript); xlsx rows stream through the writer's appender in batches. Both go
// through the warehouse writer's scratch-table-and-swap, so a file that fails half way leaves
// the previous table, or no table, exactly as it was (SECURITY D2).
import { resolve } from 'node:path';
import { EngineError } from '../../errors.js';
import type { DeType } from '../../model/field-catalogue.js';
import { warehouseUploadsDirectory } from '../../dialects/duckdb/instance.js';
import type { WarehouseColumn, WarehouseRow, WarehouseWriter } from '../warehouse/writer.js';
import { convertCell } from './cells.js';
import { readCsvSql } from './csv-sql.js';
import type { CsvReadColumn } from './csv-sql.js';
import { invalidCell, unreadable } from './errors.js';
import { warehouseTypeFor } from './infer.js';
import { IMPORT_BATCH_ROWS, type XlsxLimits } from './limits.js';
import { openUpload } from './source.js';
import type { UploadSource } from './source.js';
import { readTableColumns } from './table-columns.js';
import type { UploadColumnType, UploadKind } from './types.js';

/** The warehouse an upload goes to: its writer and the file both were opened on. */
export interface UploadWarehouse {
  writer: WarehouseWriter;
  path: string;
}

/** A column as the user confirmed it, in file order. */
export interface ImportColumn {
  name: string;
  deType: DeType;
  /** The type inspection inferred; kept when the user left the deType as it was. */
  warehouseType?: UploadColumnType | undefined;
}

export interface ImportOptions {
  /** The warehouse table: a server-made name, never the user's. */
  table: string;
  columns: readonly ImportColumn[];
  mode: 'replace' | 'append';
  /** Rows read so far (xlsx: after each batch; CSV: once, at the end). */
  onProgress?: ((rows: number) => void) | undefined;
  /** The bounds an xlsx is read under (limits.ts by default). */
  xlsxLimits?: XlsxLimits | undefined;
}

const UPLOAD_COLUMN_TYPES = new Set<string>(['VARCHAR', 'BIGINT', 'DOUBLE', 'DATE', 'TIMESTAMP']);

const columnsError = (message: string, details: Record<string, unknown>) =>
  new EngineError('ENGINE_UPLOAD_COLUMNS', message, details);

/** Names must be usable and distinct; DuckDB compares identifiers without case. */
function checkNames(columns: readonly ImportColumn[], width: number): void {
  if (columns.length !== width)
    throw columnsError(`The file has ${width} columns, ${columns.length} were given`, {
      expected: width,
      given: columns.length,
    });
  const seen = new Set<string>();
  for (const { name } of columns) {
    if (name.trim() === '' || name.includes('\0'))
      throw columnsError('A column name is empty or has a NUL character', { names: [name] });
    const key = name.toLowerCase();
    if (seen.has(key)) throw columnsError('Two columns have the same name', { names: [name] });
    seen.add(key);
  }
}

/** Imports the file at `path` into `options.table`; returns the number of rows imported. */
export async function importUpload(
  warehouse: UploadWarehouse,
  path: string,
  kind: UploadKind,
  options: ImportOptions,
): Promise<number> {
  const source = await openUpload(path, kind, options.xlsxLimits);
  const fileColumns: CsvReadColumn[] = options.columns.map((c) => ({
    name: c.name,
    type: warehouseTypeFor(c.deType, c.warehouseType),
  }));
  let target: WarehouseColumn[] = fileColumns;
  try {
    checkNames(options.columns, source.header.length);
    if (options.mode === 'append') {
      target = await appendTarget(warehouse.path, options.table, fileColumns);
      // Values are read as the table's types, whatever the user picked for a new table.
      // A type uploads never make (an extract's DECIMAL) is read as text and cast on insert.
      const byName = new Map(target.map((c) => [c.name.toLowerCase(), c.type as string]));
      for (const c of fileColumns) {
        const type = byName.get(c.name.toLowerCase()) ?? c.type;
        c.type = UPLOAD_COLUMN_TYPES.has(type) ? (type as UploadColumnType) : 'VARCHAR';
      }
    }
  } catch (error) {
    await source.rows.return(undefined);
    throw error;
  }
  // DuckDB (1.5) silently reads no rows from a CRLF file whose header has a line break inside
  // quotes; such a rare file goes the streaming way instead.
  const headerBreaks = source.header.some(
    (cell) => typeof cell === 'string' && /[\r\n]/.test(cell),
  );
  if (kind === 'csv' && !headerBreaks) {
    await source.rows.return(undefined);
    return importCsv(warehouse, path, source, fileColumns, target, options);
  }
  return importRows(warehouse.writer, source, fileColumns, target, options);
}

/** The table's columns, checked to be the file's names (in any order, any case). */
async function appendTarget(
  warehousePath: string,
  table: string,
  fileColumns: readonly CsvReadColumn[],
): Promise<WarehouseColumn[]> {
  const existing = await readTableColumns(warehousePath, table);
  if (existing === null)
    throw columnsError('The table to append to does not exist', { missing: [], extra: [] });
  const fileNames = new Set(fileColumns.map((c) => c.name.toLowerCase()));
  const tableNames = new Set(existing.map((c) => c.name.toLowerCase()));
  const missing = existing.filter((c) => !fileNames.has(c.name.toLowerCase())).map((c) => c.name);
  const extra = fileColumns.filter((c) => !tableNames.has(c.name.toLowerCase())).map((c) => c.name);
  if (missing.length > 0 || extra.length > 0)
    throw columnsError("The file's columns differ from the table's", { missing, extra });
  return existing;
}

async function importCsv(
  warehouse: UploadWarehouse,
  path: string,
  source: UploadSource,
  fileColumns: readonly CsvReadColumn[],
  target: readonly WarehouseColumn[],
  options: ImportOptions,
): Promise<number> {
  const allowed = warehouseUploadsDirectory();
  const file = resolve(path);
  if (allowed === null || !file.startsWith(allowed))
    throw new EngineError(
      'ENGINE_INVALID_CONFIG',
      'CSV imports read from the uploads directory given to configureWarehouseUploads',
    );
  // Output in the table's order, matched by name without case, as DuckDB resolves them.
  const byName = new Map(fileColumns.map((c) => [c.name.toLowerCase(), c.name]));
  const selected = target.map((c) => byName.get(c.name.toLowerCase()) ?? c.name);
  const sql = readCsvSql(file, source.delimiter ?? ',', fileColumns, selected);
  const { writer } = warehouse;
  try {
    let rows: number;
    if (options.mode === 'append') {
      const before = await writer.rowCount(options.table);
      rows = (await writer.appendTableAs(options.table, sql)) - before;
    } else rows = await writer.replaceTableAs(options.table, sql);
    options.onProgress?.(rows);
    return rows;
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw await diagnoseCsv(path, fileColumns, error);
  }
}

/**
 * DuckDB refused the file: find the first cell that does not fit with the streaming reader,
 * which names rows the way a text editor does. DuckDB's own message is not passed on (it
 * quotes the file's text); only the line it names, if the reader finds nothing itself.
 */
async function diagnoseCsv(
  path: string,
  columns: readonly CsvReadColumn[],
  cause: unknown,
): Promise<EngineError> {
  const source = await openUpload(path, 'csv');
  for await (const { row, cells } of source.rows) {
    for (let i = 0; i < columns.length; i++) {
      const converted = convertCell(cells[i] ?? null, columns[i]!.type);
      if (!converted.ok) {
        await source.rows.return(undefined);
        return invalidCell(row, columns[i]!.name, converted.reason);
      }
    }
  }
  const message = cause instanceof Error ? cause.message : '';
  const line = /CSV Error on Line: (\d+)/.exec(message);
  if (line) return unreadable('value-not-fitting', Number(line[1]));
  return unreadable('database-unreadable');
}

async function importRows(
  writer: WarehouseWriter,
  source: UploadSource,
  fileColumns: readonly CsvReadColumn[],
  target: readonly WarehouseColumn[],
  options: ImportOptions,
): Promise<number> {
  // Position in the file of each table column.
  const lower = fileColumns.map((c) => c.name.toLowerCase());
  const order = target.map((c) => lower.indexOf(c.name.toLowerCase()));
  let imported = 0;
  async function* batches(): AsyncGenerator<WarehouseRow[]> {
    let batch: WarehouseRow[] = [];
    for await (const { row, cells } of source.rows) {
      const values = order.map((at) => {
        const column = fileColumns[at]!;
        const converted = convertCell(cells[at] ?? null, column.type);
        if (!converted.ok) throw invalidCell(row, column.name, converted.reason);
        return converted.value;
      });
      batch.push(values);
      if (batch.length >= IMPORT_BATCH_ROWS) {
        yield batch;
        imported += batch.length;
        options.onProgress?.(imported);
        batch = [];
      }
    }
    if (batch.length > 0) {
      yield batch;
      imported += batch.length;
      options.onProgress?.(imported);
    }
  }
  try {
    if (options.mode === 'append') await writer.appendRows(options.table, target, batches());
    else await writer.replaceTableFromRows(options.table, target, batches());
  } finally {
    // Closes the file when the writer failed before reading every row.
    await source.rows.return(undefined);
  }
  return imported;
}
