// Full extracts (issue 7 part 5) of a PostgreSQL and of a MariaDB table holding every common
// column type into a DuckDB warehouse file, read back through the DuckDB query driver: the
// values a chart reads from the extract are the values in the source.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../src/index.js';
import type { WarehouseWriter } from '../src/ingestion/index.js';
import { DIALECTS } from '../src/index.js';
import { openWarehouseWriter, runExtract } from '../src/ingestion/index.js';
import type { TestDatabase } from './support/databases.js';
import { createTestDatabase, serviceAvailable } from './support/databases.js';

const pgAvailable = await serviceAvailable('postgresql');
const mariaAvailable = await serviceAvailable('mysql');

const TEXT = `He said "hi"; it's\na new line\tand a tab 🎉 ✓ 中文`;

describe('extracting every common type', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-extract-types-'));
  const path = join(dir, 'warehouse.duckdb');
  let writer: WarehouseWriter;
  let warehouse: Driver;
  beforeAll(async () => {
    writer = await openWarehouseWriter(path);
    warehouse = DIALECTS.duckdb.createDriver({ path, connections: 2 });
  });
  afterAll(async () => {
    writer?.close();
    await warehouse?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const readBack = async (table: string) => {
    const { rows, columns } = await warehouse.execute(`SELECT * FROM "${table}" ORDER BY id`, []);
    return { rows, types: Object.fromEntries(columns.map((c) => [c.name, c.nativeType])) };
  };

  describe.runIf(pgAvailable)('from PostgreSQL', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase('postgresql', []);
      await db.admin(
        `CREATE TABLE every_type (id int, big bigint, amount numeric(12,2), free numeric, ratio double precision, label text, day date, at timestamp, at_tz timestamptz, flag boolean, tags text[], doc jsonb)`,
      );
      await db.admin(`INSERT INTO every_type VALUES
        (1, 9007199254740993, 1234.50, 0.000000001, 0.1, ${pgText(TEXT)}, '2024-02-29', '2024-02-29 23:59:59.123456', '2024-06-01 12:00:00+02', true, ARRAY['a','b'], '{"k": [1, "x"]}'),
        (2, -9223372036854775808, -0.01, 123456789012345678.5, -1.5e300, '', '1970-01-01', '1999-12-31 00:00:00', '1999-12-31 23:00:00-01', false, '{}', 'null'),
        (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
    });
    afterAll(async () => {
      await db?.cleanup();
    });

    it('writes each value so the warehouse reads back the same value and a fitting type', async () => {
      const result = await runExtract({
        driver: db.driver,
        dialect: db.dialect,
        sql: 'SELECT * FROM every_type',
        writer,
        table: 'pg_every_type',
        mode: 'full',
      });
      expect(result).toEqual({ rows: 3, tableRows: 3, maxValue: null });
      const { rows, types } = await readBack('pg_every_type');
      expect(types).toEqual({
        id: 'BIGINT',
        big: 'BIGINT',
        amount: 'DECIMAL(38,10)',
        free: 'DECIMAL(38,10)',
        ratio: 'DOUBLE',
        label: 'VARCHAR',
        day: 'DATE',
        at: 'TIMESTAMP',
        at_tz: 'TIMESTAMP',
        flag: 'BOOLEAN',
        tags: 'VARCHAR',
        doc: 'VARCHAR',
      });
      expect(rows).toEqual([
        {
          id: '1',
          big: '9007199254740993',
          amount: '1234.5000000000',
          free: '0.0000000010',
          ratio: 0.1,
          label: TEXT,
          day: '2024-02-29',
          at: '2024-02-29 23:59:59.123456',
          // The instant, in UTC.
          at_tz: '2024-06-01 10:00:00',
          flag: true,
          // Arrays and json arrive parsed; they are kept as JSON text.
          tags: '["a","b"]',
          doc: '{"k":[1,"x"]}',
        },
        {
          id: '2',
          big: '-9223372036854775808',
          amount: '-0.0100000000',
          free: '123456789012345678.5000000000',
          ratio: -1.5e300,
          label: '',
          day: '1970-01-01',
          at: '1999-12-31 00:00:00',
          at_tz: '2000-01-01 00:00:00',
          flag: false,
          tags: '[]',
          // A json null is no value at all once parsed.
          doc: null,
        },
        {
          id: '3',
          big: null,
          amount: null,
          free: null,
          ratio: null,
          label: null,
          day: null,
          at: null,
          at_tz: null,
          flag: null,
          tags: null,
          doc: null,
        },
      ]);
    });

    it('uses the column types a caller gives, such as a declared DECIMAL precision', async () => {
      await runExtract({
        driver: db.driver,
        dialect: db.dialect,
        sql: 'SELECT id, amount, label FROM every_type',
        columns: [
          { name: 'id', type: 'BIGINT' },
          { name: 'amount', type: 'DECIMAL(12,2)' },
          { name: 'label', type: 'VARCHAR' },
        ],
        writer,
        table: 'pg_declared',
        mode: 'full',
      });
      const { rows, types } = await readBack('pg_declared');
      expect(types.amount).toBe('DECIMAL(12,2)');
      expect(rows.map((r) => r.amount)).toEqual(['1234.50', '-0.01', null]);
    });

    it('extracts an empty result as an empty table with the result columns', async () => {
      const result = await runExtract({
        driver: db.driver,
        dialect: db.dialect,
        sql: 'SELECT id, day FROM every_type WHERE id > $1',
        params: [100],
        writer,
        table: 'pg_empty',
        mode: 'full',
      });
      expect(result.rows).toBe(0);
      const { rows, types } = await readBack('pg_empty');
      expect(rows).toEqual([]);
      expect(types).toEqual({ id: 'BIGINT', day: 'DATE' });
    });
  });

  describe.runIf(mariaAvailable)('from MariaDB', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase('mysql', []);
      await db.admin(
        `CREATE TABLE every_type (id INT, big BIGINT, amount DECIMAL(12,2), ratio DOUBLE, label TEXT, day DATE, at DATETIME(6), flag BOOLEAN, born DATE) CHARACTER SET utf8mb4`,
      );
      // A zero date, as legacy MySQL data holds: it reads back as no date.
      await db.admin(`SET SESSION sql_mode = ''`);
      await db.admin(`INSERT INTO every_type VALUES
        (1, 9007199254740993, 1234.50, 0.1, ${mysqlText(TEXT)}, '2024-02-29', '2024-02-29 23:59:59.123456', TRUE, '0000-00-00'),
        (2, -9223372036854775808, -0.01, -1.5e300, '', '1970-01-01', '1999-12-31 00:00:00', FALSE, '2000-01-01'),
        (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
    });
    afterAll(async () => {
      await db?.cleanup();
    });

    it('writes each value so the warehouse reads back the same value and a fitting type', async () => {
      const result = await runExtract({
        driver: db.driver,
        dialect: db.dialect,
        sql: 'SELECT * FROM every_type',
        writer,
        table: 'maria_every_type',
        mode: 'full',
      });
      expect(result.rows).toBe(3);
      const { rows, types } = await readBack('maria_every_type');
      expect(types).toEqual({
        id: 'BIGINT',
        big: 'BIGINT',
        amount: 'DECIMAL(38,10)',
        ratio: 'DOUBLE',
        label: 'VARCHAR',
        day: 'DATE',
        at: 'TIMESTAMP',
        // MariaDB's BOOLEAN is TINYINT(1): the warehouse keeps its 1 and 0.
        flag: 'BIGINT',
        born: 'DATE',
      });
      expect(rows).toEqual([
        {
          id: '1',
          big: '9007199254740993',
          amount: '1234.5000000000',
          ratio: 0.1,
          label: TEXT,
          day: '2024-02-29',
          at: '2024-02-29 23:59:59.123456',
          flag: '1',
          born: null,
        },
        {
          id: '2',
          big: '-9223372036854775808',
          amount: '-0.0100000000',
          ratio: -1.5e300,
          label: '',
          day: '1970-01-01',
          at: '1999-12-31 00:00:00',
          flag: '0',
          born: '2000-01-01',
        },
        {
          id: '3',
          big: null,
          amount: null,
          ratio: null,
          label: null,
          day: null,
          at: null,
          flag: null,
          born: null,
        },
      ]);
    });
  });
});

/** Test fixture literals (the values are the test's own constants, not user input). */
function pgText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function mysqlText(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''").replaceAll('\n', '\\n').replaceAll('\t', '\\t')}'`;
}
