// SECURITY C4, statements: stacked statements (also behind comments), DDL and DML, data-modifying
// CTEs, MySQL comments the server reads differently from the parser, session and transaction
// control, extensions and databases, locking. See case-helpers.ts for the fields.
import { all, MARKER, one } from './case-helpers.js';
import type { RefusedCase } from './case-helpers.js';

export const REFUSED_STATEMENTS: readonly RefusedCase[] = [
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
