// The dialect seam (DESIGN §3, after Kysely): dialect = driver + compiler hooks + adapter +
// introspector. Shared code calls these hooks and reads these flags; it never asks which
// database it is talking to.
import type { DateFormat } from '@tessera/contracts';
import type { DeType } from '../model/field-catalogue.js';
import type { DateGrouping } from '../model/query-model.js';
import type { ParamType, SqlFunction } from '../sql/ast.js';
import type { SqlCheckOptions, SqlCheckResult } from '../sql-check/types.js';

/**
 * A rendered argument. Calling it renders the argument again and binds its values again, so a
 * hook may use an argument twice; with `?` placeholders the calls must follow text order.
 */
export type SqlArg = () => string;
import type { ConnectionFailureReason } from '../connectors/failure-reason.js';

/** Pieces of SQL text that differ between databases. */
export interface CompilerHooks {
  quoteIdentifier(name: string): string;
  /** 1-based parameter position → placeholder text (`$1` or `?`). */
  placeholder(position: number): string;
  /** Expression formatting a temporal expression as the grouping's canonical string. */
  formatDate(expr: string, grouping: DateGrouping): string;
  /** Trailing LIMIT/OFFSET clause (without leading space), or '' when neither is set. */
  limitOffset(limit: number | undefined, offset: number | undefined): string;
  /** Character used in `LIKE … ESCAPE`; chosen so it needs no escaping in string literals. */
  readonly likeEscapeChar: string;
  /** A whitelisted function; never raises a database error for bad input (e.g. SQRT(-1) is NULL). */
  callFunction(fn: SqlFunction, args: readonly SqlArg[]): string;
  /** Exact division (integers too) where dividing by zero gives NULL. */
  divide(left: string, right: string): string;
  /**
   * `expr [NOT] IN (values…)` for a list of rendered values; a database may pick another form
   * of the same three-valued logic where its plain list is slow.
   */
  inList(expr: string, values: readonly string[], negated: boolean): string;
  /** A bound value inside an expression, given an explicit type. */
  typedParam(placeholder: string, type: ParamType): string;
  /**
   * A safe cast between deTypes (only castAllowed pairs reach here): text that is not a number
   * or not a date in `dateFormat` becomes NULL; time → text is 'YYYY-MM-DD HH:MM:SS'.
   */
  castValue(expr: SqlArg, from: DeType, to: DeType, dateFormat: DateFormat | undefined): string;
}

/** What a database can do; the compiler refuses (typed error) what it cannot. */
export interface AdapterCapabilities {
  readonly supportsFullJoin: boolean;
  readonly supportsRightJoin: boolean;
  readonly supportsReturning: boolean;
  /** `ORDER BY x ASC NULLS LAST`; without it the compiler emits `x IS NULL, x`. */
  readonly supportsNullsOrdering: boolean;
  /**
   * A case-insensitive keyword search first keeps the rows holding one of its letters in some
   * case (plain scans) and lower-cases only those: cheaper where lower() of every row costs
   * several plain scans (DuckDB). Off unless set: other databases keep their measured form.
   */
  readonly prefiltersCasedKeyword?: boolean;
}

/** Compile-time half of a dialect: enough to turn a QueryModel into SQL text. */
export interface SqlDialect {
  readonly id: string;
  readonly compiler: CompilerHooks;
  readonly adapter: AdapterCapabilities;
  mapNativeType(nativeType: string): DeType;
  /**
   * Whether `sql` is exactly one read-only SELECT whose functions and relations are on this
   * dialect's allow-lists, judged by its own parser (sql-check/, SECURITY C4). A check that
   * cannot honour `options.tables` refuses to run (ENGINE_UNSUPPORTED) rather than ignore it.
   */
  checkSql(sql: string, options?: SqlCheckOptions): Promise<SqlCheckResult>;
}

export type QueryValue = string | number | null;
export type QueryRow = Record<string, unknown>;

export interface ExecuteOptions {
  /** Aborting cancels the running statement on the server; the connection stays pooled. */
  signal?: AbortSignal | undefined;
  /**
   * Per-call statement timeout in ms; defaults to the driver's configured timeout. Servers
   * also enforce the configured timeout per session, so a longer per-call value is capped.
   */
  timeoutMs?: number | undefined;
  /**
   * A cap on the result's weight (string characters, 8 per other value; SECURITY E2): an
   * execute answers the rows within it, marked `cut`; a stream fails with
   * ENGINE_RESULT_TOO_LARGE. The database stops sending either way.
   */
  maxBytes?: number | undefined;
}

/** Options of a streaming read: ExecuteOptions plus the most rows one batch may hold. */
export interface StreamOptions extends ExecuteOptions {
  /** Rows per batch (default 1 000); memory holds about one batch at a time. */
  batchSize?: number | undefined;
}

/** A result column: its name (the key in each row), its database type and its deType. */
export type ResultColumn = ColumnInfo;

export interface QueryResult {
  columns: ResultColumn[];
  rows: QueryRow[];
  /** The rows stop short of the result: `maxBytes` was reached. */
  cut?: boolean;
}

/** One batch of a streaming read; every batch carries the same columns. */
export type RowBatch = QueryResult;

export type TestConnectionResult =
  | { ok: true }
  | {
      ok: false;
      code: string;
      /** What went wrong, for a localised message; `message` is driver text for logs. */
      reason: ConnectionFailureReason;
      message: string;
    };

/**
 * Run-time half: a bounded pool of connections to one data source. Every call runs exactly one
 * read-only query (stacked statements, DML, DDL, SET and transaction control are refused with
 * ENGINE_STATEMENT_REFUSED or fail in the read-only transaction, and change nothing).
 */
export interface Driver {
  execute(
    sql: string,
    params: readonly QueryValue[],
    options?: ExecuteOptions,
  ): Promise<QueryResult>;
  /**
   * The same query read in batches, holding about one batch in memory: for extracts and
   * exports. The statement timeout bounds the whole read; aborting the signal cancels it; a
   * consumer that stops early (`break`) gives the connection back.
   */
  stream(
    sql: string,
    params: readonly QueryValue[],
    options?: StreamOptions,
  ): AsyncIterable<RowBatch>;
  testConnection(timeoutMs?: number): Promise<TestConnectionResult>;
  close(): Promise<void>;
}

export interface ColumnInfo {
  name: string;
  nativeType: string;
  deType: DeType;
}

export interface TableRef {
  schema: string;
  name: string;
}

/** Every call takes the ExecuteOptions of a query: a closed request cancels introspection too. */
export interface Introspector {
  listSchemas(options?: ExecuteOptions): Promise<string[]>;
  listTables(schema: string, options?: ExecuteOptions): Promise<string[]>;
  /** Tables of every visible schema (hidden system schemas left out), in one round trip. */
  listAllTables(options?: ExecuteOptions): Promise<TableRef[]>;
  listColumns(schema: string, table: string, options?: ExecuteOptions): Promise<ColumnInfo[]>;
}

/** Where a source's tables live: one schema, or every visible schema. */
export type TableScope =
  | {
      kind: 'schema';
      schema: string;
      /** How tables show their schema (null: none). */
      label: string | null;
    }
  | { kind: 'all' };

/** The part of a user's stored configuration that says where its tables are. */
export interface ScopeConfiguration {
  database: string;
  schema?: string | undefined;
}

/** A user-created source as the server stored it, with the secret and the address it checked. */
export interface SourceConnection {
  /** The data-source type (one of the dialect's sourceTypes). */
  type: string;
  /** The wire configuration (host, port, database, user, options), password left out. */
  configuration: object;
  password: string;
  /** The address the server's egress check resolved (see ConnectTarget). */
  connectHost: string;
}

/** The keyword set the web's SQL editor highlights a source's SQL with. */
export type EditorSyntax = 'postgresql' | 'mysql' | 'standard';

export interface Dialect<Config = unknown> extends SqlDialect {
  /** The data-source types this dialect serves; the registry finds a source's dialect by them. */
  readonly sourceTypes: readonly string[];
  /** The dialect one of its types uses where members differ (the MySQL family's flags). */
  forSourceType?(type: string): Dialect<Config>;
  /**
   * Runs inside the server on a file the server chooses (the warehouse): no host, login or
   * password, and users cannot create one. Absent `connect` goes with it.
   */
  readonly embedded: boolean;
  /** Tables live in schemas inside one database (a source may name one, or list them all). */
  readonly supportsSchema: boolean;
  /** How the SQL editor highlights and completes keywords for this dialect's sources. */
  readonly editorSyntax: EditorSyntax;
  /** Which tables a source lists and browses, from its configuration (null: embedded). */
  tableScope(configuration: ScopeConfiguration | null): TableScope;
  createDriver(config: Config): Driver;
  /**
   * A driver for a user's source: its stored configuration is checked again by the dialect's
   * strict schema (SECURITY C5). Absent for an embedded dialect.
   */
  connect?(source: SourceConnection): Driver;
  createIntrospector(driver: Driver): Introspector;
  /**
   * Whether the source's login may do more than read: read or write the server's files, run
   * programs or act as the database's administrator (DESIGN §5: the form then recommends a
   * read-only user). Absent where there is no login (the embedded warehouse).
   */
  loginPrivileged?(driver: Driver, options?: ExecuteOptions): Promise<boolean>;
}
