import { describe, expect, it } from 'vitest';
import { DE_TYPE, DE_TYPE_CODES, isDeType, queryModelSchema } from './index.js';

describe('query model', () => {
  it('parses a chart query and fills the defaults', () => {
    const model = queryModelSchema.parse({
      source: { kind: 'table', table: 'demo_sales', alias: 'd' },
      dimensions: [{ fieldId: 'f1', dateGrouping: 'year-month' }],
      measures: [{ aggregation: 'count' }],
    });
    expect(model).toMatchObject({ sort: [], dimensions: [{ fieldId: 'f1' }] });
  });

  it('refuses unknown keys, non-scalar values and a measure without a field unless it counts', () => {
    const source = { kind: 'table', table: 't', alias: 't' };
    expect(queryModelSchema.safeParse({ source, extra: 1 }).success).toBe(false);
    expect(
      queryModelSchema.safeParse({
        source,
        filter: { kind: 'condition', fieldId: 'f', operator: 'eq', value: { $ne: 1 } },
      }).success,
    ).toBe(false);
    expect(queryModelSchema.safeParse({ source, measures: [{ aggregation: 'sum' }] }).success).toBe(
      false,
    );
  });
});

describe('deType', () => {
  it('has the three SPEC §3 codes and recognises only them', () => {
    expect(DE_TYPE).toEqual({ text: 0, time: 1, number: 2 });
    expect(DE_TYPE_CODES).toEqual([0, 1, 2]);
    expect([0, 1, 2, 3, -1, '0', null].map(isDeType)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
