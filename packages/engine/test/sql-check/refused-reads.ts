// SECURITY C4, reads and calls inside a SELECT: server files, programs, other servers, settings,
// sequences, session locks, SQL run from text, DuckDB table functions and catalogue views.
// See case-helpers.ts for the fields.
import { MARKER, one } from './case-helpers.js';
import type { RefusedCase } from './case-helpers.js';

export const REFUSED_READS: readonly RefusedCase[] = [
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
];
