// Legitimate custom SQL that the single-SELECT check must let through, side by side: each runs
// on the fixture's `sales` table (and `managers`) and returns rows on the real database too, so
// a case cannot pass the check while being SQL the database would reject. `rows` is the row
// count the database must answer, the same everywhere.
import type { SqlCheckDialect } from '../../src/index.js';
import { ANALYST_CASES } from './analyst-cases.js';

export interface AllowedCase {
  label: string;
  by: Partial<Record<SqlCheckDialect, string>>;
  rows: number;
}

const all = (sql: string) => ({ duckdb: sql, postgresql: sql, mysql: sql });

export const ALLOWED_CASES: readonly AllowedCase[] = [
  { label: 'a plain SELECT', by: all('SELECT id, region FROM sales'), rows: 12 },
  {
    label: 'a CTE, a join, a subquery, CASE, a window function and UNION ALL',
    by: all(
      `WITH r AS (SELECT region, SUM(qty) AS q FROM sales GROUP BY region)
       SELECT r.region, r.q, m.manager,
              CASE WHEN r.q > 10 THEN 'big' ELSE 'small' END AS size,
              RANK() OVER (ORDER BY r.q DESC) AS rk
       FROM r LEFT JOIN managers m ON m.region = r.region
       WHERE r.region IN (SELECT region FROM sales WHERE qty > 0)
       UNION ALL
       SELECT 'total', SUM(qty), NULL, 'all', 0 FROM sales`,
    ),
    rows: 5,
  },
  {
    label: 'a recursive CTE',
    by: all(
      'WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5) SELECT i FROM n',
    ),
    rows: 5,
  },
  {
    label: 'string literals holding a semicolon, DELETE, comment marks and a doubled quote',
    by: all(
      "SELECT id, 'a;b' AS s, 'DELETE FROM sales; DROP TABLE sales' AS d, 'x -- y /* z */' AS c, 'it''s' AS q FROM sales",
    ),
    rows: 12,
  },
  {
    label: 'quoted identifiers with odd characters',
    by: {
      duckdb: 'SELECT id AS "na""me", region AS "x;y -- z" FROM sales',
      postgresql: 'SELECT id AS "na""me", region AS "x;y -- z" FROM sales',
      mysql: 'SELECT id AS `na``me`, region AS `x;y -- z` FROM `sales`',
    },
    rows: 12,
  },
  {
    label: 'comments before, inside and after, one holding a hostile statement',
    by: {
      duckdb: '/* lead */ SELECT id -- ; DROP TABLE sales\n FROM sales /* ; DELETE FROM sales */',
      postgresql:
        '/* lead */ SELECT id -- ; DROP TABLE sales\n FROM sales /* ; DELETE FROM sales */',
      mysql:
        '/* lead */ SELECT id -- ; DROP TABLE sales\n FROM sales # ; DELETE FROM sales\n /* ; x */',
    },
    rows: 12,
  },
  {
    label: 'a trailing semicolon and whitespace',
    by: all('SELECT id FROM sales ;  \n\t '),
    rows: 12,
  },
  {
    label: 'casts',
    by: {
      duckdb: 'SELECT amount::VARCHAR AS a, CAST(qty AS DOUBLE) AS q FROM sales',
      postgresql: 'SELECT amount::text AS a, CAST(qty AS float8) AS q FROM sales',
      mysql: 'SELECT CAST(amount AS CHAR) AS a, CAST(qty AS DECIMAL(10, 2)) AS q FROM sales',
    },
    rows: 12,
  },
  {
    label: 'names of forbidden functions as plain text',
    by: {
      duckdb: "SELECT 'read_csv' AS a, 'getenv' AS b FROM sales",
      postgresql: "SELECT 'pg_read_file' AS a, 'set_config' AS b FROM sales",
      mysql: "SELECT 'load_file' AS a, 'into outfile' AS b FROM sales",
    },
    rows: 12,
  },
  {
    label: 'sleeping, which the statement timeout bounds',
    by: {
      postgresql: 'SELECT pg_sleep(0) AS s',
      mysql: 'SELECT SLEEP(0) AS s',
    },
    rows: 1,
  },
  {
    label: 'generators in FROM',
    by: {
      duckdb:
        'SELECT * FROM range(3) r, generate_series(1, 2) g WHERE 1 IN (SELECT * FROM unnest([1, 2]))',
      postgresql: 'SELECT * FROM generate_series(1, 3) g, unnest(ARRAY[1, 2]) u',
    },
    rows: 6,
  },
  {
    label: 'DuckDB SELECT * EXCLUDE and QUALIFY',
    by: {
      duckdb:
        'SELECT * EXCLUDE (note) FROM sales QUALIFY row_number() OVER (PARTITION BY region ORDER BY id) = 1',
    },
    rows: 4,
  },
  { label: 'DuckDB FROM first', by: { duckdb: 'FROM sales SELECT id' }, rows: 12 },
  {
    label: 'VALUES and TABLE',
    by: { duckdb: "VALUES (1, 'a'), (2, 'b')", postgresql: "VALUES (1, 'a'), (2, 'b')" },
    rows: 2,
  },
  {
    label: 'MySQL backticks, LIMIT offset, count and a backslash escape',
    by: {
      mysql:
        "SELECT `s`.`id`, IFNULL(`note`, 'it\\'s') AS n FROM `sales` AS `s` ORDER BY `id` LIMIT 2, 3",
    },
    rows: 3,
  },
  {
    label: 'MySQL minus signs apart, not a comment',
    by: { mysql: 'SELECT 1 - -1 AS two, id FROM sales' },
    rows: 12,
  },
  ...ANALYST_CASES,
];
