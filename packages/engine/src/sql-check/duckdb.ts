// The DuckDB check: DuckDB's own parser, through json_serialize_sql with the SQL bound as a
// value, on a private in-memory instance that holds no data, reads no files and loads nothing
// (never the warehouse instance: a check must not be able to touch the warehouse even if
// DuckDB's parser had a bug). json_serialize_sql serialises only SELECT statements, so anything
// else (ATTACH, INSTALL, LOAD, SET, PRAGMA, COPY, EXPORT, CALL, DML, DDL, transaction control)
// comes back as an error; the tree of a SELECT is then walked with allow-lists of query nodes,
// FROM items, table functions and functions (operators included: DuckDB's tree writes them as
// functions). DuckDB's names are case-insensitive, quoted or not, so they compare lower-cased.
import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBConnection, DuckDBPreparedStatement } from '@duckdb/node-api';
import { inDuckdbLane } from '../dialects/duckdb/lane.js';
import {
  DUCKDB_ALLOWED_FUNCTIONS,
  DUCKDB_ALLOWED_TABLE_FUNCTIONS,
} from './allowed-functions/duckdb.js';
import { findForbiddenTable } from './duckdb-tables.js';
import type { SqlCheckOptions, SqlCheckResult, SqlRefused } from './types.js';
import { charOffset, OK, refuse, refuseFunction, refuseTableSource } from './types.js';
import type { JsonObject } from './walk.js';
import { findRefusal, isObject } from './walk.js';

const PARSER_SETTINGS: Record<string, string> = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  lock_configuration: 'true',
  threads: '1',
  memory_limit: '64MB',
};

const QUERY_NODES = new Set([
  'SELECT_NODE',
  'SET_OPERATION_NODE',
  'RECURSIVE_CTE_NODE',
  'CTE_NODE',
]);
/** FROM items that read only tables, subqueries or literal rows; TABLE_FUNCTION is checked apart. */
const TABLE_REFS = new Set(['BASE_TABLE', 'JOIN', 'SUBQUERY', 'EMPTY', 'EXPRESSION_LIST', 'PIVOT']);
/** A base-table name DuckDB could take for a file, a glob or a URL (a "replacement scan"). */
const FILE_LIKE_NAME = /[./\\:*?~[\]{}]/;
/**
 * DuckDB's own catalogue views (duckdb_databases shows the warehouse's path; all of them list
 * every table in the warehouse, whoever it belongs to) and its PostgreSQL-compatible ones
 * (pg_tables, pg_class…, found without their schema): a dataset reads data, not the catalogue.
 */
const SYSTEM_VIEW = /^(?:duckdb_|pragma_|sqlite_|pg_)/i;
const SYSTEM_SCHEMAS = new Set(['information_schema', 'pg_catalog']);
const SYSTEM_CATALOGS = new Set(['system', 'temp']);

function baseTableRefusal(node: JsonObject, at: number | undefined): SqlRefused | undefined {
  const name = String(node.table_name ?? '');
  const schema = String(node.schema_name ?? '');
  const catalog = String(node.catalog_name ?? '');
  const shown = [catalog, schema, name].filter(Boolean).join('.');
  if (FILE_LIKE_NAME.test(name)) return refuseTableSource(shown, at);
  if (
    SYSTEM_VIEW.test(name) ||
    SYSTEM_SCHEMAS.has(schema.toLowerCase()) ||
    SYSTEM_CATALOGS.has(catalog.toLowerCase())
  )
    return refuseTableSource(shown, at);
  return undefined;
}

const lower = (set: ReadonlySet<string>) => new Set([...set].map((name) => name.toLowerCase()));
const ALLOWED_FUNCTIONS = lower(DUCKDB_ALLOWED_FUNCTIONS);
const ALLOWED_TABLE_FUNCTIONS = lower(DUCKDB_ALLOWED_TABLE_FUNCTIONS);

interface Parser {
  connection: DuckDBConnection;
  serialize: DuckDBPreparedStatement;
}

let parser: Promise<Parser> | undefined;
/** One call at a time on the one prepared statement (bind and run are not atomic). */
let queue: Promise<unknown> = Promise.resolve();

function openParser(): Promise<Parser> {
  parser ??= (async () => {
    // DuckDB refuses to start without a home directory (DESIGN §8).
    process.env.HOME ??= '/tmp';
    // Its native calls take DuckDB's lane like every other (dialects/duckdb/lane.ts).
    const instance = await inDuckdbLane(() => DuckDBInstance.create(':memory:', PARSER_SETTINGS));
    const connection = await inDuckdbLane(() => instance.connect());
    const serialize = await inDuckdbLane(() =>
      connection.prepare('SELECT json_serialize_sql($1::VARCHAR) AS j'),
    );
    return { connection, serialize };
  })();
  parser.catch(() => (parser = undefined));
  return parser;
}

interface Serialized {
  json: JsonObject;
  /** How many statements DuckDB finds, asked only when the text did not serialise as SELECTs. */
  statements?: number;
}

async function statementCount(connection: DuckDBConnection, sql: string): Promise<number> {
  try {
    return (await inDuckdbLane(() => connection.extractStatements(sql))).count;
  } catch {
    return 1;
  }
}

/**
 * The error_type DuckDB's json_serialize_sql gives any statement other than a SELECT (its
 * serializer handles SELECTs only): the check's signal for "not a SELECT", not a missing part.
 */
const DUCKDB_NOT_A_SELECT = 'not implemented';

function serialized(sql: string): Promise<Serialized> {
  const run = queue.then(async (): Promise<Serialized> => {
    const { connection, serialize } = await openParser();
    serialize.clearBindings();
    serialize.bindVarchar(1, sql);
    const reader = await inDuckdbLane(() => serialize.runAndReadAll());
    const text = reader.getRows()[0]?.[0];
    const json: unknown = JSON.parse(String(text));
    if (!isObject(json)) throw new Error('json_serialize_sql returned no object');
    // Only SELECTs serialise: count to tell stacked statements from one of another kind.
    if (json.error_type === DUCKDB_NOT_A_SELECT)
      return { json, statements: await statementCount(connection, sql) };
    return { json };
  });
  queue = run.catch(() => undefined);
  return run;
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));

function refusalOf(sql: string, node: JsonObject): SqlRefused | undefined {
  const at = () => charOffset(sql, num(node.query_location));
  const type = typeof node.type === 'string' ? node.type : '';
  if (!('class' in node)) {
    if (type.endsWith('_NODE') && !QUERY_NODES.has(type))
      return refuse('not_select', at(), `query node ${type}`);
    if ('alias' in node && 'sample' in node) {
      if (type === 'SHOW_REF') return refuse('not_select', at(), 'DESCRIBE or SUMMARIZE');
      if (type === 'TABLE_FUNCTION') {
        const fn = isObject(node.function) ? node.function : {};
        const name = String(fn.function_name ?? '').toLowerCase();
        if (!ALLOWED_TABLE_FUNCTIONS.has(name)) return refuseTableSource(name, at());
      } else if (!TABLE_REFS.has(type)) {
        return refuse('forbidden_table_source', at(), `FROM item ${type}`);
      }
      if (type === 'BASE_TABLE') return baseTableRefusal(node, at());
    }
  }
  if (typeof node.function_name === 'string') {
    const name = node.function_name.toLowerCase();
    if (!ALLOWED_FUNCTIONS.has(name)) return refuseFunction(name, at());
  }
  return undefined;
}

export async function checkDuckDB(
  sql: string,
  options: SqlCheckOptions = {},
): Promise<SqlCheckResult> {
  const { json, statements: count } = await serialized(sql);
  if (json.error === true) {
    const message = String(json.error_message ?? '');
    if (count !== undefined)
      return count > 1 ? refuse('multiple_statements') : refuse('not_select');
    // Refusals DuckDB's parser words itself; the rest are plain syntax errors.
    if (/CTE needs a SELECT/i.test(message))
      return refuse('data_modifying_cte', undefined, message);
    if (/SELECT INTO/i.test(message)) return refuse('select_into', undefined, message);
    if (/locking clause/i.test(message)) return refuse('locking_clause', undefined, message);
    return refuse('syntax', charOffset(sql, num(json.position)), message);
  }
  const statements = Array.isArray(json.statements) ? json.statements : [];
  if (statements.length === 0) return refuse('empty');
  if (statements.length > 1) return refuse('multiple_statements');
  const statement: unknown = statements[0];
  const root = isObject(statement) ? statement.node : undefined;
  if (!isObject(root) || !QUERY_NODES.has(String(root.type))) return refuse('not_select');
  const refused = findRefusal(root, (node) => refusalOf(sql, node));
  if (refused) return refused;
  // On the shared warehouse: only the tables the caller's organisation may read (issue 19).
  if (options.tables) return findForbiddenTable(sql, root, lower(options.tables)) ?? OK;
  return OK;
}
