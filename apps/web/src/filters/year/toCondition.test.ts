import { describe, expect, it } from 'vitest';
import { attrsOf } from '../datePeriod/testAttrs';
import { yearToCondition } from './toCondition';

describe('year widget toCondition', () => {
  it('one year is an eq grouped by year (SPEC §9 date type year)', () => {
    expect(yearToCondition(['2024'], attrsOf())).toEqual({
      fieldId: 'f1',
      operator: 'eq',
      value: ['2024'],
      dateGrouping: 'year',
    });
  });

  it('several years (attrs.multiple) are an in', () => {
    expect(yearToCondition(['2023', '2024'], attrsOf({ multiple: true }))).toEqual({
      fieldId: 'f1',
      operator: 'in',
      value: ['2023', '2024'],
      dateGrouping: 'year',
    });
  });

  it('empty (SPEC §5) or malformed values filter nothing', () => {
    expect(yearToCondition([], attrsOf())).toBeNull();
    expect(yearToCondition([''], attrsOf())).toBeNull();
    expect(yearToCondition([2024], attrsOf())).toBeNull();
    expect(yearToCondition(['24'], attrsOf())).toBeNull();
    expect(yearToCondition(['2024-01'], attrsOf())).toBeNull();
  });

  it('a widget without a field filters nothing', () => {
    expect(yearToCondition(['2024'], attrsOf({ fieldId: null }))).toBeNull();
  });
});
