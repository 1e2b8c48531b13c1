// The answer of the single-SELECT check for custom SQL (SECURITY C4, DESIGN §5). A refusal names
// a small fixed reason the server can map to a localised message, the character offset of the
// offending part where the parser gave one, and an English detail for logs (never shown raw).
import type { DialectId } from '../dialects/registry.js';
import { EngineError } from '../errors.js';

export const SQL_REFUSALS = [
  /** The parser did not accept the text. */
  'syntax',
  /** Nothing but whitespace, comments or semicolons. */
  'empty',
  /** More than one statement (`SELECT 1; DROP TABLE t`). */
  'multiple_statements',
  /** One statement, but not a query: DML, DDL, SET, PRAGMA, COPY, CALL, EXPLAIN, BEGIN, … */
  'not_select',
  /** `WITH x AS (DELETE … RETURNING …) SELECT …` */
  'data_modifying_cte',
  /** `SELECT … INTO` a table, a variable or a file. */
  'select_into',
  /** `FOR UPDATE`, `FOR SHARE`, `LOCK IN SHARE MODE`. */
  'locking_clause',
  /**
   * A function not on the dialect's allow-list, however it is written: a call, PostgreSQL's
   * attribute notation `(x).f`, an operator of another schema, a cast whose type's input
   * function could read the catalogue or run code, a table function in FROM, a variable.
   */
  'forbidden_function',
  /**
   * A FROM item that is not one of the source's own tables or views, a subquery, a join or an
   * allowed generator: files, table functions, system catalogues (pg_catalog, information_schema,
   * mysql, performance_schema, sys, DuckDB's duckdb_* views).
   */
  'forbidden_table_source',
  /** A MySQL executable comment (`/*! … *\/`, `/*M! … *\/`) or optimizer hint (`/*+ … *\/`). */
  'executable_comment',
  /** Text the database would read differently from the checking parser (MySQL `--x`). */
  'ambiguous_syntax',
  /** The parser could not finish in time (node-sql-parser backtracks exponentially on some texts). */
  'too_complex',
] as const;

export type SqlRefusal = (typeof SQL_REFUSALS)[number];

export type SqlCheckResult =
  | { ok: true }
  | {
      ok: false;
      reason: SqlRefusal;
      position?: number;
      detail?: string;
      /**
       * The function or relation a forbidden_function / forbidden_table_source refusal names
       * (`pg_read_file`, `pg_catalog.pg_authid`), for the caller's message.
       */
      subject?: string;
    };

/** What a check may be told about the caller's source. */
export interface SqlCheckOptions {
  /**
   * The only tables the SQL may read (DuckDB: the built-in warehouse holds every
   * organisation's uploads and extracts). Unqualified or in the default schema, compared
   * case-insensitively; a CTE of the statement may reuse a name inside its own scope.
   */
  tables?: ReadonlySet<string>;
}

/** The parser family: a dialect id of dialects/registry.ts (the MySQL family all use 'mysql'). */
export type SqlCheckDialect = DialectId;

/**
 * A check for a dialect whose sources are each one organisation's own database: it has no table
 * allow-list, and refuses to be asked for one rather than silently ignore it.
 */
export function withoutTableAllowList(
  check: (sql: string) => Promise<SqlCheckResult>,
): (sql: string, options?: SqlCheckOptions) => Promise<SqlCheckResult> {
  return async (sql, options) => {
    if (options?.tables)
      throw new EngineError('ENGINE_UNSUPPORTED', 'This dialect has no table allow-list');
    return check(sql);
  };
}

export type SqlRefused = Extract<SqlCheckResult, { ok: false }>;

export const OK: SqlCheckResult = { ok: true };

/** A refusal; the position is dropped when the parser gave none that fits the text. */
export function refuse(
  reason: SqlRefusal,
  position?: number | undefined,
  detail?: string | undefined,
  subject?: string | undefined,
): SqlRefused {
  const result: SqlRefused = { ok: false, reason };
  if (position !== undefined && Number.isInteger(position) && position >= 0)
    result.position = position;
  if (detail !== undefined) result.detail = detail;
  if (subject !== undefined) result.subject = subject;
  return result;
}

/** A forbidden_function refusal naming the function (or operator, cast, variable). */
export const refuseFunction = (subject: string, position?: number | undefined) =>
  refuse('forbidden_function', position, `function ${subject}`, subject);

/** A forbidden_table_source refusal naming the relation or FROM item. */
export const refuseTableSource = (subject: string, position?: number | undefined) =>
  refuse('forbidden_table_source', position, `table source ${subject}`, subject);

/**
 * The character offset (UTF-16, as JavaScript strings count) of a UTF-8 byte offset: DuckDB and
 * PostgreSQL report byte offsets. Undefined when the offset is not inside the text (DuckDB marks
 * "no location" with the largest 64-bit integer).
 */
export function charOffset(sql: string, byteOffset: number | undefined): number | undefined {
  if (byteOffset === undefined || !Number.isFinite(byteOffset) || byteOffset < 0) return undefined;
  let bytes = 0;
  let index = 0;
  for (const char of sql) {
    if (bytes >= byteOffset) return bytes === byteOffset ? index : undefined;
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += char.length;
  }
  return bytes === byteOffset ? index : undefined;
}

/** True for text with nothing but whitespace and semicolons (comments are the parser's job). */
export const isBlank = (sql: string) => /^[\s;]*$/.test(sql);
