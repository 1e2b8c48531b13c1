// SECURITY C4 side by side: each hostile custom SQL, written for each dialect that has such a
// statement, with the reason the single-SELECT check gives. A statement one dialect's grammar
// does not know is still listed there when a user could paste it (it is refused as syntax).
// `runsAnyway` names the dialects where the read-only execution would run the statement on
// the test servers' privileged logins: there the check is the only line (see the
// defence-in-depth test). `noRun` marks statements no test may run against a shared server.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlCheckDialect, SqlRefusal } from '../../src/index.js';

type D = SqlCheckDialect;

export interface RefusedCase {
  label: string;
  by: Partial<Record<D, { sql: string; reason: SqlRefusal }>>;
  runsAnyway?: readonly D[];
  noRun?: boolean;
}

/** A path prefix no statement may ever create a file under (checked after each run). */
export const MARKER = join(tmpdir(), `tessera-sqlcheck-${process.pid}`);

const all = (sql: string, reason: SqlRefusal) => ({
  duckdb: { sql, reason },
  postgresql: { sql, reason },
  mysql: { sql, reason },
});
const one = (sql: string, reason: SqlRefusal) => ({ sql, reason });

export const REFUSED_CASES: readonly RefusedCase[] = [
  // Stacked statements, plain and hidden behind comments.
  {
    label: 'stacked statements',
    by: all('SELECT 1 AS one; DROP TABLE sales', 'multiple_statements'),
  },
  { label: 'two SELECTs', by: all('SELECT 1 AS one; SELECT 2 AS two', 'multiple_statements') },
  {
    label: 'a semicolon in a block comment, then a real one',
    by: all('SELECT 1 AS one /* ; */ ; DELETE FROM sales', 'multiple_statements'),
  },
  {
    label: 'a line comment, then a second statement on the next line',
    by: all('SELECT 1 AS one -- harmless\n; DELETE FROM sales', 'multiple_statements'),
  },
  {
    label: 'a MySQL # comment, then a second statement on the next line',
    by: { mysql: one('SELECT 1 AS one # harmless\n; DELETE FROM sales', 'multiple_statements') },
  },
  // DDL and DML.
  { label: 'DROP TABLE', by: all('DROP TABLE sales', 'not_select') },
  { label: 'CREATE TABLE', by: all('CREATE TABLE sneaky (x INT)', 'not_select') },
  { label: 'CREATE TABLE AS', by: all('CREATE TABLE sneaky AS SELECT * FROM sales', 'not_select') },
  { label: 'ALTER TABLE', by: all('ALTER TABLE sales ADD COLUMN y INT', 'not_select') },
  { label: 'TRUNCATE', by: all('TRUNCATE TABLE sales', 'not_select') },
  { label: 'DELETE', by: all('DELETE FROM sales', 'not_select') },
  { label: 'UPDATE', by: all('UPDATE sales SET qty = 0', 'not_select') },
  { label: 'INSERT', by: all("INSERT INTO sales (id, region) VALUES (99, 'x')", 'not_select') },
  { label: 'INSERT … SELECT', by: all('INSERT INTO sales SELECT * FROM sales', 'not_select') },
  { label: 'WITH … DELETE', by: all('WITH d AS (SELECT 1 AS a) DELETE FROM sales', 'not_select') },
  {
    label: 'a data-modifying CTE under a SELECT',
    by: {
      duckdb: one(
        'WITH d AS (DELETE FROM sales RETURNING id) SELECT count(*) AS n FROM d',
        'data_modifying_cte',
      ),
      postgresql: one(
        'WITH d AS (DELETE FROM sales RETURNING id) SELECT count(*) AS n FROM d',
        'data_modifying_cte',
      ),
      mysql: one(
        'WITH d AS (DELETE FROM sales RETURNING id) SELECT count(*) AS n FROM d',
        'syntax',
      ),
    },
  },
  {
    label: 'a data-modifying CTE nested in a subquery',
    by: {
      postgresql: one(
        'SELECT * FROM (SELECT 1 AS a) x WHERE a IN (WITH u AS (UPDATE sales SET qty = 0 RETURNING id) SELECT id FROM u)',
        'data_modifying_cte',
      ),
    },
  },
  // MySQL comments the server reads differently from the parser.
  {
    label: 'a MySQL executable comment',
    by: {
      mysql: one(
        "SELECT 1 AS one /*!50000 , LOAD_FILE('/etc/passwd') AS f */",
        'executable_comment',
      ),
    },
    runsAnyway: ['mysql'],
  },
  {
    label: 'a MariaDB executable comment',
    by: { mysql: one('SELECT 1 AS one /*M!100000 , 2 AS two */', 'executable_comment') },
    runsAnyway: ['mysql'],
  },
  {
    label: 'a MySQL optimizer hint',
    by: { mysql: one('SELECT /*+ MAX_EXECUTION_TIME(0) */ 1 AS one', 'executable_comment') },
    runsAnyway: ['mysql'],
  },
  {
    label: 'a MySQL "--" without a space, which is two minus signs to the server',
    by: { mysql: one("SELECT 1 --1, LOAD_FILE('/etc/passwd') AS f\n", 'ambiguous_syntax') },
    runsAnyway: ['mysql'],
  },
  // Files, programs, other databases, extensions.
  {
    label: 'COPY … PROGRAM and COPY to a file',
    by: {
      duckdb: one(`COPY sales TO '${MARKER}-copy.csv'`, 'not_select'),
      postgresql: one(`COPY (SELECT 1) TO PROGRAM 'touch ${MARKER}-program'`, 'not_select'),
      mysql: one(`COPY (SELECT 1) TO PROGRAM 'touch ${MARKER}-program'`, 'syntax'),
    },
  },
  {
    label: 'EXPORT DATABASE',
    by: { duckdb: one(`EXPORT DATABASE '${MARKER}-export'`, 'not_select') },
  },
  {
    label: 'pg_read_file',
    by: { postgresql: one("SELECT pg_read_file('/etc/passwd') AS f", 'forbidden_function') },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'pg_read_file schema-qualified, quoted and upper-cased, deep in a lateral join in a CTE',
    by: {
      postgresql: one(
        'WITH c AS (SELECT s.id, f.x FROM sales s CROSS JOIN LATERAL (SELECT PG_CATALOG."pg_read_file"(\'/etc/passwd\') AS x) f) SELECT count(*) AS n FROM c',
        'forbidden_function',
      ),
    },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'pg_read_binary_file in a WHERE',
    by: {
      postgresql: one(
        "SELECT id FROM sales WHERE length(pg_read_binary_file('/etc/passwd')) > 0",
        'forbidden_function',
      ),
    },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'pg_ls_dir',
    by: { postgresql: one("SELECT * FROM pg_ls_dir('.') AS f", 'forbidden_function') },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'lo_import',
    by: { postgresql: one("SELECT lo_import('/etc/passwd') AS o", 'forbidden_function') },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'lo_get of lo_import (a server file into a large object, read back)',
    by: {
      postgresql: one(
        "SELECT convert_from(lo_get(lo_import('/etc/passwd')), 'UTF8') AS f",
        'forbidden_function',
      ),
    },
  },
  {
    label: 'query_to_xml running its text',
    by: {
      postgresql: one(
        "SELECT query_to_xml('DELETE FROM sales RETURNING id', true, true, '') AS x",
        'forbidden_function',
      ),
    },
  },
  {
    label: 'set_config',
    by: {
      postgresql: one(
        "SELECT set_config('default_transaction_read_only', 'off', false) AS v",
        'forbidden_function',
      ),
    },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'an advisory lock held by the pooled session',
    by: { postgresql: one('SELECT pg_advisory_lock(42) AS l', 'forbidden_function') },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'pg_terminate_backend',
    by: {
      postgresql: one('SELECT pg_terminate_backend(pg_backend_pid()) AS t', 'forbidden_function'),
    },
    noRun: true,
  },
  {
    label: 'pg_reload_conf',
    by: { postgresql: one('SELECT pg_reload_conf() AS r', 'forbidden_function') },
    noRun: true,
  },
  {
    label: 'dblink',
    by: {
      postgresql: one(
        "SELECT * FROM dblink('dbname=postgres', 'DROP TABLE sales') AS t(x text)",
        'forbidden_function',
      ),
    },
  },
  {
    label: 'nextval',
    by: {
      duckdb: one("SELECT nextval('seq') AS n", 'forbidden_function'),
      postgresql: one("SELECT nextval('seq') AS n", 'forbidden_function'),
    },
  },
  {
    label: 'LOAD_FILE',
    by: { mysql: one("SELECT LOAD_FILE('/etc/passwd') AS f", 'forbidden_function') },
    runsAnyway: ['mysql'],
  },
  {
    label: 'LOAD_FILE in lower case with a comment before its parenthesis, in a subquery',
    by: {
      mysql: one(
        "SELECT id FROM sales WHERE id = (SELECT length(load_file /* x */ ('/etc/passwd')))",
        'forbidden_function',
      ),
    },
    runsAnyway: ['mysql'],
  },
  {
    label: 'BENCHMARK',
    by: { mysql: one("SELECT BENCHMARK(10, MD5('x')) AS b", 'forbidden_function') },
    runsAnyway: ['mysql'],
  },
  {
    label: 'a named lock held by the pooled session',
    by: { mysql: one("SELECT GET_LOCK('tessera', 0) AS l", 'forbidden_function') },
    runsAnyway: ['mysql'],
  },
  {
    label: 'INTO OUTFILE',
    by: {
      mysql: one(`SELECT id FROM sales INTO OUTFILE '${MARKER}-outfile'`, 'select_into'),
    },
  },
  {
    label: 'INTO DUMPFILE before FROM',
    by: {
      mysql: one(`SELECT id INTO DUMPFILE '${MARKER}-dumpfile' FROM sales LIMIT 1`, 'select_into'),
    },
  },
  {
    label: 'SELECT … INTO a table or a variable',
    by: {
      duckdb: one('SELECT * INTO copied FROM sales', 'select_into'),
      postgresql: one('SELECT * INTO copied FROM sales', 'select_into'),
      mysql: one('SELECT id FROM sales LIMIT 1 INTO @x', 'select_into'),
    },
  },
  {
    label: 'read_csv on a server file',
    by: { duckdb: one("SELECT * FROM read_csv('/etc/passwd')", 'forbidden_table_source') },
  },
  {
    label: 'read_text joined to a table',
    by: { duckdb: one("SELECT * FROM sales, read_text('/etc/passwd')", 'forbidden_table_source') },
  },
  {
    label: 'read_blob in a subquery in a CTE',
    by: {
      duckdb: one(
        "WITH f AS (SELECT * FROM (SELECT content FROM read_blob('/etc/passwd'))) SELECT * FROM f",
        'forbidden_table_source',
      ),
    },
  },
  { label: 'glob', by: { duckdb: one("SELECT * FROM glob('/etc/*')", 'forbidden_table_source') } },
  {
    label: 'a file path as a table name',
    by: { duckdb: one("SELECT * FROM '/etc/passwd'", 'forbidden_table_source') },
  },
  {
    label: 'a CSV file as a quoted table name',
    by: { duckdb: one('SELECT * FROM "sales.csv"', 'forbidden_table_source') },
  },
  {
    label: 'the query table function running its text',
    by: { duckdb: one("SELECT * FROM query('SELECT 1')", 'forbidden_table_source') },
    runsAnyway: ['duckdb'],
  },
  {
    label: 'duckdb_settings',
    by: { duckdb: one('SELECT * FROM duckdb_settings()', 'forbidden_table_source') },
    runsAnyway: ['duckdb'],
  },
  {
    label: 'a catalogue view that shows the warehouse path',
    by: { duckdb: one('SELECT path FROM duckdb_databases', 'forbidden_table_source') },
    runsAnyway: ['duckdb'],
  },
  {
    label: 'information_schema listing every table in the warehouse',
    by: {
      duckdb: one('SELECT table_name FROM information_schema.tables', 'forbidden_table_source'),
    },
    runsAnyway: ['duckdb'],
  },
  {
    label: 'DESCRIBE',
    by: { duckdb: one('DESCRIBE sales', 'not_select') },
    runsAnyway: ['duckdb'],
  },
  {
    label: 'ATTACH',
    by: {
      duckdb: one(`ATTACH '${MARKER}-attached.duckdb' AS other`, 'not_select'),
      postgresql: one(`ATTACH '${MARKER}-attached.duckdb' AS other`, 'syntax'),
      mysql: one(`ATTACH '${MARKER}-attached.duckdb' AS other`, 'syntax'),
    },
  },
  {
    label: 'INSTALL and LOAD',
    by: {
      duckdb: one('INSTALL httpfs', 'not_select'),
      postgresql: one('LOAD httpfs', 'syntax'),
      mysql: one('INSTALL httpfs', 'syntax'),
    },
  },
  { label: 'LOAD', by: { duckdb: one('LOAD httpfs', 'not_select') } },
  {
    label: 'SET',
    by: {
      duckdb: one('SET threads = 1', 'not_select'),
      postgresql: one('SET statement_timeout = 0', 'not_select'),
      mysql: one('SET SESSION max_statement_time = 0', 'not_select'),
    },
  },
  {
    label: 'getenv',
    by: { duckdb: one("SELECT getenv('HOME') AS h", 'forbidden_function') },
  },
  {
    label: 'current_setting on DuckDB',
    by: { duckdb: one("SELECT current_setting('home_directory') AS h", 'forbidden_function') },
    runsAnyway: ['duckdb'],
  },
  {
    label: 'PRAGMA',
    by: {
      duckdb: one('PRAGMA enable_profiling', 'not_select'),
      postgresql: one('PRAGMA enable_profiling', 'syntax'),
      mysql: one('PRAGMA enable_profiling', 'syntax'),
    },
  },
  {
    label: 'CALL',
    by: {
      duckdb: one('CALL pragma_version()', 'not_select'),
      postgresql: one('CALL tessera_nothing()', 'not_select'),
      mysql: one('CALL tessera_nothing()', 'not_select'),
    },
  },
  {
    label: 'EXPLAIN ANALYZE DELETE',
    by: {
      duckdb: one('EXPLAIN ANALYZE DELETE FROM sales', 'not_select'),
      postgresql: one('EXPLAIN ANALYZE DELETE FROM sales', 'not_select'),
      mysql: one('EXPLAIN ANALYZE DELETE FROM sales', 'syntax'),
    },
  },
  { label: 'EXPLAIN', by: all('EXPLAIN SELECT 1', 'not_select'), runsAnyway: ['mysql'] },
  { label: 'BEGIN', by: all('BEGIN', 'not_select') },
  { label: 'START TRANSACTION', by: all('START TRANSACTION', 'not_select') },
  { label: 'COMMIT', by: all('COMMIT', 'not_select') },
  { label: 'ROLLBACK', by: all('ROLLBACK', 'not_select') },
  { label: 'CHECKPOINT', by: { duckdb: one('CHECKPOINT', 'not_select') } },
  {
    label: 'a DO block',
    by: { postgresql: one('DO $$ BEGIN DELETE FROM sales; END $$', 'not_select') },
  },
  {
    label: 'LOCK TABLE',
    by: {
      duckdb: one('LOCK TABLE sales', 'syntax'),
      postgresql: one('LOCK TABLE sales', 'not_select'),
      mysql: one('LOCK TABLES sales READ', 'not_select'),
    },
  },
  { label: 'FOR UPDATE', by: all('SELECT id FROM sales FOR UPDATE', 'locking_clause') },
  {
    label: 'a locking read in a subquery',
    by: {
      postgresql: one('SELECT * FROM (SELECT id FROM sales FOR SHARE) x', 'locking_clause'),
      mysql: one('SELECT id FROM sales LOCK IN SHARE MODE', 'locking_clause'),
    },
    runsAnyway: ['mysql'],
  },
];
