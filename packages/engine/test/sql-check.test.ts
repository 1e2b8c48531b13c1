// The single-SELECT check for custom SQL (SECURITY C4, DESIGN §5) on each dialect's own parser,
// side by side: every hostile statement of the C4 list is refused with its reason, legitimate
// SQL passes, positions point at the offending text, and assertSingleSelect throws a typed
// error without SQL in its message. No database here: see sql-check-read-only.test.ts.
import { describe, expect, it } from 'vitest';
import type { SqlCheckDialect } from '../src/index.js';
import { assertSingleSelect, checkSingleSelect, isEngineError } from '../src/index.js';
import { ALLOWED_CASES } from './sql-check/allowed-cases.js';
import { PARSE_TIMEOUT_MS } from '../src/sql-check/mysql-parse.js';
import { REFUSED_CASES } from './sql-check/refused-cases.js';

const DIALECT_IDS: readonly SqlCheckDialect[] = ['duckdb', 'postgresql', 'mysql'];

for (const id of DIALECT_IDS) {
  describe(`${id}: the single-SELECT check`, () => {
    for (const { label, by } of REFUSED_CASES) {
      const refused = by[id];
      if (!refused) continue;
      it(`refuses ${label} as ${refused.reason}`, async () => {
        const result = await checkSingleSelect(refused.sql, id);
        expect(result).toMatchObject({ ok: false, reason: refused.reason });
      });
    }

    for (const { label, by } of ALLOWED_CASES) {
      const sql = by[id];
      if (sql === undefined) continue;
      it(`lets ${label} through`, async () => {
        expect(await checkSingleSelect(sql, id)).toEqual({ ok: true });
      });
    }

    for (const sql of ['', '  \n\t', ';', ' ; ; ', '-- nothing but a comment', '/* nothing */'])
      it(`refuses ${JSON.stringify(sql)} as empty`, async () => {
        expect(await checkSingleSelect(sql, id)).toMatchObject({ ok: false, reason: 'empty' });
      });

    it('refuses a misspelt keyword as syntax, pointing into the text', async () => {
      const sql = 'SELECT id FROM sales WHER id = 1';
      const result = await checkSingleSelect(sql, id);
      expect(result).toMatchObject({ ok: false, reason: 'syntax' });
      const position = result.ok ? -1 : (result.position ?? -1);
      expect(position).toBeGreaterThanOrEqual(0);
      expect(position).toBeLessThanOrEqual(sql.length);
    });

    it('answers many checks at once, each with its own verdict', async () => {
      const sqls = Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0 ? `SELECT ${i} AS n` : `SELECT ${i} AS n; DROP TABLE sales`,
      );
      const results = await Promise.all(sqls.map((sql) => checkSingleSelect(sql, id)));
      results.forEach((result, i) => expect(result.ok).toBe(i % 2 === 0));
    });

    it('checks a SELECT of 100,000 characters in bounded time', async () => {
      const columns = Array.from({ length: 4000 }, (_, i) => `qty + ${i} AS c${i}`);
      const sql = `SELECT ${columns.join(', ')} FROM sales`.slice(0, 100_000);
      const whole = sql.slice(0, sql.lastIndexOf(',')) + ' FROM sales';
      const started = performance.now();
      expect(await checkSingleSelect(whole, id)).toEqual({ ok: true });
      expect(performance.now() - started).toBeLessThan(10_000);
    });

    it('checks a typical dataset query in milliseconds (median of 100 runs)', async () => {
      const sql = ALLOWED_CASES[1]?.by[id] ?? '';
      await checkSingleSelect(sql, id); // loads the parser
      const times: number[] = [];
      for (let i = 0; i < 100; i++) {
        const started = performance.now();
        await checkSingleSelect(sql, id);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = ((times[49] ?? 0) + (times[50] ?? 0)) / 2;
      console.log(`sql-check ${id}: median ${median.toFixed(3)} ms over 100 runs`);
      expect(median).toBeLessThan(50);
    });

    it('throws ENGINE_SQL_REFUSED with the reason and no SQL in the message', async () => {
      const error: unknown = await assertSingleSelect('DELETE FROM sales', id).catch((e) => e);
      expect(isEngineError(error)).toBe(true);
      expect(error).toMatchObject({
        code: 'ENGINE_SQL_REFUSED',
        details: { reason: 'not_select' },
      });
      expect((error as Error).message).not.toMatch(/delete|sales/i);
    });

    it('throws ENGINE_SQL_SYNTAX for text the parser does not accept', async () => {
      const error: unknown = await assertSingleSelect('SELEC id FROM sales', id).catch((e) => e);
      expect(error).toMatchObject({ code: 'ENGINE_SQL_SYNTAX', details: { reason: 'syntax' } });
    });

    it('resolves for one plain SELECT', async () => {
      await expect(assertSingleSelect('SELECT id FROM sales', id)).resolves.toBeUndefined();
    });
  });
}

describe('positions of refusals', () => {
  // "é" is two bytes in UTF-8, which DuckDB and PostgreSQL count; the position is in characters.
  const cases: [SqlCheckDialect, string, string][] = [
    ['duckdb', "SELECT 'é' AS e, getenv('HOME') AS h", 'getenv'],
    ['duckdb', "SELECT 'é' AS e FROM read_csv('/etc/passwd')", 'read_csv'],
    ['postgresql', "SELECT 'é' AS e, pg_read_file('/etc/passwd') AS f", 'pg_read_file'],
    ['postgresql', "SELECT 'é' AS e; DROP TABLE sales", 'DROP'],
    ['mysql', "SELECT 'é' AS e, LOAD_FILE('/etc/passwd') AS f", 'LOAD_FILE'],
    ['mysql', "SELECT 'é' AS e /*!50000 , 1 */", '/*!'],
  ];
  for (const [id, sql, word] of cases)
    it(`${id}: points at ${word} in characters`, async () => {
      const result = await checkSingleSelect(sql, id);
      expect(result.ok).toBe(false);
      expect(result.ok ? undefined : result.position).toBe(sql.indexOf(word));
    });

  it('assertSingleSelect carries the position in its details', async () => {
    const sql = "SELECT 1 AS one, pg_read_file('/etc/passwd') AS f";
    await expect(assertSingleSelect(sql, 'postgresql')).rejects.toMatchObject({
      code: 'ENGINE_SQL_REFUSED',
      details: { reason: 'forbidden_function', position: sql.indexOf('pg_read_file') },
    });
  });
});

describe('MySQL text checks where the parser and the server could disagree', () => {
  it('refuses a string that spells a forbidden call, a false refusal kept on purpose', async () => {
    expect(await checkSingleSelect("SELECT 'load_file(x)' AS s", 'mysql')).toMatchObject({
      ok: false,
      reason: 'forbidden_function',
    });
  });

  it('refuses a text the parser would take exponential time on, then checks the next one', async () => {
    // Twelve nested CASTs take node-sql-parser about 20 s; the worker is stopped at its limit.
    const slow = 'SELECT ' + 'CAST('.repeat(12) + '1' + ' AS CHAR)'.repeat(12) + ' AS x';
    const started = performance.now();
    const [refused, next] = await Promise.all([
      checkSingleSelect(slow, 'mysql'),
      checkSingleSelect('SELECT id FROM sales', 'mysql'),
    ]);
    expect(refused).toMatchObject({ ok: false, reason: 'too_complex' });
    expect(next).toEqual({ ok: true });
    expect(performance.now() - started).toBeLessThan(PARSE_TIMEOUT_MS + 3000);
  });

  it('checks a hostile text full of unclosed comments in bounded time', async () => {
    const sql = `SELECT '${'load_file /* '.repeat(8000)}' AS s`;
    const started = performance.now();
    const result = await checkSingleSelect(sql, 'mysql');
    expect(result.ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
