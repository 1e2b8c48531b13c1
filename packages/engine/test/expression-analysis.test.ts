// Type inference, aggregate rules, reference cycles and casts of calculated fields, and the
// compile-time refusals that follow from them.
import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../src/index.js';
import {
  analyseExpression,
  castAllowed,
  compileDistinctValues,
  compileQuery,
  createFieldCatalogue,
  DE_TYPE,
  DIALECTS,
} from '../src/index.js';

const column = (id: string, deType: FieldMeta['deType'], cast?: FieldMeta['cast']): FieldMeta => ({
  id,
  column: id,
  tableAlias: 't',
  deType,
  nativeType: 'X',
  cast,
});
const calc = (id: string, expression: string): FieldMeta => ({
  id,
  column: '',
  tableAlias: '',
  deType: DE_TYPE.text,
  nativeType: '',
  expression,
});

const catalogue = createFieldCatalogue([
  column('txt', DE_TYPE.text),
  column('num', DE_TYPE.number),
  column('ts', DE_TYPE.time),
  column('numtext', DE_TYPE.text, { to: DE_TYPE.number }),
  calc('total', 'SUM([num])'),
  calc('double', '[num] * 2'),
]);

function mistakeOf(run: () => unknown): Record<string, unknown> {
  try {
    run();
  } catch (error) {
    const e = error as { code: string; message: string; details?: Record<string, unknown> };
    return { code: e.code, message: e.message, ...e.details };
  }
  throw new Error('no error');
}

describe('the type of an expression', () => {
  it.each([
    ['CONCAT([txt], [num], [ts])', DE_TYPE.text],
    ['UPPER(TRIM([txt]))', DE_TYPE.text],
    ['LENGTH([txt]) + 1', DE_TYPE.number],
    ['[numtext] / 3', DE_TYPE.number],
    ['[double] - [num]', DE_TYPE.number],
    ['YEAR([ts]) * 100 + MONTH([ts])', DE_TYPE.number],
    ["DATE_DIFF('day', '2024-01-01', [ts])", DE_TYPE.number],
    ['TODAY()', DE_TYPE.time],
    ['COALESCE([ts], NOW())', DE_TYPE.time],
    ["CASE WHEN [num] > 1 THEN [ts] ELSE '2024-01-01' END", DE_TYPE.time],
    ["CASE WHEN [txt] IS NULL THEN NULL ELSE 'x' END", DE_TYPE.text],
    ["NULLIF([txt], '')", DE_TYPE.text],
    ['MAX([ts])', DE_TYPE.time],
    ['COUNT_DISTINCT([txt])', DE_TYPE.number],
  ])('%s is of deType %i', (text, deType) => {
    expect(analyseExpression(text, catalogue).deType).toBe(deType);
  });

  it('says whether an expression aggregates and which fields it names', () => {
    expect(analyseExpression('[double] + [num] + [double]', catalogue)).toEqual({
      deType: DE_TYPE.number,
      aggregated: false,
      references: ['double', 'num'],
    });
    expect(analyseExpression('[total] / COUNT()', catalogue)).toEqual({
      deType: DE_TYPE.number,
      aggregated: true,
      references: ['total'],
    });
    expect(analyseExpression('ROUND(AVG([num]), 2) + 1', catalogue).aggregated).toBe(true);
  });
});

describe('type and aggregate mistakes say where they are', () => {
  it.each([
    ["[num] + 'x'", 8, 'Expected a number value'],
    ['UPPER([num])', 6, 'Expected a text value'],
    ["[num] = 'x'", 8, 'Expected a number value'],
    ["[ts] > 'yesterday'", 7, "Expected a date like '2024-01-31' or '2024-01-31 13:45:00'"],
    ['YEAR([txt])', 5, 'Expected a time value'],
    ['[num] > 1', 0, 'An expression must give a text, time or number value, not a condition'],
    ['NULL', 0, 'The type of this expression cannot be told (only NULL)'],
    ["CASE WHEN [num] THEN 'a' END", 10, 'Expected a boolean value'],
    ["CASE WHEN [num] > 1 THEN 'a' ELSE 2 END", 25, 'Expected a number value'],
    ['NOT [num]', 4, 'Expected a boolean value'],
    ['[txt] AND [num] > 1', 0, 'Expected a boolean value'],
    ['CONCAT([num] > 1)', 7, 'Expected a value, not a condition'],
    ['-[txt]', 1, 'Expected a number value'],
    ['SUM(SUM([num]))', 4, 'Aggregates cannot be nested'],
    ['SUM([total])', 4, 'Aggregates cannot be nested'],
    ['SUM([num]) + [num]', 13, 'A field outside an aggregate cannot be mixed with aggregates'],
    ['[double] / [total]', 0, 'A field outside an aggregate cannot be mixed with aggregates'],
  ])('%j fails at %i: %s', (text, position, message) => {
    expect(mistakeOf(() => analyseExpression(text, catalogue))).toMatchObject({
      code: 'ENGINE_EXPRESSION_INVALID',
      position,
      message,
    });
  });

  it('finds a cycle through the field being edited', () => {
    expect(
      mistakeOf(() => analyseExpression('[double] + 1', catalogue, { fieldId: 'double' })),
    ).toMatchObject({ code: 'ENGINE_EXPRESSION_INVALID', position: 0, near: '[double] + 1' });
    const chain = createFieldCatalogue([
      column('num', DE_TYPE.number),
      calc('a', '[num] + 1'),
      calc('b', '[a] * 2'),
    ]);
    expect(
      mistakeOf(() => analyseExpression('[num] + [b]', chain, { fieldId: 'a' })),
    ).toMatchObject({ position: 8, message: 'Calculated fields refer to each other in a cycle' });
    expect(analyseExpression('[num] + [b]', chain, { fieldId: 'c' }).deType).toBe(DE_TYPE.number);
  });
});

describe('the catalogue parses calculated fields once and refuses bad ones', () => {
  it('refuses a cycle between calculated fields, naming the field and the position', () => {
    expect(
      mistakeOf(() =>
        createFieldCatalogue([
          column('num', DE_TYPE.number),
          calc('a', '[num] + [b]'),
          calc('b', '1 + [c]'),
          calc('c', '2 * [a]'),
        ]),
      ),
    ).toMatchObject({
      code: 'ENGINE_EXPRESSION_INVALID',
      fieldId: 'c',
      position: 4,
      near: '[a]',
    });
    expect(mistakeOf(() => createFieldCatalogue([calc('self', 'LENGTH([self])')]))).toMatchObject({
      fieldId: 'self',
      position: 7,
    });
  });

  it('names the field whose expression is wrong', () => {
    expect(
      mistakeOf(() =>
        createFieldCatalogue([column('num', DE_TYPE.number), calc('bad', '[num] +')]),
      ),
    ).toMatchObject({ code: 'ENGINE_EXPRESSION_INVALID', fieldId: 'bad', position: 7 });
  });

  it('gives calculated and cast fields their final type', () => {
    expect(catalogue.field('double')).toMatchObject({ deType: DE_TYPE.number, aggregated: false });
    expect(catalogue.field('total')).toMatchObject({ deType: DE_TYPE.number, aggregated: true });
    expect(catalogue.field('numtext')).toMatchObject({
      deType: DE_TYPE.number,
      baseDeType: DE_TYPE.text,
    });
  });
});

describe('casts', () => {
  it('allows text to anything, anything to text, and nothing between number and time', () => {
    const { text, time, number } = DE_TYPE;
    const allowed = [text, time, number].flatMap((from) =>
      [text, time, number].filter((to) => castAllowed(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['0→0', '0→1', '0→2', '1→0', '1→1', '2→0', '2→2']);
  });

  it.each([
    ['number → time', column('n', DE_TYPE.number, { to: DE_TYPE.time, dateFormat: 'yyyy-MM-dd' })],
    ['time → number', column('t', DE_TYPE.time, { to: DE_TYPE.number })],
    ['text → time without a format', column('s', DE_TYPE.text, { to: DE_TYPE.time })],
    ['a calculated number → time', { ...calc('c', '1 + 1'), cast: { to: DE_TYPE.time } }],
  ])('refuses %s', (_, field) => {
    expect(mistakeOf(() => createFieldCatalogue([field]))).toMatchObject({
      code: 'ENGINE_INVALID_CAST',
      fieldId: field.id,
    });
  });
});

describe('compiling refuses what an aggregated or mistyped field cannot do', () => {
  const source = { kind: 'table', table: 't', alias: 't' } as const;
  const model = (extra: object) => ({ source, dimensions: [], measures: [], sort: [], ...extra });
  const compile = (extra: object) => () =>
    compileQuery(model(extra), catalogue, DIALECTS.postgresql);

  it.each([
    ['an aggregated dimension', { dimensions: [{ fieldId: 'total' }] }, 'ENGINE_INVALID_AGGREGATE'],
    [
      'a filter on an aggregated field',
      {
        measures: [{ aggregation: 'count' }],
        filter: { kind: 'condition', fieldId: 'total', operator: 'gt', value: 1 },
      },
      'ENGINE_INVALID_FILTER',
    ],
    [
      'a sum of a calculated text',
      { measures: [{ aggregation: 'sum', fieldId: 'txt' }] },
      'ENGINE_INVALID_AGGREGATE',
    ],
    [
      'date grouping of a calculated number',
      { dimensions: [{ fieldId: 'double', dateGrouping: 'year' }] },
      'ENGINE_INVALID_DATE_GROUPING',
    ],
    [
      'a calculated field over a source not in the query',
      { source: { kind: 'table', table: 'u', alias: 'u' }, dimensions: [{ fieldId: 'double' }] },
      'ENGINE_UNKNOWN_TABLE_ALIAS',
    ],
  ])('refuses %s', (_, extra, code) => {
    expect(compile(extra)).toThrow(expect.objectContaining({ code }));
  });

  it('uses an aggregated measure as-is, whatever aggregation it was given', () => {
    for (const aggregation of ['sum', 'count', 'max'] as const) {
      const compiled = compileQuery(
        model({ measures: [{ aggregation, fieldId: 'total' }] }),
        catalogue,
        DIALECTS.postgresql,
      );
      expect(compiled.sql).toBe('SELECT SUM("t"."num") AS "m0" FROM "t" AS "t"');
    }
  });

  it('refuses distinct values of an aggregated field and out-of-range pages', () => {
    const distinct = (request: Parameters<typeof compileDistinctValues>[0]) => () =>
      compileDistinctValues(request, catalogue, source, DIALECTS.duckdb);
    expect(distinct({ fieldId: 'total', limit: 10 })).toThrow(
      expect.objectContaining({ code: 'ENGINE_INVALID_AGGREGATE' }),
    );
    for (const limit of [0, 1001, 1.5]) {
      expect(distinct({ fieldId: 'txt', limit })).toThrow(
        expect.objectContaining({ code: 'ENGINE_INVALID_MODEL' }),
      );
    }
    expect(distinct({ fieldId: 'nope', limit: 10 })).toThrow(
      expect.objectContaining({ code: 'ENGINE_UNKNOWN_FIELD' }),
    );
  });
});
