// What charts ask of the compiler (issue 8), without a database: period conditions, HAVING
// and top N refuse bad input with a typed EngineError whose message holds no SQL and no value
// (SECURITY C1, C2), bind every value, and keep row rules in every part of the query.
import { describe, expect, it } from 'vitest';
import type { FilterNode } from '../src/index.js';
import { compileQuery, compileResultCount, DIALECTS, isEngineError } from '../src/index.js';
import { catalogue } from './support/fixture.js';

const S = { kind: 'table', table: 'sales', alias: 's' } as const;
const byRegion = (extra: Record<string, unknown>) => ({
  source: S,
  dimensions: [{ fieldId: 's_region' }],
  measures: [{ aggregation: 'sum', fieldId: 's_amount' }],
  ...extra,
});
const period = (fieldId: string, grouping: unknown, value: unknown) =>
  ({ kind: 'condition', fieldId, operator: 'period', grouping, value }) as FilterNode;
const having = (measure: unknown, operator: string, value?: unknown) => ({
  kind: 'condition',
  measure,
  operator,
  ...(value === undefined ? {} : { value }),
});

/** The typed error a compile raises, checked to carry no SQL text. */
function refusal(model: unknown, rowRules?: FilterNode, count = false) {
  for (const id of ['duckdb', 'postgresql', 'mysql'] as const) {
    try {
      (count ? compileResultCount : compileQuery)(model, catalogue, DIALECTS[id], { rowRules });
    } catch (error) {
      if (!isEngineError(error)) throw error;
      expect(error.message).not.toMatch(/SELECT|FROM|WHERE|HAVING|WITH/);
      expect(JSON.stringify(error.details ?? {})).not.toMatch(/SELECT|OR 1=1/);
      continue;
    }
    throw new Error(`${id} compiled a model it should refuse`);
  }
  try {
    compileQuery(model, catalogue, DIALECTS.postgresql, { rowRules });
  } catch (error) {
    return error as { code: string; details?: Record<string, unknown> };
  }
  throw new Error('unreachable');
}

describe('period conditions', () => {
  it('compile to a bound, sargable [start, end) on the column itself', () => {
    const { sql, params } = compileQuery(
      { source: S, dimensions: [{ fieldId: 's_id' }], filter: period('s_ts', 'year', '2024') },
      catalogue,
      DIALECTS.postgresql,
    );
    expect(sql).toContain(
      `("s"."order_ts" >= CAST($1 AS TIMESTAMP) AND "s"."order_ts" < CAST($2 AS TIMESTAMP))`,
    );
    expect(sql).not.toContain('to_char');
    expect(params).toEqual(['2024-01-01 00:00:00', '2025-01-01 00:00:00']);
  });

  it('leave the end open for the last year a database stores', () => {
    const { sql, params } = compileQuery(
      { source: S, dimensions: [{ fieldId: 's_id' }], filter: period('s_ts', 'year', '9999') },
      catalogue,
      DIALECTS.mysql,
    );
    expect(sql).toContain('WHERE `s`.`order_ts` >= CAST(? AS DATETIME)');
    expect(params).toEqual(['9999-01-01 00:00:00']);
  });

  it.each([
    ['a text field', period('s_region', 'year', '2024'), 'ENGINE_INVALID_FILTER'],
    ['a number field', period('s_qty', 'date', '2024-01-01'), 'ENGINE_INVALID_FILTER'],
    ['a label of another grouping', period('s_ts', 'year-month', '2024'), 'ENGINE_INVALID_FILTER'],
    ['an injection', period('s_ts', 'date', "2024-01-01' OR 1=1--"), 'ENGINE_INVALID_FILTER'],
    ['a label over 32 characters', period('s_ts', 'year', '2'.repeat(33)), 'ENGINE_INVALID_MODEL'],
    ['an empty label', period('s_ts', 'year', ''), 'ENGINE_INVALID_MODEL'],
    ['a number label', period('s_ts', 'year', 2024), 'ENGINE_INVALID_MODEL'],
    ['an object label', period('s_ts', 'year', { $gt: 1 }), 'ENGINE_INVALID_MODEL'],
    ['an unknown grouping', period('s_ts', 'decade', '2020'), 'ENGINE_INVALID_MODEL'],
    ['an unknown field', period('nope', 'year', '2024'), 'ENGINE_UNKNOWN_FIELD'],
  ])('on %s is refused', (_, filter, expected) => {
    const model = { source: S, dimensions: [{ fieldId: 's_id' }], filter };
    expect(refusal(model).code).toBe(expected);
  });

  it('work inside a row rule too', () => {
    const { params } = compileQuery(
      { source: S, dimensions: [{ fieldId: 's_id' }] },
      catalogue,
      DIALECTS.duckdb,
      { rowRules: period('s_ts', 'year-quarter', '2024-Q2') },
    );
    expect(params).toEqual(['2024-04-01 00:00:00', '2024-07-01 00:00:00']);
  });
});

describe('HAVING', () => {
  it('binds huge and odd numbers as typed parameters', () => {
    const model = byRegion({
      having: {
        kind: 'or',
        children: [having(0, 'gt', 1e308), having(0, 'between', [-1e308, 5e-324])],
      },
    });
    const { sql, params } = compileQuery(model, catalogue, DIALECTS.postgresql);
    expect(params).toEqual([1e308, -1e308, 5e-324]);
    expect(sql).toContain('HAVING (SUM("s"."amount") > CAST($1 AS NUMERIC) OR');
  });

  it.each([
    ['a measure index out of range', byRegion({ having: having(1, 'gt', 1) })],
    [
      'a nested index out of range',
      byRegion({ having: { kind: 'and', children: [having(63, 'is_null')] } }),
    ],
    [
      'no measures at all',
      { source: S, dimensions: [{ fieldId: 's_region' }], having: having(0, 'is_null') },
    ],
    [
      'a number compared with a time measure',
      {
        source: S,
        measures: [{ aggregation: 'max', fieldId: 's_ts' }],
        having: having(0, 'gt', 1),
      },
    ],
    [
      'a number compared with a text measure',
      {
        source: S,
        measures: [{ aggregation: 'min', fieldId: 's_note' }],
        having: having(0, 'ge', 1),
      },
    ],
  ])('refuses %s with ENGINE_INVALID_FILTER', (_, model) => {
    expect(refusal(model).code).toBe('ENGINE_INVALID_FILTER');
  });

  it('names the missing measure by position in the details', () => {
    expect(refusal(byRegion({ having: having(5, 'lt', 1) })).details).toEqual({ measure: 5 });
  });

  it.each([
    ['a string value', having(0, 'gt', '1 OR 1=1')],
    ['a non-finite value', having(0, 'gt', Number.POSITIVE_INFINITY)],
    ['NaN', having(0, 'gt', Number.NaN)],
    ['an object value', having(0, 'eq', { $gt: 1 })],
    ['a one-sided between', having(0, 'between', [1])],
    ['a value on is_null', having(0, 'is_null', 1)],
    ['a negative index', having(-1, 'gt', 1)],
    ['a fractional index', having(0.5, 'gt', 1)],
    ['an index past 63', having(64, 'gt', 1)],
    ['a string index', having('0', 'gt', 1)],
    ['a row operator', having(0, 'like', 'x')],
    [
      'a field id instead of a measure',
      { kind: 'condition', fieldId: 's_qty', operator: 'gt', value: 1 },
    ],
  ])('refuses %s while parsing (ENGINE_INVALID_MODEL)', (_, node) => {
    expect(refusal(byRegion({ having: node })).code).toBe('ENGINE_INVALID_MODEL');
  });

  it('counts the groups HAVING keeps, whatever the paging', () => {
    const { sql } = compileResultCount(
      byRegion({ having: having(0, 'gt', 1), limit: 5, offset: 10 }),
      catalogue,
      DIALECTS.duckdb,
    );
    expect(sql).toContain('HAVING');
    expect(sql).not.toMatch(/LIMIT|OFFSET|ORDER BY/);
  });
});

describe('top N', () => {
  it.each([
    ['a count of 0', { count: 0 }],
    ['a count over 1000', { count: 1001 }],
    ['a fractional count', { count: 1.5 }],
    ['a string count', { count: '10' }],
    ['a negative measure', { count: 1, measure: -1 }],
    ['an unknown key', { count: 1, percent: 5 }],
    ['an empty others label', { count: 1, others: '' }],
    ['an others label over 50 characters', { count: 1, others: 'x'.repeat(51) }],
    ['a number as others label', { count: 1, others: 7 }],
  ])('refuses %s while parsing', (_, topN) => {
    expect(refusal(byRegion({ topN })).code).toBe('ENGINE_INVALID_MODEL');
  });

  it.each([
    ['a measure index out of range', byRegion({ topN: { count: 3, measure: 1 } })],
    ['no dimension', { source: S, measures: [{ aggregation: 'count' }], topN: { count: 3 } }],
    ['no measure', { source: S, dimensions: [{ fieldId: 's_region' }], topN: { count: 3 } }],
  ])('refuses %s with ENGINE_INVALID_MODEL', (_, model) => {
    expect(refusal(model).code).toBe('ENGINE_INVALID_MODEL');
    expect(refusal(model, undefined, true).code).toBe('ENGINE_INVALID_MODEL');
  });

  it('binds a hostile Others label and never writes it into the SQL', () => {
    const label = `' OR 1=1-- \\ "x" \`y\``;
    const { sql, params } = compileQuery(
      byRegion({ topN: { count: 2, others: label } }),
      catalogue,
      DIALECTS.mysql,
    );
    expect(params).toEqual([label]);
    expect(sql).not.toContain('OR 1=1');
  });

  it('ANDs the row rule into the ranking as well as the rows, so ranking cannot bypass it', () => {
    const rule: FilterNode = {
      kind: 'condition',
      fieldId: 's_region',
      operator: 'in',
      value: ['east', 'west'],
    };
    const { sql, params } = compileQuery(
      byRegion({
        topN: { count: 1, others: 'rest' },
        filter: { kind: 'or', children: [] },
      }),
      catalogue,
      DIALECTS.postgresql,
      { rowRules: rule },
    );
    const ranking = sql.slice(0, sql.indexOf(') SELECT '));
    expect(ranking).toContain(`WHERE ("s"."region" IN ($1, $2) AND 1 = 0)`);
    expect(sql.slice(ranking.length)).toContain(`WHERE ("s"."region" IN ($4, $5) AND 1 = 0)`);
    expect(params).toEqual(['east', 'west', 'rest', 'east', 'west']);
  });

  it('names its ranking so that it shadows no table of the source, custom SQL included', () => {
    const sql = (source: unknown) =>
      compileQuery(
        {
          source,
          dimensions: [{ fieldId: 'q_region' }],
          measures: [{ aggregation: 'sum', fieldId: 'q_amount' }],
          topN: { count: 1 },
        },
        catalogue,
        DIALECTS.duckdb,
      ).sql;
    expect(sql({ kind: 'table', table: 'top_n', alias: 'q' })).toMatch(/^WITH "top_n_1" AS/);
    expect(
      sql({ kind: 'sql', sql: 'SELECT * FROM TOP_N JOIN top_n_1 ON 1 = 1', alias: 'q' }),
    ).toMatch(/^WITH "top_n_2" AS/);
  });
});
