// SECURITY C4 on DuckDB (the warehouse, which may run custom SQL later): functions off the
// allow-list in every spelling DuckDB's parser accepts (any case, quoted, qualified, method
// syntax), table functions other than the generators, and the catalogue views and schemas are
// refused. Analysts' queries are in analyst-cases.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSingleSelect } from '../src/index.js';

const check = (sql: string) => checkSingleSelect(sql, 'duckdb');
const RUNS = { numRuns: 150 };

const FORBIDDEN = [
  { name: 'getenv', arg: "'HOME'" },
  { name: 'current_setting', arg: "'home_directory'" },
  { name: 'nextval', arg: "'seq'" },
  { name: 'getvariable', arg: "'x'" },
  { name: 'write_log', arg: "'x'" },
  { name: 'json_serialize_plan', arg: "'SELECT 1'" },
  { name: 'version', arg: '' },
];

const call = (f: { name: string; arg: string }) =>
  fc.oneof(
    fc.constantFrom(f.name, f.name.toUpperCase()).map((name) => `${name}(${f.arg})`),
    fc.constant(`"${f.name}"(${f.arg})`),
    fc.constant(`system.main.${f.name}(${f.arg})`),
    fc.constant(`main.${f.name}(${f.arg})`),
    ...(f.arg ? [fc.constant(`(${f.arg}).${f.name}()`)] : []),
  );

const PLACES = [
  'SELECT {X} AS v',
  'SELECT id FROM sales WHERE {X} IS NOT NULL',
  'WITH c AS (SELECT {X} AS v) SELECT v FROM c',
  "SELECT CASE WHEN id > 0 THEN {X} ELSE 'none' END AS v FROM sales",
  'SELECT id FROM sales ORDER BY {X}',
  'SELECT list_transform([1, 2], x -> {X}) AS v',
  'SELECT sum(qty) OVER (PARTITION BY {X}) AS v FROM sales',
  'FROM sales SELECT {X}',
  'SELECT * FROM sales QUALIFY {X} IS NULL',
];

describe('duckdb: every spelling of a function off the allow-list is refused (SECURITY C4)', () => {
  it('refuses the call in any spelling and place, naming the function', async () => {
    const cases = fc
      .constantFrom(...FORBIDDEN)
      .chain((f) =>
        fc
          .tuple(call(f), fc.constantFrom(...PLACES))
          .map(([text, place]) => ({ f, sql: place.replace('{X}', () => text) })),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ({ f, sql }) => {
        const result = await check(sql);
        expect(result, sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
        expect(result.ok ? '' : result.subject, sql).toBe(f.name);
      }),
      RUNS,
    );
  });

  it('refuses table functions that read files, other databases or the catalogue', async () => {
    for (const sql of [
      "SELECT * FROM READ_CSV('/etc/passwd')",
      'SELECT * FROM "read_text"(\'/etc/passwd\')',
      "SELECT * FROM sniff_csv('/etc/passwd')",
      "SELECT * FROM parquet_metadata('/tmp/x.parquet')",
      "SELECT * FROM sales, LATERAL glob('/etc/*')",
      'SELECT * FROM system.main.duckdb_tables()',
      'SELECT * FROM duckdb_settings()',
      "SELECT * FROM query_table('sales')",
    ])
      expect(await check(sql), sql).toMatchObject({ ok: false, reason: 'forbidden_table_source' });
  });

  it('refuses the catalogue views and the system and temp catalogues', async () => {
    for (const sql of [
      'SELECT * FROM duckdb_tables',
      'SELECT * FROM DUCKDB_DATABASES',
      'SELECT * FROM pg_tables',
      'SELECT * FROM pg_catalog.pg_class',
      'SELECT * FROM information_schema.columns',
      'SELECT * FROM system.main.sales',
      'SELECT * FROM temp.main.scratch',
      'SELECT * FROM sales WHERE EXISTS (SELECT 1 FROM duckdb_views)',
    ])
      expect(await check(sql), sql).toMatchObject({ ok: false, reason: 'forbidden_table_source' });
  });

  it('lets generators, list lambdas and method calls of allowed functions through', async () => {
    for (const sql of [
      'SELECT * FROM range(3) r, generate_series(1, 2) g',
      'SELECT list_transform([1, 2], x -> x * 2) AS l, region.upper() AS r FROM sales',
      "SELECT strftime(order_ts, '%Y') AS y, date_diff('day', order_ts, now()) AS d FROM sales",
      "SELECT regexp_matches(product, '^a') AS m, product SIMILAR TO 'a.*' AS s FROM sales",
    ])
      expect(await check(sql), sql).toEqual({ ok: true });
  });
});
