import { describe, expect, it } from 'vitest';
import type { FilterWidgetAttrs } from '@tessera/contracts';
import { convertValue, toCondition } from './toCondition';

const attrs = (over: Partial<FilterWidgetAttrs> = {}): FilterWidgetAttrs => ({
  datasetId: 'ds-1',
  fieldId: 'f-region',
  viewIds: [],
  multiple: false,
  placeholder: '',
  label: '',
  ...over,
});

describe('textSelect condition (SPEC §9 operators)', () => {
  it("single: 'eq' with the chosen text", () => {
    expect(toCondition(['North'], attrs())).toEqual({
      fieldId: 'f-region',
      operator: 'eq',
      value: ['North'],
    });
  });

  it("multiple: 'in' with the list, texts kept as texts", () => {
    expect(toCondition(['North', 'South', 12], attrs({ multiple: true }))).toEqual({
      fieldId: 'f-region',
      operator: 'in',
      value: ['North', 'South', '12'],
    });
  });

  it('empty or without a field: no condition', () => {
    expect(toCondition([], attrs())).toBeNull();
    expect(toCondition([], attrs({ multiple: true }))).toBeNull();
    expect(toCondition(['North'], attrs({ fieldId: null }))).toBeNull();
  });

  it('switching single ↔ multiple converts the value (SPEC §4)', () => {
    expect(convertValue(['North'], true)).toEqual(['North']);
    expect(convertValue(['North', 'South'], false)).toEqual(['North']);
  });
});
