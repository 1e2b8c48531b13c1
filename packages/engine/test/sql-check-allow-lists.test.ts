// The allow-lists of the custom SQL check (SECURITY C4) checked against the databases' own
// catalogues: every allowed PostgreSQL function, type and operator exists in pg_catalog (or is
// one of the newer versions' names listed below), none of the allowed functions is one that
// PostgreSQL itself withholds from ordinary users (pg_read_file, lo_import… are revoked from
// PUBLIC), the generated list of one-argument functions covers the server's, and every allowed
// DuckDB function is one DuckDB has while none of the reviewed exclusions slipped in.
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUCKDB_ALLOWED_FUNCTIONS,
  DUCKDB_ALLOWED_TABLE_FUNCTIONS,
} from '../src/sql-check/allowed-functions/duckdb.js';
import { POSTGRESQL_ONE_ARGUMENT_FUNCTIONS } from '../src/sql-check/allowed-functions/postgresql-catalogue.js';
import {
  POSTGRESQL_ALLOWED_FUNCTIONS,
  POSTGRESQL_ALLOWED_OPERATORS,
  POSTGRESQL_ALLOWED_TYPES,
} from '../src/sql-check/allowed-functions/postgresql.js';
import { PG, serviceAvailable } from './support/databases.js';

/** Allowed names PostgreSQL 16 to 18 added (the test servers run 15). */
const NEWER_THAN_15 = new Set(
  `random_normal erf erfc to_bin to_oct casefold date_add date_subtract uuidv4 uuidv7 system_user
   json_agg_strict jsonb_agg_strict json_object_agg_strict json_object_agg_unique
   json_object_agg_unique_strict jsonb_object_agg_strict jsonb_object_agg_unique
   jsonb_object_agg_unique_strict any_value json_table array_sample array_shuffle array_reverse
   array_sort`.split(/\s+/),
);

describe.runIf(await serviceAvailable('postgresql'))(
  'postgresql: the allow-lists against pg_catalog',
  () => {
    let client: pg.Client;
    beforeAll(async () => {
      client = new pg.Client({ ...PG, database: 'postgres' });
      await client.connect();
    });
    afterAll(() => client?.end());

    const names = (sql: string, values: unknown[]) =>
      client.query<{ n: string }>(sql, values).then((r) => r.rows.map((row) => row.n));

    it('lists only functions pg_catalog has (or a newer PostgreSQL added)', async () => {
      const missing = await names(
        `SELECT n FROM unnest($1::text[]) n WHERE NOT EXISTS
           (SELECT 1 FROM pg_proc WHERE proname = n AND pronamespace = 'pg_catalog'::regnamespace)`,
        [[...POSTGRESQL_ALLOWED_FUNCTIONS]],
      );
      expect(missing.filter((n) => !NEWER_THAN_15.has(n))).toEqual([]);
    });

    it('allows no function PostgreSQL withholds from ordinary users', async () => {
      // A NULL acl means the default, EXECUTE for PUBLIC; `=X/` in an acl is PUBLIC's grant.
      const restricted = await names(
        `SELECT DISTINCT proname AS n FROM pg_proc
         WHERE proname = ANY($1) AND pronamespace = 'pg_catalog'::regnamespace
           AND proacl IS NOT NULL AND NOT EXISTS
             (SELECT 1 FROM unnest(proacl) a WHERE a::text LIKE '=%X%')`,
        [[...POSTGRESQL_ALLOWED_FUNCTIONS]],
      );
      expect(restricted).toEqual([]);
      // The check is meaningful: the functions the issue is about are withheld.
      const known = await names(
        `SELECT DISTINCT proname AS n FROM pg_proc
         WHERE proname IN ('pg_read_file', 'pg_ls_dir', 'lo_import') AND NOT EXISTS
           (SELECT 1 FROM unnest(proacl) a WHERE a::text LIKE '=%X%')`,
        [],
      );
      expect(known.sort()).toEqual(['lo_import', 'pg_ls_dir', 'pg_read_file']);
    });

    it('lists only ordinary types: each resolves, none reads the catalogue or is a pseudo-type', async () => {
      const { rows } = await client.query<{ n: string; t: string | null; category: string }>(
        `SELECT n, to_regtype(n)::text AS t, t.typcategory AS category
         FROM unnest($1::text[]) n LEFT JOIN pg_type t ON t.oid = to_regtype(n)`,
        [[...POSTGRESQL_ALLOWED_TYPES]],
      );
      for (const row of rows) {
        expect(row.t, row.n).not.toBeNull();
        expect(row.t ?? '', row.n).not.toMatch(/^reg|^pg_|snapshot/);
        expect(row.category, row.n).not.toBe('P');
      }
    });

    it('lists only operators pg_catalog defines', async () => {
      const missing = await names(
        `SELECT n FROM unnest($1::text[]) n WHERE NOT EXISTS
           (SELECT 1 FROM pg_operator WHERE oprname = n
              AND oprnamespace = 'pg_catalog'::regnamespace)`,
        [[...POSTGRESQL_ALLOWED_OPERATORS]],
      );
      expect(missing).toEqual([]);
    });

    it("covers every one-argument function of the server's pg_catalog in the generated list", async () => {
      const oneArgument = await names(
        `SELECT DISTINCT proname AS n FROM pg_proc
         WHERE pronamespace = 'pg_catalog'::regnamespace AND pronargs >= 1
           AND pronargs - pronargdefaults <= 1 AND proname NOT LIKE 'pg\\_%'`,
        [],
      );
      expect(oneArgument.length).toBeGreaterThan(500);
      expect(oneArgument.filter((n) => !POSTGRESQL_ONE_ARGUMENT_FUNCTIONS.has(n))).toEqual([]);
    });
  },
);

describe('duckdb: the allow-lists against duckdb_functions()', () => {
  /** Every function name DuckDB has, and the names of its table functions. */
  let known: Set<string>;
  let tableFunctions: Set<string>;
  beforeAll(async () => {
    process.env.HOME ??= '/tmp';
    const instance = await DuckDBInstance.create(':memory:', { enable_external_access: 'false' });
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll(
      'SELECT DISTINCT lower(function_name), function_type FROM duckdb_functions()',
    );
    const rows = reader.getRows().map(([name, type]) => [String(name), String(type)] as const);
    known = new Set(rows.map(([name]) => name));
    tableFunctions = new Set(rows.filter(([, type]) => type === 'table').map(([name]) => name));
    connection.closeSync();
  });

  it('lists only functions DuckDB has (unnest and unlist are the binder’s own)', () => {
    const missing = [...DUCKDB_ALLOWED_FUNCTIONS]
      .map((name) => name.toLowerCase())
      .filter((name) => !known.has(name) && name !== 'unnest' && name !== 'unlist');
    expect(missing).toEqual([]);
  });

  it('leaves off the reviewed exclusions and every table function but the generators', () => {
    const allowed = new Set([...DUCKDB_ALLOWED_FUNCTIONS].map((name) => name.toLowerCase()));
    for (const name of [
      'current_setting',
      'getvariable',
      'nextval',
      'currval',
      'setseed',
      'write_log',
      'json_serialize_plan',
      'current_query',
      'version',
      'sleep_ms',
    ])
      expect(allowed.has(name), name).toBe(false);
    expect(tableFunctions.has('read_csv')).toBe(true);
    expect([...tableFunctions].filter((n) => DUCKDB_ALLOWED_TABLE_FUNCTIONS.has(n)).sort()).toEqual(
      ['generate_series', 'range', 'unnest'],
    );
  });
});
