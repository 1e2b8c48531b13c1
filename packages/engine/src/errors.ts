// Typed engine errors: callers (the server) map `code` to an HTTP status and a localised
// message. Messages never contain SQL text or raw user input; offending ids go in `details`.
export type EngineErrorCode =
  | 'ENGINE_INVALID_MODEL'
  | 'ENGINE_UNKNOWN_FIELD'
  | 'ENGINE_UNKNOWN_TABLE_ALIAS'
  | 'ENGINE_INVALID_AGGREGATE'
  | 'ENGINE_INVALID_DATE_GROUPING'
  | 'ENGINE_INVALID_SORT'
  | 'ENGINE_INVALID_FILTER'
  | 'ENGINE_UNSUPPORTED'
  | 'ENGINE_INVALID_CONFIG'
  | 'ENGINE_QUERY_CANCELLED'
  | 'ENGINE_QUERY_TIMEOUT'
  | 'ENGINE_QUERY_FAILED'
  /** A result weighed more than the call's byte cap (SECURITY E2; details: maxBytes). */
  | 'ENGINE_RESULT_TOO_LARGE'
  /** Not exactly one read-only query: stacked statements, DML, DDL, SET, transaction control. */
  | 'ENGINE_STATEMENT_REFUSED'
  /** An extract sync could not be written to the warehouse; the last good extract serves on. */
  | 'ENGINE_EXTRACT_FAILED'
  /** Custom SQL that is not exactly one plain SELECT (sql-check: reason and position in details). */
  | 'ENGINE_SQL_REFUSED'
  /** Custom SQL the dialect's parser does not accept (position in details). */
  | 'ENGINE_SQL_SYNTAX'
  | 'ENGINE_CONNECTION_FAILED'
  /** A calculated-field expression is wrong; details hold `position` (0-based) and `near`. */
  | 'ENGINE_EXPRESSION_INVALID'
  /** A field asks for a type change that is not safe (number ↔ time, text → time without format). */
  | 'ENGINE_INVALID_CAST'
  /** An upload that is neither a CSV text file nor an xlsx workbook (by its bytes). */
  | 'ENGINE_UPLOAD_TYPE'
  /** An upload past a bound: declared unzipped size, compression ratio, columns, rows. */
  | 'ENGINE_UPLOAD_TOO_LARGE'
  /** An upload that cannot be read: bad encoding, quotes, ragged rows, a broken workbook. */
  | 'ENGINE_UPLOAD_FILE'
  /** A cell that does not fit the column's chosen type (details: row, column, reason). */
  | 'ENGINE_UPLOAD_INVALID'
  /** Column names that are unusable, or differ from the table an append goes to. */
  | 'ENGINE_UPLOAD_COLUMNS';

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: EngineErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.details = details;
  }
}

export function isEngineError(value: unknown): value is EngineError {
  return value instanceof EngineError;
}
