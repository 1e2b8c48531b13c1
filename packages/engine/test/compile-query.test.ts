// Compiler behaviour that needs no database: validation, typed errors, binding, row rules.
import { describe, expect, it } from 'vitest';
import type { FilterNode, QueryModel } from '../src/index.js';
import {
  compileQuery,
  DIALECTS,
  MAX_IN_LIST_LENGTH,
  parseQueryModel,
  withRowRules,
} from '../src/index.js';
import { containsPattern } from '../src/sql/render-sql.js';
import { catalogue } from './support/fixture.js';

const S = { kind: 'table', table: 'sales', alias: 's' } as const;
const byId = (filter: FilterNode) => ({ source: S, dimensions: [{ fieldId: 's_id' }], filter });
const compilePg = (model: unknown, rowRules?: FilterNode) =>
  compileQuery(model, catalogue, DIALECTS.postgresql, { rowRules });
const code = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('the compiler refuses what it does not know (SECURITY C2)', () => {
  it('rejects an unknown field id with ENGINE_UNKNOWN_FIELD and keeps the id out of the message', () => {
    const hostile = 'x"; DROP TABLE sales; --';
    try {
      compilePg({ source: S, dimensions: [{ fieldId: hostile }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'ENGINE_UNKNOWN_FIELD', details: { fieldId: hostile } });
      expect((error as Error).message).not.toContain('DROP');
    }
  });

  it.each([
    ['an unknown key', { source: S, dimensions: [{ fieldId: 's_id' }], sneaky: 1 }],
    [
      'an unknown aggregation',
      { source: S, measures: [{ aggregation: 'median', fieldId: 's_qty' }] },
    ],
    [
      'an unknown date grouping',
      { source: S, dimensions: [{ fieldId: 's_ts', dateGrouping: 'decade' }] },
    ],
    [
      'an unknown operator',
      byId({ kind: 'condition', fieldId: 's_id', operator: 'regex', value: '.*' } as never),
    ],
    [
      'an object where a scalar is expected',
      byId({ kind: 'condition', fieldId: 's_id', operator: 'eq', value: { $gt: 1 } } as never),
    ],
    [
      'an array where a scalar is expected',
      byId({ kind: 'condition', fieldId: 's_id', operator: 'eq', value: [1] } as never),
    ],
    [
      'a NUL inside a value',
      byId({ kind: 'condition', fieldId: 's_note', operator: 'eq', value: 'a\0b' }),
    ],
    [
      'a value over 1 MiB',
      byId({ kind: 'condition', fieldId: 's_note', operator: 'eq', value: 'x'.repeat(1_048_577) }),
    ],
    [
      'an in-list over the limit',
      byId({
        kind: 'condition',
        fieldId: 's_id',
        operator: 'in',
        value: Array.from({ length: MAX_IN_LIST_LENGTH + 1 }, (_, i) => i),
      }),
    ],
    ['sum without a field', { source: S, measures: [{ aggregation: 'sum' }] }],
    ['a negative limit', { source: S, dimensions: [{ fieldId: 's_id' }], limit: -1 }],
    [
      'an alias that is not a plain name',
      {
        source: { kind: 'table', table: 'sales', alias: 's"--' },
        dimensions: [{ fieldId: 's_id' }],
      },
    ],
    [
      'a string as the sort direction',
      {
        source: S,
        dimensions: [{ fieldId: 's_id' }],
        sort: [{ target: 'dimension', index: 0, direction: 'asc; DROP' }],
      },
    ],
  ])('rejects %s with ENGINE_INVALID_MODEL', (_label, model) => {
    expect(code(() => compilePg(model))).toBe('ENGINE_INVALID_MODEL');
  });

  it.each([
    [
      'sum over a text field',
      { source: S, measures: [{ aggregation: 'sum', fieldId: 's_region' }] },
      'ENGINE_INVALID_AGGREGATE',
    ],
    [
      'a date grouping on a number field',
      { source: S, dimensions: [{ fieldId: 's_qty', dateGrouping: 'year' }] },
      'ENGINE_INVALID_DATE_GROUPING',
    ],
    [
      'a sort on a missing measure',
      {
        source: S,
        dimensions: [{ fieldId: 's_id' }],
        sort: [{ target: 'measure', index: 0, direction: 'asc' }],
      },
      'ENGINE_INVALID_SORT',
    ],
    [
      'a field of a table not in the query',
      { source: S, dimensions: [{ fieldId: 'm_manager' }] },
      'ENGINE_UNKNOWN_TABLE_ALIAS',
    ],
    [
      'text in a number filter',
      byId({ kind: 'condition', fieldId: 's_qty', operator: 'gt', value: '1 OR 1=1' }),
      'ENGINE_INVALID_FILTER',
    ],
    [
      'a number in a time filter',
      byId({ kind: 'condition', fieldId: 's_ts', operator: 'gt', value: 5 }),
      'ENGINE_INVALID_FILTER',
    ],
    [
      'like on a number field',
      byId({ kind: 'condition', fieldId: 's_qty', operator: 'like', value: '1' }),
      'ENGINE_INVALID_FILTER',
    ],
    ['a query with nothing to select', { source: S }, 'ENGINE_INVALID_MODEL'],
  ])('rejects %s with a typed error', (_label, model, expected) => {
    expect(code(() => compilePg(model))).toBe(expected);
  });
});

describe('values are always bound, never spliced (SECURITY C1)', () => {
  const hostile = [
    "' OR 1=1--",
    'back\\slash\\',
    '"; DROP TABLE sales; --',
    '`x`',
    '$1',
    '?',
    'x'.repeat(1_000_000),
  ];

  it.each(['duckdb', 'postgresql', 'mysql'] as const)(
    'keeps hostile strings out of %s SQL text',
    (id) => {
      for (const value of hostile) {
        const compiled = compileQuery(
          byId({
            kind: 'or',
            children: [
              { kind: 'condition', fieldId: 's_note', operator: 'eq', value },
              { kind: 'condition', fieldId: 's_note', operator: 'in', value: [value, 'b'] },
              { kind: 'condition', fieldId: 's_note', operator: 'like', value },
            ],
          }),
          catalogue,
          DIALECTS[id],
        );
        expect(compiled.sql.length).toBeLessThan(400);
        expect(compiled.params.slice(0, 2)).toEqual([value, value]);
      }
    },
  );

  it('escapes LIKE wildcards and the escape character itself, then wraps as contains', () => {
    expect(containsPattern('50%_off!', '!')).toBe('%50!%!_off!!%');
    expect(containsPattern('', '!')).toBe('%%');
  });

  it('coerces filter values to the field type so databases compare like with like', () => {
    const compiled = compilePg(
      byId({
        kind: 'and',
        children: [
          { kind: 'condition', fieldId: 's_qty', operator: 'in', value: ['3', 4] },
          { kind: 'condition', fieldId: 's_region', operator: 'eq', value: 7 },
        ],
      }),
    );
    expect(compiled.params).toEqual([3, 4, '7']);
  });
});

describe('row rules (withRowRules)', () => {
  const rule: FilterNode = {
    kind: 'condition',
    fieldId: 's_region',
    operator: 'eq',
    value: 'east',
  };
  const userOr: FilterNode = {
    kind: 'or',
    children: [
      { kind: 'condition', fieldId: 's_region', operator: 'eq', value: 'west' },
      { kind: 'condition', fieldId: 's_qty', operator: 'ge', value: 0 },
    ],
  };

  it('ANDs the rule with the user filter, keeping the user OR inside its own parentheses', () => {
    const model = withRowRules(parseQueryModel(byId(userOr)), rule);
    const { sql, params } = compileQuery(model, catalogue, DIALECTS.postgresql);
    expect(sql).toContain('WHERE ("s"."region" = $1 AND ("s"."region" = $2 OR "s"."qty" >= $3))');
    expect(params).toEqual(['east', 'west', 0]);
  });

  it('applies the rule when the user gave no filter, and leaves the input model untouched', () => {
    const model: QueryModel = parseQueryModel({ source: S, dimensions: [{ fieldId: 's_id' }] });
    const ruled = withRowRules(model, rule);
    expect(model.filter).toBeUndefined();
    expect(compileQuery(ruled, catalogue, DIALECTS.mysql).sql).toBe(
      'SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (`s`.`region` = ?)',
    );
  });

  it('fails closed on a malformed row rule', () => {
    const broken = {
      kind: 'condition',
      fieldId: 's_region',
      operator: 'eq',
      value: { any: 1 },
    } as unknown as FilterNode;
    expect(code(() => compilePg(byId(userOr), broken))).toBe('ENGINE_INVALID_MODEL');
    const foreign: FilterNode = {
      kind: 'condition',
      fieldId: 'm_manager',
      operator: 'eq',
      value: 'alice',
    };
    expect(code(() => compilePg(byId(userOr), foreign))).toBe('ENGINE_UNKNOWN_TABLE_ALIAS');
  });

  it('compileQuery applies rowRules passed as an option the same way', () => {
    expect(compilePg(byId(userOr), rule).sql).toBe(
      compileQuery(
        withRowRules(parseQueryModel(byId(userOr)), rule),
        catalogue,
        DIALECTS.postgresql,
      ).sql,
    );
  });
});
