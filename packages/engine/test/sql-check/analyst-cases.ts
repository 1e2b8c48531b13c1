// The SQL analysts write, side by side per dialect: what the allow-lists of functions and
// relations must keep letting through (dates, strings, aggregates, windows, JSON, casts,
// joins, subqueries, UNION). Each runs on the fixture's `sales` and `managers` tables and the
// real database must answer `rows` rows (see allowed-cases.ts).
import type { AllowedCase } from './allowed-cases.js';

export const ANALYST_CASES: readonly AllowedCase[] = [
  {
    label: 'date_trunc, extract and to_char grouped by month with a date filter',
    by: {
      postgresql: `SELECT date_trunc('month', order_ts) AS m, extract(year FROM order_ts) AS y,
                          to_char(order_ts, 'YYYY-MM') AS ym, count(*) AS n
                   FROM sales WHERE order_ts >= DATE '2024-01-01' GROUP BY 1, 2, 3 ORDER BY 1`,
      duckdb: `SELECT date_trunc('month', order_ts) AS m, extract(year FROM order_ts) AS y,
                      strftime(order_ts, '%Y-%m') AS ym, count(*) AS n
               FROM sales WHERE order_ts >= DATE '2024-01-01' GROUP BY 1, 2, 3 ORDER BY 1`,
      mysql: `SELECT DATE_FORMAT(order_ts, '%Y-%m-01') AS m, EXTRACT(YEAR FROM order_ts) AS y,
                     DATE_FORMAT(order_ts, '%Y-%m') AS ym, COUNT(*) AS n
              FROM sales WHERE order_ts >= '2024-01-01' GROUP BY 1, 2, 3 ORDER BY 1`,
    },
    rows: 7,
  },
  {
    label: 'string functions, COALESCE, CASE, LIKE, ILIKE and an IN list',
    by: {
      postgresql: `SELECT upper(region) AS r, lower(product) AS p, coalesce(note, '-') AS n,
                          length(coalesce(note, '')) AS l, substring(product FROM 1 FOR 2) AS s,
                          trim(both ' ' FROM region) AS t, replace(product, 'p', 'P') AS rp,
                          concat(region, '/', product) AS c, split_part(product, 'p', 1) AS sp,
                          CASE WHEN qty > 4 THEN 'big' ELSE 'small' END AS size
                   FROM sales
                   WHERE region IN ('east', 'west') AND (product LIKE 'a%' OR note ILIKE '%GIFT%')`,
      duckdb: `SELECT upper(region) AS r, lower(product) AS p, coalesce(note, '-') AS n,
                      length(coalesce(note, '')) AS l, substring(product, 1, 2) AS s,
                      trim(region) AS t, replace(product, 'p', 'P') AS rp,
                      concat(region, '/', product) AS c, split_part(product, 'p', 1) AS sp,
                      CASE WHEN qty > 4 THEN 'big' ELSE 'small' END AS size
               FROM sales
               WHERE region IN ('east', 'west') AND (product LIKE 'a%' OR note ILIKE '%GIFT%')`,
      mysql: `SELECT UPPER(region) AS r, LOWER(product) AS p, IFNULL(note, '-') AS n,
                     CHAR_LENGTH(COALESCE(note, '')) AS l, SUBSTRING(product, 1, 2) AS s,
                     TRIM(region) AS t, REPLACE(product, 'p', 'P') AS rp,
                     CONCAT(region, '/', product) AS c, SUBSTRING_INDEX(product, 'p', 1) AS sp,
                     CASE WHEN qty > 4 THEN 'big' ELSE 'small' END AS size
              FROM sales
              WHERE region IN ('east', 'west') AND (product LIKE 'a%' OR LOWER(note) LIKE '%gift%')`,
    },
    rows: 4,
  },
  {
    label: 'count distinct, sum, avg, min, max, a median and a string aggregate per group',
    by: {
      postgresql: `SELECT region, count(DISTINCT product) AS products, sum(qty) AS q,
                          avg(amount) AS a, min(order_ts) AS first, max(amount) AS top,
                          percentile_cont(0.5) WITHIN GROUP (ORDER BY amount) AS median,
                          string_agg(product, ',' ORDER BY id) AS list
                   FROM sales GROUP BY region HAVING sum(qty) > 0 ORDER BY region`,
      duckdb: `SELECT region, count(DISTINCT product) AS products, sum(qty) AS q,
                      avg(amount) AS a, min(order_ts) AS first, max(amount) AS top,
                      percentile_cont(0.5) WITHIN GROUP (ORDER BY amount) AS median,
                      string_agg(product, ',' ORDER BY id) AS list
               FROM sales GROUP BY region HAVING sum(qty) > 0 ORDER BY region`,
      mysql: `SELECT region, COUNT(DISTINCT product) AS products, SUM(qty) AS q,
                     AVG(amount) AS a, MIN(order_ts) AS first, MAX(amount) AS top,
                     GROUP_CONCAT(product ORDER BY id SEPARATOR ',') AS list
              FROM sales GROUP BY region HAVING SUM(qty) > 0 ORDER BY region`,
    },
    rows: 4,
  },
  {
    label: 'window functions: row numbers, a running total, lag, dense rank and ntile',
    by: {
      postgresql: `SELECT id, region, row_number() OVER w AS rn,
                          sum(qty) OVER (PARTITION BY region ORDER BY id
                                         ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running,
                          lag(amount) OVER (PARTITION BY region ORDER BY id) AS prev,
                          dense_rank() OVER (ORDER BY qty DESC) AS dr, ntile(4) OVER (ORDER BY id) AS q4
                   FROM sales WINDOW w AS (PARTITION BY region ORDER BY id)`,
      duckdb: `SELECT id, region, row_number() OVER w AS rn,
                      sum(qty) OVER (PARTITION BY region ORDER BY id
                                     ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running,
                      lag(amount) OVER (PARTITION BY region ORDER BY id) AS prev,
                      dense_rank() OVER (ORDER BY qty DESC) AS dr, ntile(4) OVER (ORDER BY id) AS q4
               FROM sales WINDOW w AS (PARTITION BY region ORDER BY id)`,
      mysql: `SELECT id, region, ROW_NUMBER() OVER (PARTITION BY region ORDER BY id) AS rn,
                     SUM(qty) OVER (PARTITION BY region ORDER BY id
                                    ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running,
                     LAG(amount) OVER (PARTITION BY region ORDER BY id) AS prev,
                     DENSE_RANK() OVER (ORDER BY qty DESC) AS dr, NTILE(4) OVER (ORDER BY id) AS q4
              FROM sales`,
    },
    rows: 12,
  },
  {
    label: 'JSON built from columns and read back with -> and ->>',
    by: {
      postgresql: `SELECT id, json_build_object('r', region) ->> 'r' AS r,
                          (jsonb_build_object('q', qty) -> 'q')::int AS q
                   FROM sales WHERE json_build_object('q', qty) ->> 'q' = '3'`,
      duckdb: `SELECT id, json_object('r', region) ->> 'r' AS r,
                      (json_object('q', qty) -> 'q')::INTEGER AS q
               FROM sales WHERE json_object('q', qty) ->> 'q' = '3'`,
      mysql: `SELECT id, JSON_UNQUOTE(JSON_EXTRACT(JSON_OBJECT('r', region), '$.r')) AS r,
                     JSON_VALUE(JSON_OBJECT('q', qty), '$.q') AS q
              FROM sales WHERE JSON_EXTRACT(JSON_OBJECT('q', qty), '$.q') = 3`,
    },
    rows: 2,
  },
  {
    label: 'casts to integer, numeric, text, date and timestamp',
    by: {
      postgresql: `SELECT CAST(amount AS integer) AS i, amount::numeric(12, 3) AS n, qty::text AS t,
                          order_ts::date AS d, CAST('2024-01-01 10:00:00' AS timestamp) AS ts,
                          '42'::bigint AS b, CAST(qty AS double precision) / 2 AS half,
                          interval '1 day' AS one_day
                   FROM sales`,
      duckdb: `SELECT CAST(amount AS INTEGER) AS i, amount::DECIMAL(12, 3) AS n, qty::VARCHAR AS t,
                      order_ts::DATE AS d, CAST('2024-01-01 10:00:00' AS TIMESTAMP) AS ts,
                      '42'::BIGINT AS b, CAST(qty AS DOUBLE) / 2 AS half,
                      INTERVAL 1 DAY AS one_day
               FROM sales`,
      mysql: `SELECT CAST(amount AS SIGNED) AS i, CAST(amount AS DECIMAL(12, 3)) AS n,
                     CAST(qty AS CHAR) AS t, CAST(order_ts AS DATE) AS d,
                     CAST('2024-01-01 10:00:00' AS DATETIME) AS ts,
                     DATE_ADD(order_ts, INTERVAL 1 DAY) AS next_day
              FROM sales`,
    },
    rows: 12,
  },
  {
    label: 'joins, a derived table, EXISTS, a scalar subquery, NOT IN and UNION',
    by: {
      postgresql: `SELECT s.region, m.manager, t.total FROM sales s
                   JOIN managers m ON m.region = s.region
                   JOIN (SELECT region, sum(amount) AS total FROM sales GROUP BY region) t
                     ON t.region = s.region
                   WHERE EXISTS (SELECT 1 FROM managers x WHERE x.region = s.region)
                     AND s.qty > (SELECT min(qty) FROM sales)
                   UNION
                   SELECT region, manager, NULL FROM managers
                   WHERE region NOT IN (SELECT region FROM sales)`,
      duckdb: `SELECT s.region, m.manager, t.total FROM sales s
               JOIN managers m ON m.region = s.region
               JOIN (SELECT region, sum(amount) AS total FROM sales GROUP BY region) t
                 ON t.region = s.region
               WHERE EXISTS (SELECT 1 FROM managers x WHERE x.region = s.region)
                 AND s.qty > (SELECT min(qty) FROM sales)
               UNION
               SELECT region, manager, NULL FROM managers
               WHERE region NOT IN (SELECT region FROM sales)`,
      mysql: `SELECT s.region, m.manager, t.total FROM sales s
              JOIN managers m ON m.region = s.region
              JOIN (SELECT region, SUM(amount) AS total FROM sales GROUP BY region) t
                ON t.region = s.region
              WHERE EXISTS (SELECT 1 FROM managers x WHERE x.region = s.region)
                AND s.qty > (SELECT MIN(qty) FROM sales)
              UNION
              SELECT region, manager, NULL FROM managers
              WHERE region NOT IN (SELECT region FROM sales)`,
    },
    rows: 4,
  },
  {
    label: 'GREATEST, LEAST, NULLIF, rounding and arithmetic',
    by: {
      postgresql: `SELECT greatest(qty, 3) AS g, least(qty, 3) AS l, nullif(note, '') AS n,
                          round(amount / nullif(qty, 0), 2) AS unit, abs(qty - 5) AS d,
                          mod(qty, 2) AS odd, power(qty, 2) AS sq, floor(amount) AS f,
                          ceil(amount) AS c, s.amount * 1.1 AS gross
                   FROM sales s`,
      duckdb: `SELECT greatest(qty, 3) AS g, least(qty, 3) AS l, nullif(note, '') AS n,
                      round(amount / nullif(qty, 0), 2) AS unit, abs(qty - 5) AS d,
                      qty % 2 AS odd, power(qty, 2) AS sq, floor(amount) AS f,
                      ceil(amount) AS c, s.amount * 1.1 AS gross
               FROM sales s`,
      mysql: `SELECT GREATEST(qty, 3) AS g, LEAST(qty, 3) AS l, NULLIF(note, '') AS n,
                     ROUND(amount / NULLIF(qty, 0), 2) AS unit, ABS(qty - 5) AS d,
                     MOD(qty, 2) AS odd, POWER(qty, 2) AS sq, FLOOR(amount) AS f,
                     CEIL(amount) AS c, s.amount * 1.1 AS gross
              FROM sales s`,
    },
    rows: 12,
  },
  {
    label: 'a lateral set-returning function with a column list',
    by: {
      postgresql: `SELECT s.id, w.word FROM sales s
                   CROSS JOIN LATERAL regexp_split_to_table(s.product, 'p') AS w(word)
                   WHERE s.id = 1`,
      duckdb: `SELECT s.id, w.word FROM sales s
               CROSS JOIN LATERAL (SELECT unnest(string_split(s.product, 'p')) AS word) w
               WHERE s.id = 1`,
    },
    rows: 3,
  },
];
