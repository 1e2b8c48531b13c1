import { describe, expect, it } from 'vitest';
import { chartDataRequestSchema, customFilterTextSchema, parseCustomFilter } from './chart.js';
import { FILTER_BOUNDS, filterBoundCrossed } from './filter-bounds.js';
import { queryModelSchema } from './query-model.js';

const condition = (values = 1) => ({
  kind: 'condition',
  fieldId: 'f',
  operator: 'in',
  value: Array.from({ length: values }, (_, i) => `v${i}`),
});

/** An AND group nested `levels` deep around one condition, built without recursion. */
function nested(levels: number): unknown {
  let node: unknown = condition();
  for (let i = 0; i < levels; i++) node = { kind: 'and', children: [node] };
  return node;
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('filter bounds (SECURITY E4, E7)', () => {
  it('accepts a tree at each bound', () => {
    expect(filterBoundCrossed([nested(FILTER_BOUNDS.depth - 1)])).toBeNull();
    const wide = { kind: 'or', children: Array.from({ length: 999 }, () => condition(10)) };
    expect(filterBoundCrossed([wide])).toBeNull();
    expect(filterBoundCrossed([condition(FILTER_BOUNDS.values)])).toBeNull();
  });

  it('names the bound a tree crosses: depth, conditions, values', () => {
    expect(filterBoundCrossed([nested(FILTER_BOUNDS.depth)])).toBe('validation.filter.tooDeep');
    const wide = { kind: 'or', children: Array.from({ length: 1_000 }, () => condition()) };
    expect(filterBoundCrossed([wide])).toBe('validation.filter.tooManyConditions');
    expect(filterBoundCrossed([condition(6_000), condition(4_001)])).toBe(
      'validation.filter.tooManyValues',
    );
  });

  it('measures a tree 100,000 levels deep without recursing', () => {
    expect(filterBoundCrossed([nested(100_000)])).toBe('validation.filter.tooDeep');
  });

  it('refuses a chart data call of 200,000 values before checking any of them', () => {
    const filter = Array.from({ length: 20 }, () => ({
      fieldId: 'f',
      operator: 'not_in',
      value: Array.from({ length: 10_000 }, (_, i) => `c${i}`),
    }));
    const result = chartDataRequestSchema.safeParse({ filter, refresh: true });
    expect(firstMessage(result)).toBe('validation.filter.tooManyValues');
    expect(result.error?.issues).toHaveLength(1);
  });

  it('counts widget and linkage conditions of one call together', () => {
    const list = (n: number) => [{ fieldId: 'f', operator: 'in', value: Array(n).fill('x') }];
    expect(
      chartDataRequestSchema.safeParse({ filter: list(5_000), linkageFilters: list(5_000) })
        .success,
    ).toBe(true);
    expect(
      firstMessage(
        chartDataRequestSchema.safeParse({ filter: list(5_000), linkageFilters: list(5_001) }),
      ),
    ).toBe('validation.filter.tooManyValues');
  });

  it('refuses a stored custom filter nested too deep with its own message', () => {
    const text = JSON.stringify(nested(40));
    expect(parseCustomFilter(text)).toBeNull();
    expect(firstMessage(customFilterTextSchema.safeParse(text))).toBe('validation.filter.tooDeep');
    expect(firstMessage(customFilterTextSchema.safeParse('{"kind":'))).toBe(
      'validation.chart.filter',
    );
    expect(parseCustomFilter(JSON.stringify(nested(3)))).not.toBeNull();
  });

  it('bounds a query model filter and having the same way', () => {
    const source = { kind: 'table', table: 'x', alias: 't' };
    const deep = queryModelSchema.safeParse({ source, filter: nested(FILTER_BOUNDS.depth) });
    expect(firstMessage(deep)).toBe('validation.filter.tooDeep');
  });
});
