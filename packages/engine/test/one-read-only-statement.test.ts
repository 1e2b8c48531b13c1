// Issue 6 part 1 on the three real databases: stacked statements, DML and DDL, through every
// path that executes SQL (driver.execute, driver.stream, runQuery with a SQL source, the
// introspector), with and without bound values, are refused with a typed EngineError whose
// message carries no SQL, and the data is unchanged afterwards. Session changes (SET,
// set_config, COMMIT, SET SESSION TRANSACTION READ WRITE) do not outlive their call.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Driver, QueryValue } from '../src/index.js';
import { createFieldCatalogue, DIALECTS, isEngineError, runQuery } from '../src/index.js';
import type { TestDatabase, TestDialectId } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { SALES } from './support/fixture.js';

type Attempt = { label: string; sql: string; params: QueryValue[] };

const REFUSED = 'ENGINE_STATEMENT_REFUSED';
/** Where MariaDB (on this machine) would write an INTO OUTFILE; it must never appear. */
const OUTFILE = join(tmpdir(), `tessera-outfile-${process.pid}.txt`);
const FAILED = 'ENGINE_QUERY_FAILED';

/** `$1` or `?` for the dialect. */
const p = (id: TestDialectId, n: number) => DIALECTS[id].compiler.placeholder(n);

/** Statements that must be refused, and the code each database refuses them with. */
function attempts(id: TestDialectId): (Attempt & { code: string })[] {
  // MariaDB parses stacked statements as one and answers a syntax error (the protocol has
  // multiple statements off); DuckDB and PostgreSQL name them.
  const stacked = id === 'mysql' ? FAILED : REFUSED;
  const list: (Attempt & { code: string })[] = [
    {
      label: 'stacked, no values',
      sql: 'SELECT 1 AS one; DROP TABLE sales',
      params: [],
      code: stacked,
    },
    {
      label: 'stacked, bound values',
      sql: `SELECT id FROM sales WHERE id = ${p(id, 1)}; DELETE FROM sales`,
      params: [1],
      code: stacked,
    },
    { label: 'DELETE, no values', sql: 'DELETE FROM sales', params: [], code: REFUSED },
    {
      label: 'DELETE, bound values',
      sql: `DELETE FROM sales WHERE id > ${p(id, 1)}`,
      params: [0],
      code: REFUSED,
    },
    { label: 'UPDATE', sql: 'UPDATE sales SET qty = 0', params: [], code: REFUSED },
    {
      label: 'INSERT, bound values',
      sql: `INSERT INTO sales (id, region) VALUES (${p(id, 1)}, ${p(id, 2)})`,
      params: [99, 'x'],
      code: REFUSED,
    },
    { label: 'DROP TABLE', sql: 'DROP TABLE sales', params: [], code: REFUSED },
    { label: 'CREATE TABLE', sql: 'CREATE TABLE sneaky (x INT)', params: [], code: REFUSED },
    { label: 'ALTER TABLE', sql: 'ALTER TABLE sales ADD COLUMN y INT', params: [], code: REFUSED },
    { label: 'TRUNCATE', sql: 'TRUNCATE TABLE sales', params: [], code: REFUSED },
  ];
  if (id === 'duckdb')
    list.push(
      { label: 'SET', sql: 'SET threads = 1', params: [], code: REFUSED },
      { label: 'PRAGMA', sql: 'PRAGMA enable_profiling', params: [], code: REFUSED },
      { label: 'CHECKPOINT', sql: 'CHECKPOINT', params: [], code: REFUSED },
      { label: 'COMMIT', sql: 'COMMIT', params: [], code: REFUSED },
      { label: 'BEGIN', sql: 'BEGIN TRANSACTION', params: [], code: REFUSED },
      { label: 'ATTACH', sql: "ATTACH ':memory:' AS other", params: [], code: REFUSED },
      { label: 'CREATE TEMP', sql: 'CREATE TEMP TABLE t AS SELECT 1', params: [], code: REFUSED },
      {
        label: 'a SELECT-shaped write',
        sql: "SELECT nextval('seq') AS n",
        params: [],
        code: REFUSED,
      },
      {
        label: 'EXPORT DATABASE',
        sql: "EXPORT DATABASE '/tmp/tessera-export'",
        params: [],
        code: FAILED,
      },
      {
        label: 'WITH … DELETE',
        sql: 'WITH d AS (DELETE FROM sales RETURNING id) SELECT count(*) FROM d',
        params: [],
        code: FAILED,
      },
    );
  if (id === 'postgresql')
    list.push(
      {
        label: 'WITH … DELETE',
        sql: 'WITH d AS (DELETE FROM sales RETURNING id) SELECT count(*) AS n FROM d',
        params: [],
        code: REFUSED,
      },
      { label: 'SET', sql: 'SET default_transaction_read_only = off', params: [], code: REFUSED },
      { label: 'COMMIT', sql: 'COMMIT', params: [], code: REFUSED },
      { label: 'SELECT INTO', sql: 'SELECT * INTO copied FROM sales', params: [], code: REFUSED },
      { label: 'COPY', sql: 'COPY sales TO STDOUT', params: [], code: REFUSED },
      {
        label: 'DO block',
        sql: 'DO $$ BEGIN DELETE FROM sales; END $$',
        params: [],
        code: REFUSED,
      },
    );
  if (id === 'mysql')
    list.push(
      {
        label: 'SET SESSION TRANSACTION',
        sql: 'SET SESSION TRANSACTION READ WRITE',
        params: [],
        code: REFUSED,
      },
      { label: 'SELECT INTO a variable', sql: 'SELECT 1 INTO @x', params: [], code: REFUSED },
      // A file on the database server: refused before it runs (checked: no file appears).
      {
        label: 'SELECT INTO OUTFILE',
        sql: `SELECT id FROM sales INTO OUTFILE '${OUTFILE}'`,
        params: [],
        code: REFUSED,
      },
      {
        label: 'SELECT INTO DUMPFILE',
        sql: `SELECT 'x' INTO DUMPFILE '${OUTFILE}'`,
        params: [],
        code: REFUSED,
      },
      { label: 'LOCK TABLES', sql: 'LOCK TABLES sales READ', params: [], code: REFUSED },
      {
        label: 'DELETE … RETURNING',
        sql: 'DELETE FROM sales RETURNING id',
        params: [],
        code: REFUSED,
      },
    );
  return list;
}

async function drain(driver: Driver, sql: string, params: QueryValue[]): Promise<number> {
  let rows = 0;
  for await (const batch of driver.stream(sql, params, { batchSize: 5 })) rows += batch.rows.length;
  return rows;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isEngineError(error), `expected an EngineError, got ${String(error)}`).toBe(true);
  const { code, message } = error as { code: string; message: string };
  return { code, message };
}

const SQL_WORDS = /\b(select|delete|drop|insert|update|create|alter|truncate|sales|set)\b/i;

for (const id of TEST_DIALECTS) {
  const available = await serviceAvailable(id);
  describe.runIf(available)(`${id}: one read-only statement per call`, () => {
    let db: TestDatabase;
    /** One connection, so session state left by one call would show in the next. */
    let single: Driver;
    const schema = () => ({ duckdb: 'main', postgresql: 'public', mysql: db.database })[id];

    const expectUnchanged = async () => {
      expect(existsSync(OUTFILE), 'a refused statement wrote a file').toBe(false);
      const count = await db.admin('SELECT COUNT(*) AS n FROM sales');
      expect(Number(count[0]?.n)).toBe(12);
      const introspector = DIALECTS[id].createIntrospector(single);
      expect(await introspector.listTables(schema())).toEqual(['sales']);
      expect((await introspector.listColumns(schema(), 'sales')).map((c) => c.name)).toEqual(
        SALES.columns.map((c) => c.name),
      );
      const { rows } = await single.execute('SELECT SUM(qty) AS q FROM sales', []);
      expect(Number(rows[0]?.q)).toBe(51);
    };

    beforeAll(async () => {
      db = await createTestDatabase(id, [SALES]);
      if (id === 'duckdb') await db.admin('CREATE SEQUENCE seq');
      single = db.makeDriver({ poolSize: 1 });
    });
    afterAll(async () => {
      await single?.close();
      await db?.cleanup();
    });
    beforeEach(async () => {
      // The sequence is the one object a refused DuckDB call might have touched.
      if (id === 'duckdb')
        expect(await db.admin("SELECT currval('seq') AS c").catch(() => [])).toEqual([]);
    });

    for (const attempt of attempts(id)) {
      it(`refuses ${attempt.label} through execute and changes nothing`, async () => {
        const { code, message } = await refusal(single.execute(attempt.sql, attempt.params));
        expect(code).toBe(attempt.code);
        expect(message).not.toMatch(SQL_WORDS);
        await expectUnchanged();
      });

      it(`refuses ${attempt.label} through stream and changes nothing`, async () => {
        const { code, message } = await refusal(drain(single, attempt.sql, attempt.params));
        expect(code).toBe(attempt.code);
        expect(message).not.toMatch(SQL_WORDS);
        await expectUnchanged();
      });
    }

    const catalogue = createFieldCatalogue([
      { id: 'q_id', column: 'id', tableAlias: 'q', deType: 2, nativeType: 'INTEGER' },
    ]);
    const breakouts: [string, string][] = [
      ['a comment that swallows the rest', 'SELECT 1 AS id) x; DROP TABLE sales; --'],
      [
        'a second statement that closes the subquery again',
        'SELECT id FROM sales) x; DELETE FROM sales; SELECT * FROM (SELECT 1 AS id',
      ],
    ];
    for (const [label, sql] of breakouts) {
      for (const withValues of [false, true]) {
        it(`refuses a SQL source that breaks out of its subquery with ${label}${withValues ? ', with bound values' : ''}`, async () => {
          const model = {
            source: { kind: 'sql', sql, alias: 'q' },
            dimensions: [{ fieldId: 'q_id' }],
            ...(withValues
              ? { filter: { kind: 'condition', fieldId: 'q_id', operator: 'gt', value: 0 } }
              : {}),
          };
          const { code, message } = await refusal(runQuery(single, db.dialect, model, catalogue));
          expect([REFUSED, FAILED]).toContain(code);
          expect(message).not.toMatch(SQL_WORDS);
          await expectUnchanged();
        });
      }
    }

    it('looks hostile names up as values through the introspector and changes nothing', async () => {
      const introspector = DIALECTS[id].createIntrospector(single);
      expect(await introspector.listColumns(schema(), "sales'; DROP TABLE sales; --")).toEqual([]);
      expect(await introspector.listTables("x' OR '1'='1")).toEqual([]);
      await expectUnchanged();
    });

    if (id === 'postgresql') {
      // The test cluster's login is a superuser, for whom a read-only transaction would still
      // allow COPY TO a file or a program: such a statement must never start.
      it('never starts COPY TO PROGRAM or COPY TO a file', async () => {
        const marker = join(tmpdir(), `tessera-copy-${Date.now().toString(36)}`);
        for (const sql of [
          `COPY (SELECT 1) TO PROGRAM 'touch ${marker}-program'`,
          `COPY sales TO '${marker}-file'`,
        ]) {
          expect((await refusal(single.execute(sql, []))).code).toBe(REFUSED);
          expect((await refusal(drain(single, sql, []))).code).toBe(REFUSED);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(existsSync(`${marker}-program`)).toBe(false);
        expect(existsSync(`${marker}-file`)).toBe(false);
        await expectUnchanged();
      });

      it('undoes SET and set_config before the session serves the next call', async () => {
        await refusal(single.execute('SET statement_timeout = 0', []));
        const { rows } = await single.execute(
          "SELECT set_config('default_transaction_read_only', 'off', false) AS v",
          [],
        );
        expect(rows).toEqual([{ v: 'off' }]);
        await single.execute("SELECT set_config('statement_timeout', '0', false) AS v", []);
        const after = await single.execute(
          "SELECT current_setting('default_transaction_read_only') AS ro, current_setting('statement_timeout') AS t",
          [],
        );
        expect(after.rows).toEqual([{ ro: 'on', t: '30s' }]);
        expect((await refusal(single.execute('DELETE FROM sales', []))).code).toBe(REFUSED);
        await expectUnchanged();
      });
    }

    if (id === 'mysql') {
      it('does not let SET SESSION TRANSACTION READ WRITE make the next call writable', async () => {
        expect((await refusal(single.execute('SET SESSION TRANSACTION READ WRITE', []))).code).toBe(
          REFUSED,
        );
        expect((await refusal(single.execute('DROP TABLE sales', []))).code).toBe(REFUSED);
        expect((await refusal(single.execute('SET SESSION max_statement_time = 0', []))).code).toBe(
          REFUSED,
        );
        const { rows } = await single.execute(
          'SELECT @@session.tx_read_only AS ro, @@session.max_statement_time AS t',
          [],
        );
        expect([Number(rows[0]?.ro), Number(rows[0]?.t)]).toEqual([1, 30]);
        await expectUnchanged();
      });
    }

    if (id === 'duckdb') {
      it('keeps PRAGMA and SET from changing the connection', async () => {
        await refusal(single.execute('PRAGMA enable_profiling', []));
        await refusal(single.execute("SET profiling_output = '/tmp/x'", []));
        const { rows } = await single.execute(
          "SELECT current_setting('enable_profiling') AS p",
          [],
        );
        expect(rows[0]?.p === null || rows[0]?.p === '' || rows[0]?.p === 'false').toBe(true);
      });
    }
  });
}
