// The letter pre-filter of a keyword search in field values (keyword-letters.ts): it may only
// drop rows the lower-cased "contains" would drop anyway. Checked against DuckDB's own lower()
// over every code point, and by the values DuckDB lists with and without the pre-filter for
// keywords holding LIKE metacharacters, mixed case, the two odd capitals and Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileDistinctValues, createFieldCatalogue, DIALECTS } from '../src/index.js';
import { letterVariants } from '../src/sql/keyword-letters.js';
import type { TestDatabase } from './support/databases.js';
import { createTestDatabase } from './support/databases.js';

describe('the letter a keyword search pre-filters by', () => {
  it('is the keyword’s rarest ASCII letter, in every form that lower-cases to it', () => {
    expect(letterVariants('apple')).toEqual(['p', 'P']);
    expect(letterVariants('xylophone')).toEqual(['x', 'X']);
    expect(letterVariants('kite')).toEqual(['k', 'K', '\u212A']);
    expect(letterVariants('i')).toEqual(['i', 'I', '\u0130']);
    // Caseless text and letters outside ASCII give no pre-filter.
    expect(letterVariants('42%')).toBeNull();
    expect(letterVariants('北京')).toBeNull();
    expect(letterVariants('ωé')).toBeNull();
  });
});

const WORDS = [
  'Kelvin',
  '\u212Aelvin',
  'İstanbul',
  'ISTANBUL',
  'istanbul',
  'MiXeD Case',
  'mixed case',
  'promo 50%',
  'a_b',
  'axb',
  'back\\slash',
  '北京市 Beijing',
  '北京',
  'Straße',
  'ÜNÏ',
  '',
  null,
];

describe('keyword search with the letter pre-filter on DuckDB', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('duckdb', [
      { name: 'words', columns: [{ name: 'w', kind: 'text' }], rows: WORDS.map((w) => [w]) },
    ]);
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it('covers every code point DuckDB lower-cases to an ASCII letter', async () => {
    const rows = await db.admin(
      `SELECT lower(chr(cp::INTEGER)) AS letter, list(cp ORDER BY cp) AS points
       FROM range(1, 1114112) AS r(cp)
       WHERE (cp < 55296 OR cp > 57343) AND lower(chr(cp::INTEGER)) BETWEEN 'a' AND 'z'
         AND length(lower(chr(cp::INTEGER))) = 1
       GROUP BY letter ORDER BY letter`,
    );
    expect(rows).toHaveLength(26);
    for (const row of rows) {
      const letter = String(row.letter);
      const points = (row.points as string[]).map(Number);
      expect([letter, points.map((p) => String.fromCodePoint(p)).sort()]).toEqual([
        letter,
        [...(letterVariants(letter) ?? [])].sort(),
      ]);
    }
  });

  const catalogue = createFieldCatalogue([
    { id: 'w', column: 'w', tableAlias: 't', deType: 0, nativeType: 'VARCHAR' },
  ]);
  const withoutPrefilter = {
    ...DIALECTS.duckdb,
    adapter: { ...DIALECTS.duckdb.adapter, prefiltersCasedKeyword: false },
  };
  const search = async (keyword: string, dialect = DIALECTS.duckdb) => {
    const compiled = compileDistinctValues(
      { fieldId: 'w', keyword, limit: 100 },
      catalogue,
      { kind: 'table', table: 'words', alias: 't' },
      dialect,
    );
    return {
      sql: compiled.sql,
      values: (await db.driver.execute(compiled.sql, compiled.params, {})).rows.map((r) => r.v),
    };
  };

  it('lists the same values as lower() alone, LIKE metacharacters taken literally', async () => {
    const expected: Record<string, unknown[]> = {
      kelvin: ['Kelvin', '\u212Aelvin'],
      KELVIN: ['Kelvin', '\u212Aelvin'],
      ist: ['ISTANBUL', 'istanbul', 'İstanbul'],
      'xEd c': ['MiXeD Case', 'mixed case'],
      '0%': ['promo 50%'],
      '%': ['promo 50%'],
      _: ['a_b'],
      A_B: ['a_b'],
      '\\': ['back\\slash'],
      北京: ['北京', '北京市 Beijing'],
      '市 bei': ['北京市 Beijing'],
      strasse: [],
      straß: ['Straße'],
      ünï: ['ÜNÏ'],
      q: [],
    };
    for (const [keyword, values] of Object.entries(expected)) {
      const fast = await search(keyword);
      const plain = await search(keyword, withoutPrefilter);
      expect([keyword, fast.values]).toEqual([keyword, values]);
      expect([keyword, plain.values]).toEqual([keyword, values]);
    }
  });

  it('adds the pre-filter only for a keyword with an ASCII letter and no caseless run', async () => {
    expect((await search('kelvin')).sql).toMatch(
      /\(\(.* LIKE \$1 OR .* LIKE \$2 OR .* LIKE \$3\) AND LOWER/,
    );
    expect((await search('kelvin', withoutPrefilter)).sql).not.toMatch(/ OR /);
    // Keywords without ASCII letters, and those with a caseless run (X4242), keep their form.
    for (const keyword of ['北京', '42', 'X4242', 'Ωé'])
      expect((await search(keyword)).sql).toBe((await search(keyword, withoutPrefilter)).sql);
  });
});
