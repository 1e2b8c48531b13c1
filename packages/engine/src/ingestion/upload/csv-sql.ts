// The SELECT that reads a staged CSV with DuckDB's own reader. Everything in it is the server's:
// the path it chose (inside the uploads directory the warehouse may read), the delimiter found
// by the reader, the column names as quoted literals and identifiers, types from a fixed list.
// The options match csv-reader.ts, so the row numbers its errors give are DuckDB's rows too.
import { duckdbCompiler } from '../../dialects/duckdb/compiler.js';
import type { CsvDelimiter } from './csv-reader.js';
import { MAX_CSV_RECORD_BYTES } from './limits.js';
import type { UploadColumnType } from './types.js';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export interface CsvReadColumn {
  name: string;
  type: UploadColumnType;
}

/**
 * `SELECT <selected> FROM read_csv(path, …)`, the file's columns named and typed as `columns`
 * (in file order); `selected` lists the names to output, in the order wanted.
 */
export function readCsvSql(
  path: string,
  delimiter: CsvDelimiter,
  columns: readonly CsvReadColumn[],
  selected: readonly string[],
): string {
  const struct = columns.map((c) => `${literal(c.name)}: ${literal(c.type)}`).join(', ');
  const options = [
    'header = true',
    'auto_detect = false',
    `delim = ${literal(delimiter)}`,
    `quote = '"'`,
    `escape = '"'`,
    'strict_mode = true',
    // A staged file never names its compression; a `.gz` name must not make DuckDB inflate it.
    `compression = 'none'`,
    `encoding = 'utf-8'`,
    `max_line_size = ${MAX_CSV_RECORD_BYTES}`,
    `columns = {${struct}}`,
  ];
  const list = selected.map((name) => duckdbCompiler.quoteIdentifier(name)).join(', ');
  return `SELECT ${list} FROM read_csv(${literal(path)}, ${options.join(', ')})`;
}
