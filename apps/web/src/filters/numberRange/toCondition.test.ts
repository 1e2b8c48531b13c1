import { describe, expect, it } from 'vitest';
import type { FilterWidgetAttrs } from '@tessera/contracts';
import { toCondition } from './toCondition';

const attrs = (over: Partial<FilterWidgetAttrs> = {}): FilterWidgetAttrs => ({
  datasetId: 'ds-1',
  fieldId: 'f-amount',
  viewIds: [],
  multiple: false,
  placeholder: '',
  label: '',
  ...over,
});

describe('number range condition (SPEC §5)', () => {
  it("only min → 'ge'", () => {
    expect(toCondition([10, null], attrs())).toEqual({
      fieldId: 'f-amount',
      operator: 'ge',
      value: [10],
    });
  });

  it("only max → 'le'", () => {
    expect(toCondition([null, 20], attrs())).toEqual({
      fieldId: 'f-amount',
      operator: 'le',
      value: [20],
    });
  });

  it("both → 'between'", () => {
    expect(toCondition([-5, 20], attrs())).toEqual({
      fieldId: 'f-amount',
      operator: 'between',
      value: [-5, 20],
    });
    // Numeric text (a URL filter) counts as the number.
    expect(toCondition(['1', '2'], attrs())).toMatchObject({ value: [1, 2] });
  });

  it('none clears the filter', () => {
    expect(toCondition([null, null], attrs())).toBeNull();
    expect(toCondition([], attrs())).toBeNull();
  });

  it('a value breaking the rules filters nothing', () => {
    expect(toCondition([5, 5], attrs())).toBeNull();
    expect(toCondition([9, 2], attrs())).toBeNull();
    expect(toCondition([1.5, null], attrs())).toBeNull();
    expect(toCondition([null, 2147483648], attrs())).toBeNull();
    expect(toCondition(['x', null], attrs())).toBeNull();
  });

  it('filters nothing without a field', () => {
    expect(toCondition([1, 2], attrs({ fieldId: null }))).toBeNull();
  });
});
