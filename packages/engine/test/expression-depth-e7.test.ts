// SECURITY E7 for calculated fields: nesting is bounded while parsing, with the usual
// expression mistake pointing at the token that opens a level too many — 3,900 unary minus
// signs answered a RangeError from the tree walker, and 3,000 levels made DuckDB refuse the
// SQL. Chains of operators nest too (`1+1+…` builds to the left), and fields that use other
// fields are bounded once expanded, as the compiler inlines them. At the bounds, the SQL runs
// on every database.
import {
  MAX_EXPANDED_EXPRESSION_DEPTH,
  MAX_EXPANDED_EXPRESSION_NODES,
  MAX_EXPRESSION_DEPTH,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldMeta } from '../src/index.js';
import {
  analyseExpression,
  compileQuery,
  createFieldCatalogue,
  DE_TYPE,
  DIALECTS,
  parseExpression,
} from '../src/index.js';
import type { TestDatabase, TestDialectId } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { catalogue as fixture, FIXTURE_TABLES } from './support/fixture.js';

interface Mistake {
  code: string;
  message: string;
  position: number;
  near: string;
  bound?: string;
  limit?: number;
  fieldId?: string;
}

/** The error `run` throws, as a plain record; a RangeError (stack overflow) fails the test. */
function mistakeOf(run: () => unknown): Mistake {
  try {
    run();
  } catch (error) {
    expect(error).not.toBeInstanceOf(RangeError);
    const e = error as { code: string; message: string; details?: Record<string, unknown> };
    return { code: e.code, message: e.message, ...e.details } as Mistake;
  }
  throw new Error('no error');
}

const parse = (text: string) => parseExpression(text, ['a']);

const tooDeep = (position: number, near: string) => ({
  code: 'ENGINE_EXPRESSION_INVALID',
  message: 'Expression nested too deeply',
  bound: 'depth',
  limit: MAX_EXPRESSION_DEPTH,
  position,
  near,
});

describe('E7: one expression nested past the bound is refused where it gets too deep', () => {
  it('3,900 nested unary minus signs: at the 101st sign', () => {
    expect(mistakeOf(() => parse(`${'-'.repeat(3_900)}[a]`))).toEqual(tooDeep(100, '-'.repeat(20)));
  });

  it('3,000 nested parentheses (past the length bound too): at the 101st parenthesis', () => {
    const text = `${'('.repeat(3_000)}1${')'.repeat(3_000)}`;
    expect(mistakeOf(() => parse(text))).toEqual(tooDeep(100, '('.repeat(20)));
  });

  it('deep function nesting: at the 101st call', () => {
    const text = `${'ABS('.repeat(150)}[a]${')'.repeat(150)}`;
    expect(mistakeOf(() => parse(text))).toEqual(tooDeep(400, 'ABS('.repeat(5)));
  });

  it('deep CASE nesting: at the 101st CASE', () => {
    const open = 'CASE WHEN 1=1 THEN ';
    const text = `${open.repeat(150)}1${' END'.repeat(150)}`;
    const at = 100 * open.length;
    expect(mistakeOf(() => parse(text))).toEqual(tooDeep(at, text.slice(at, at + 20)));
  });

  it('deep NOT nesting: at the 101st NOT', () => {
    expect(mistakeOf(() => parse(`${'NOT '.repeat(150)}[a] = 1`))).toEqual(
      tooDeep(400, 'NOT '.repeat(5)),
    );
  });

  it('a long flat chain 1+1+… 100,000 times: at the operator that nests it 101 deep', () => {
    const text = Array.from({ length: 100_001 }, () => '1').join('+');
    // The 100th `+` makes the 101st level: ((…(1+1)+…)+1).
    expect(mistakeOf(() => parse(text))).toEqual(tooDeep(199, '+1'.repeat(10)));
  });

  it('a chain of OR as long as the bound allows parses, one more does not', () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `[a] = ${i}`).join(' OR ');
    // n terms: n-1 ORs over comparisons two deep, so the tree is n + 1 deep.
    expect(() => parse(terms(MAX_EXPRESSION_DEPTH - 1))).not.toThrow();
    expect(mistakeOf(() => parse(terms(MAX_EXPRESSION_DEPTH)))).toMatchObject({
      bound: 'depth',
      near: 'OR [a] = 99',
    });
  });

  it('nesting up to the bound parses', () => {
    expect(() => parse(`${'-'.repeat(MAX_EXPRESSION_DEPTH - 1)}[a]`)).not.toThrow();
    expect(() => parse(`${'('.repeat(MAX_EXPRESSION_DEPTH)}1${')'.repeat(100)}`)).not.toThrow();
  });
});

const column = (id: string): FieldMeta => ({
  id,
  column: id,
  tableAlias: 't',
  deType: DE_TYPE.number,
  nativeType: 'INTEGER',
});
const calc = (id: string, expression: string): FieldMeta => ({
  id,
  column: '',
  tableAlias: '',
  deType: DE_TYPE.number,
  nativeType: '',
  expression,
});
/** `depth` levels of ABS over `inner`: an expression that deep. */
const nested = (inner: string, depth: number) =>
  `${'ABS('.repeat(depth - 1)}${inner}${')'.repeat(depth - 1)}`;

describe('E7: fields using fields are bounded once expanded, as the compiler inlines them', () => {
  it('refuses the field whose references take the expansion past the bound, at the reference', () => {
    // Each field is 90 deep over the one before: three expand to about 270 levels.
    const fields = [column('n'), calc('f1', nested('[n]', 90))];
    for (let i = 2; i <= 3; i++) fields.push(calc(`f${i}`, nested(`[f${i - 1}]`, 90)));
    const catalogue = createFieldCatalogue(fields);
    expect(catalogue.field('f2').expansion.depth).toBeLessThanOrEqual(
      MAX_EXPANDED_EXPRESSION_DEPTH,
    );
    expect(mistakeOf(() => catalogue.field('f3'))).toMatchObject({
      code: 'ENGINE_EXPRESSION_INVALID',
      bound: 'expanded-depth',
      limit: MAX_EXPANDED_EXPRESSION_DEPTH,
      fieldId: 'f3',
      position: 4 * 89,
      near: `[f2]${')'.repeat(16)}`,
    });
    // Saving the same expression is refused the same way, before it is stored.
    const stored = createFieldCatalogue(fields.slice(0, 3));
    expect(mistakeOf(() => analyseExpression(nested('[f2]', 90), stored))).toMatchObject({
      bound: 'expanded-depth',
      position: 4 * 89,
    });
  });

  it.each([
    ['each before its user', false],
    ['each after its user', true],
  ])(
    'refuses a chain of 10,000 fields naming the one before, listed %s, without exhausting the stack',
    (_order, reversed) => {
      const fields = [column('n'), calc('f0', '[n]')];
      for (let i = 1; i < 10_000; i++) fields.push(calc(`f${i}`, `[f${i - 1}]`));
      if (reversed) fields.reverse();
      const catalogue = createFieldCatalogue(fields);
      // f(k) expands k + 2 deep: up to f248 within the bound, from f249 on past it.
      expect(catalogue.field('f248').expansion.depth).toBe(MAX_EXPANDED_EXPRESSION_DEPTH);
      const refused = {
        code: 'ENGINE_EXPRESSION_INVALID',
        bound: 'expanded-depth',
        limit: MAX_EXPANDED_EXPRESSION_DEPTH,
        position: 0,
      };
      expect(mistakeOf(() => catalogue.field('f249'))).toMatchObject({
        ...refused,
        fieldId: 'f249',
        near: '[f248]',
      });
      // Past it too by using f249, whatever order the fields are listed in.
      expect(mistakeOf(() => catalogue.field('f9999'))).toMatchObject({
        ...refused,
        fieldId: 'f249',
      });
    },
  );

  it('refuses a cycle through 10,000 fields without exhausting the stack', () => {
    const fields = [calc('f0', '[f9999]')];
    for (let i = 1; i < 10_000; i++) fields.push(calc(`f${i}`, `[f${i - 1}]`));
    expect(mistakeOf(() => createFieldCatalogue(fields))).toMatchObject({
      code: 'ENGINE_EXPRESSION_INVALID',
      bound: 'expanded-depth',
      fieldId: 'f0',
      position: 0,
      near: '[f9999]',
    });
  });

  it('refuses fields that double at each step before they compile to billions of nodes', () => {
    const fields = [column('n'), calc('f0', '[n] + [n]')];
    for (let i = 1; i <= 40; i++) fields.push(calc(`f${i}`, `[f${i - 1}] + [f${i - 1}]`));
    const catalogue = createFieldCatalogue(fields);
    expect(catalogue.field('f12').expansion.nodes).toBe(2 ** 14 - 1);
    const mistake = mistakeOf(() => catalogue.field('f40'));
    expect(mistake).toMatchObject({
      code: 'ENGINE_EXPRESSION_INVALID',
      bound: 'expanded-size',
      limit: MAX_EXPANDED_EXPRESSION_NODES,
      position: 0,
    });
    // f(k) has 2^(k+2) - 1 nodes: the first past 20,000 is f13 (32,767 nodes); f40 uses it.
    expect(mistake.fieldId).toBe('f13');
  });

  it('refuses the field at the top of a path too deep, not the fields below it', () => {
    // Resolved from `top` down, the path passes the bound inside `low`; but `low` (71 deep)
    // and `mid` (166) are fine on their own: only `top` (261) is past it.
    const fields = [
      calc('top', nested('[mid]', 95)),
      calc('mid', nested('[low]', 95)),
      calc('low', nested('[n]', 70)),
      column('n'),
    ];
    const catalogue = createFieldCatalogue(fields);
    expect(mistakeOf(() => catalogue.field('top'))).toMatchObject({
      bound: 'expanded-depth',
      fieldId: 'top',
      position: 4 * 94,
      near: `[mid]${')'.repeat(15)}`,
    });
    expect(catalogue.field('mid').expansion.depth).toBe(166);
    expect(catalogue.field('low').expansion.depth).toBe(71);
  });

  it('keeps the other fields of a dataset usable when one stored field is past a bound', () => {
    const fields = [
      column('n'),
      calc('deep', `${'-'.repeat(3_000)}[n]`),
      calc('uses_deep', '[deep] + 1'),
      calc('fine', '[n] * 2'),
    ];
    const catalogue = createFieldCatalogue(fields);
    const model = (fieldId: string) => ({
      source: { kind: 'table', table: 't', alias: 't' },
      dimensions: [{ fieldId }],
      measures: [],
    });
    expect(compileQuery(model('fine'), catalogue, DIALECTS.duckdb, {}).sql).toContain('"n" *');
    for (const id of ['deep', 'uses_deep'])
      expect(mistakeOf(() => compileQuery(model(id), catalogue, DIALECTS.duckdb, {}))).toEqual({
        ...tooDeep(100, '-'.repeat(20)),
        fieldId: 'deep',
      });
  });
});

const available = new Map<TestDialectId, boolean>();
for (const id of TEST_DIALECTS) available.set(id, await serviceAvailable(id));

describe('E7: at the bounds, the compiled SQL runs on every database', () => {
  const databases = new Map<TestDialectId, TestDatabase>();
  beforeAll(async () => {
    const ids = TEST_DIALECTS.filter((id) => available.get(id));
    const created = await Promise.all(ids.map((id) => createTestDatabase(id, FIXTURE_TABLES)));
    for (const db of created) databases.set(db.id, db);
  });
  afterAll(async () => {
    await Promise.all([...databases.values()].map((db) => db.cleanup()));
  });

  it('a chain of fields expanding to nearly the bound gives the same value everywhere', async () => {
    // Seven fields, each 35 deep over the one before (+ a reference level): 246 levels.
    const fields = [...fixture.fields, calc('g1', nested('[s_qty]', 35))];
    for (let i = 2; i <= 7; i++) fields.push(calc(`g${i}`, nested(`[g${i - 1}]`, 35)));
    const catalogue = createFieldCatalogue(fields);
    expect(catalogue.field('g7').expansion.depth).toBeGreaterThan(
      MAX_EXPANDED_EXPRESSION_DEPTH - 10,
    );
    expect(catalogue.field('g7').expansion.depth).toBeLessThanOrEqual(
      MAX_EXPANDED_EXPRESSION_DEPTH,
    );
    const model = {
      source: { kind: 'table', table: 'sales', alias: 's' },
      dimensions: [],
      measures: [{ fieldId: 'g7', aggregation: 'sum' }],
    } as const;
    expect(databases.size).toBeGreaterThan(0);
    const sums = new Set<number>();
    for (const [id, db] of databases) {
      const compiled = compileQuery(model, catalogue, DIALECTS[id], {});
      const result = await db.driver.execute(compiled.sql, compiled.params);
      sums.add(Number(Object.values(result.rows[0] ?? {})[0]));
    }
    expect(sums.size).toBe(1);
  });
});
