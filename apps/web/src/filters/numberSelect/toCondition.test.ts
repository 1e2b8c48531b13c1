import { describe, expect, it } from 'vitest';
import type { FilterWidgetAttrs } from '@tessera/contracts';
import { convertValue, toCondition } from './toCondition';

const attrs = (over: Partial<FilterWidgetAttrs> = {}): FilterWidgetAttrs => ({
  datasetId: 'ds-1',
  fieldId: 'f-amount',
  viewIds: [],
  multiple: false,
  placeholder: '',
  label: '',
  ...over,
});

describe('numberSelect condition (SPEC §9 operators)', () => {
  it("single: 'eq' with the chosen number", () => {
    expect(toCondition([42], attrs())).toEqual({
      fieldId: 'f-amount',
      operator: 'eq',
      value: [42],
    });
  });

  it("multiple: 'in' with the list, numbers staying numbers", () => {
    expect(toCondition([1, '2.5', 'n/a', 0], attrs({ multiple: true }))).toEqual({
      fieldId: 'f-amount',
      operator: 'in',
      value: [1, 2.5, 0],
    });
  });

  it('empty, not a number, or without a field: no condition', () => {
    expect(toCondition([], attrs())).toBeNull();
    expect(toCondition(['n/a'], attrs())).toBeNull();
    expect(toCondition([7], attrs({ fieldId: null }))).toBeNull();
  });

  it('switching single ↔ multiple converts the value (SPEC §4)', () => {
    expect(convertValue([7], true)).toEqual([7]);
    expect(convertValue([7, 8], false)).toEqual([7]);
  });
});
