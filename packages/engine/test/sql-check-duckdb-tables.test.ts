// Issue 19 part 4: on the shared warehouse, custom SQL may read only the tables it is given
// (the caller organisation's uploads and extracts and the demo table). Every table reference of
// DuckDB's parse tree counts, wherever it sits; CTE names count only inside their scope.
import { describe, expect, it } from 'vitest';
import { checkSingleSelect } from '../src/index.js';

const OWN = new Set(['demo_sales', 'upload_mine']);
const check = (sql: string) => checkSingleSelect(sql, 'duckdb', { tables: OWN });

describe('the DuckDB check with a table allow-list', () => {
  it.each([
    'SELECT * FROM demo_sales',
    'SELECT * FROM main.demo_sales',
    'SELECT * FROM "DEMO_SALES"',
    'SELECT * FROM Main."Upload_Mine"',
    'SELECT d.region, count(*) FROM demo_sales d JOIN upload_mine u ON d.id = u.id GROUP BY 1',
    'SELECT * FROM demo_sales WHERE id IN (SELECT id FROM upload_mine)',
    'SELECT id FROM demo_sales UNION ALL SELECT id FROM upload_mine',
    'WITH c AS (SELECT * FROM demo_sales) SELECT * FROM c',
    'WITH a AS (SELECT 1 AS x), b AS (SELECT * FROM a) SELECT * FROM b, (SELECT * FROM a) s',
    // A CTE may take another table's name: the references in its scope are to the CTE.
    'WITH upload_theirs AS (SELECT * FROM demo_sales) SELECT * FROM upload_theirs',
    'WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r',
    'SELECT * FROM range(10)',
    'SELECT 1 AS one',
  ])('lets through %s', async (sql) => {
    expect(await check(sql)).toEqual({ ok: true });
  });

  it.each([
    ['SELECT * FROM upload_theirs', 'upload_theirs'],
    ['SELECT * FROM "upload_theirs"', 'upload_theirs'],
    ['SELECT * FROM main.upload_theirs', 'main.upload_theirs'],
    ['SELECT * FROM warehouse.main.demo_sales', 'warehouse.main.demo_sales'],
    ['SELECT * FROM other.main.t', 'other.main.t'],
    ['SELECT * FROM other.demo_sales', 'other.demo_sales'],
    ['SELECT * FROM demo_sales JOIN upload_theirs USING (id)', 'upload_theirs'],
    ['SELECT * FROM demo_sales WHERE id IN (SELECT id FROM upload_theirs)', 'upload_theirs'],
    ['SELECT (SELECT max(id) FROM upload_theirs) AS m', 'upload_theirs'],
    ['SELECT id FROM demo_sales UNION SELECT id FROM upload_theirs', 'upload_theirs'],
    ['WITH c AS (SELECT * FROM upload_theirs) SELECT * FROM c', 'upload_theirs'],
    // A CTE named like an allowed table: its body is still checked.
    ['WITH demo_sales AS (SELECT * FROM upload_theirs) SELECT * FROM demo_sales', 'upload_theirs'],
    // Inside its own (non-recursive) body a CTE's name is the real table.
    ['WITH upload_theirs AS (SELECT * FROM upload_theirs) SELECT 1', 'upload_theirs'],
    // A CTE is not visible to the CTEs before it, nor outside its query.
    ['WITH a AS (SELECT * FROM b), b AS (SELECT 1) SELECT * FROM a', 'b'],
    ['SELECT * FROM (WITH x AS (SELECT 1) SELECT * FROM x) s, x', 'x'],
    // A qualified name is never a CTE.
    ['WITH upload_theirs AS (SELECT 1) SELECT * FROM main.upload_theirs', 'main.upload_theirs'],
    // The anchor of a recursive CTE reads the table of that name.
    [
      'WITH RECURSIVE upload_theirs AS (SELECT * FROM upload_theirs UNION ALL SELECT * FROM upload_theirs) SELECT 1',
      'upload_theirs',
    ],
  ])('refuses %s naming %s', async (sql, subject) => {
    expect(await check(sql)).toMatchObject({
      ok: false,
      reason: 'forbidden_table_source',
      subject,
    });
  });

  it.each([
    ["SELECT * FROM read_csv('/etc/passwd')", 'read_csv'],
    ["SELECT * FROM read_parquet('x.parquet')", 'read_parquet'],
    ["SELECT * FROM glob('*')", 'glob'],
    ['SELECT * FROM duckdb_tables()', 'duckdb_tables'],
    ['SELECT * FROM duckdb_tables', 'duckdb_tables'],
    ['SELECT * FROM information_schema.tables', 'information_schema.tables'],
    ['SELECT * FROM pg_catalog.pg_class', 'pg_catalog.pg_class'],
    ["SELECT * FROM '/etc/passwd'", '/etc/passwd'],
  ])('refuses the system or file source %s', async (sql, subject) => {
    expect(await check(sql)).toMatchObject({
      ok: false,
      reason: 'forbidden_table_source',
      subject,
    });
  });

  it('points at the refused reference', async () => {
    const sql = 'SELECT * FROM demo_sales, upload_theirs';
    expect(await check(sql)).toMatchObject({ position: sql.indexOf('upload_theirs') });
  });

  it('is the DuckDB check only', async () => {
    await expect(
      checkSingleSelect('SELECT 1', 'postgresql', { tables: OWN }),
    ).rejects.toMatchObject({ code: 'ENGINE_UNSUPPORTED' });
  });
});
