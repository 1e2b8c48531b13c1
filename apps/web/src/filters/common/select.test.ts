import { describe, expect, it } from 'vitest';
import type { FilterWidgetAttrs } from '@tessera/contracts';
import {
  asKindValue,
  convertSelectValue,
  kindValues,
  selectCondition,
  valueAfterModeSwitch,
} from './select';

const attrs = (over: Partial<FilterWidgetAttrs> = {}): FilterWidgetAttrs => ({
  datasetId: 'ds-1',
  fieldId: 'f-region',
  viewIds: [],
  multiple: false,
  placeholder: '',
  label: '',
  ...over,
});

describe('select conditions (SPEC §9: eq for one value, in for several)', () => {
  it('filters a single select with eq and its one value', () => {
    expect(selectCondition(['North'], attrs(), 'text')).toEqual({
      fieldId: 'f-region',
      operator: 'eq',
      value: ['North'],
    });
  });

  it('filters a multiple select with in and the whole list', () => {
    expect(selectCondition(['North', 'South'], attrs({ multiple: true }), 'text')).toEqual({
      fieldId: 'f-region',
      operator: 'in',
      value: ['North', 'South'],
    });
  });

  it('filters nothing when empty, when only nulls remain, or without a field', () => {
    expect(selectCondition([], attrs(), 'text')).toBeNull();
    expect(selectCondition([], attrs({ multiple: true }), 'number')).toBeNull();
    expect(selectCondition([null], attrs(), 'number')).toBeNull();
    expect(selectCondition(['North'], attrs({ fieldId: null }), 'text')).toBeNull();
  });

  it('keeps numbers as numbers, turning numeric text into numbers and dropping the rest', () => {
    expect(selectCondition(['7', 3, 'x', '', 3], attrs({ multiple: true }), 'number')).toEqual({
      fieldId: 'f-region',
      operator: 'in',
      value: [7, 3],
    });
    expect(asKindValue(' 2.5 ', 'number')).toBe(2.5);
    expect(asKindValue(Number.NaN, 'number')).toBeNull();
    expect(asKindValue(12, 'text')).toBe('12');
    expect(kindValues(['a', 'a', 'b'], 'text')).toEqual(['a', 'b']);
  });
});

describe('switching single ↔ multiple (SPEC §4)', () => {
  it('wraps going to multiple and keeps the first item going to single', () => {
    expect(convertSelectValue(['North'], true)).toEqual(['North']);
    expect(convertSelectValue(['North', 'South'], false)).toEqual(['North']);
    expect(convertSelectValue([], false)).toEqual([]);
    expect(convertSelectValue([], true)).toEqual([]);
  });

  it('converts in the designer and resets the value anywhere else', () => {
    expect(valueAfterModeSwitch([4, 5], false, true)).toEqual([4]);
    expect(valueAfterModeSwitch([4], true, true)).toEqual([4]);
    expect(valueAfterModeSwitch([4, 5], false, false)).toEqual([]);
    expect(valueAfterModeSwitch([4], true, false)).toEqual([]);
  });
});
