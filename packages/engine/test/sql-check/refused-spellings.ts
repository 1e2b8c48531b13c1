// SECURITY C4, the spellings a deny-list of function names missed (issue 18): PostgreSQL's
// attribute notation, a FROM function's column that is really a call, ROWS FROM, casts whose
// input functions read the catalogue, operators of other schemas; and the system catalogues
// of every dialect. Most of these run on the test servers' superuser logins (`runsAnyway`):
// there the allow-lists of the check are the only line. See case-helpers.ts for the fields.
import { one } from './case-helpers.js';
import type { RefusedCase } from './case-helpers.js';

export const REFUSED_SPELLINGS: readonly RefusedCase[] = [
  {
    label: 'pg_read_file in attribute notation, (x).f',
    by: { postgresql: one("SELECT ('/etc/passwd').pg_read_file AS f", 'forbidden_function') },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'pg_read_file as the "column" of a FROM function, alias.f',
    by: {
      postgresql: one(
        "SELECT t.pg_read_file AS f FROM unnest(ARRAY['/etc/passwd']) t",
        'forbidden_function',
      ),
    },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'pg_ls_dir in ROWS FROM',
    by: { postgresql: one("SELECT * FROM ROWS FROM (pg_ls_dir('.')) AS f", 'forbidden_function') },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'current_setting reading the data directory, quoted and schema-qualified',
    by: {
      postgresql: one(
        'SELECT "pg_catalog"."current_setting"(\'data_directory\') AS d',
        'forbidden_function',
      ),
    },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'a regclass cast looking a catalogue name up',
    by: { postgresql: one("SELECT 'pg_authid'::regclass::oid AS o", 'forbidden_function') },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'an operator of another schema',
    by: { postgresql: one('SELECT 1 OPERATOR(public.+) 2 AS x', 'forbidden_function') },
  },
  {
    label: 'a harmless function that is simply not on the list',
    by: {
      duckdb: one('SELECT version() AS v', 'forbidden_function'),
      postgresql: one('SELECT version() AS v', 'forbidden_function'),
      mysql: one('SELECT VERSION() AS v', 'forbidden_function'),
    },
    runsAnyway: ['duckdb', 'postgresql', 'mysql'],
  },
  {
    label: 'pg_authid, unqualified (pg_catalog is searched first)',
    by: { postgresql: one('SELECT rolname, rolpassword FROM pg_authid', 'forbidden_table_source') },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'pg_shadow, quoted and qualified',
    by: {
      postgresql: one('SELECT * FROM "pg_catalog"."pg_shadow"', 'forbidden_table_source'),
    },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'pg_stat_activity in a subquery',
    by: {
      postgresql: one(
        'SELECT count(*) AS n FROM sales WHERE EXISTS (SELECT 1 FROM pg_stat_activity)',
        'forbidden_table_source',
      ),
    },
    runsAnyway: ['postgresql'],
  },
  {
    label: 'information_schema listing the tables',
    by: {
      postgresql: one('SELECT table_name FROM information_schema.tables', 'forbidden_table_source'),
      mysql: one('SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES', 'forbidden_table_source'),
    },
    runsAnyway: ['postgresql', 'mysql'],
  },
  {
    label: "MySQL's account table with its password hashes",
    by: { mysql: one('SELECT User, Password FROM `mysql`.`user`', 'forbidden_table_source') },
    runsAnyway: ['mysql'],
  },
  {
    label: 'a MySQL system variable naming the data directory',
    by: { mysql: one('SELECT @@datadir AS d', 'forbidden_function') },
    runsAnyway: ['mysql'],
  },
  {
    label: 'a MySQL user variable assigned on the pooled session',
    by: { mysql: one('SELECT @tessera := 1 AS x', 'forbidden_function') },
    runsAnyway: ['mysql'],
  },
  {
    label: "DuckDB's PostgreSQL-compatible catalogue, unqualified",
    by: { duckdb: one('SELECT * FROM pg_tables', 'forbidden_table_source') },
    runsAnyway: ['duckdb'],
  },
  {
    label: 'a DuckDB table function that is not a generator',
    by: { duckdb: one("SELECT * FROM sniff_csv('/etc/passwd')", 'forbidden_table_source') },
  },
];
