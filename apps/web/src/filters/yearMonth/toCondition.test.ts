import { describe, expect, it } from 'vitest';
import { attrsOf } from '../datePeriod/testAttrs';
import { yearMonthToCondition } from './toCondition';

describe('month (yearMonth) widget toCondition', () => {
  it('one month is an eq grouped by year-month (SPEC §9 date type month)', () => {
    expect(yearMonthToCondition(['2024-05'], attrsOf())).toEqual({
      fieldId: 'f1',
      operator: 'eq',
      value: ['2024-05'],
      dateGrouping: 'year-month',
    });
  });

  it('several months (attrs.multiple) are an in', () => {
    expect(yearMonthToCondition(['2024-05', '2024-07'], attrsOf({ multiple: true }))).toEqual({
      fieldId: 'f1',
      operator: 'in',
      value: ['2024-05', '2024-07'],
      dateGrouping: 'year-month',
    });
  });

  it('empty (SPEC §5) or malformed values filter nothing', () => {
    expect(yearMonthToCondition([], attrsOf())).toBeNull();
    expect(yearMonthToCondition([null], attrsOf())).toBeNull();
    expect(yearMonthToCondition(['2024-13'], attrsOf())).toBeNull();
    expect(yearMonthToCondition(['2024-05-01'], attrsOf())).toBeNull();
    expect(yearMonthToCondition(['2024-05', '2024'], attrsOf({ multiple: true }))).toBeNull();
  });

  it('a widget without a field filters nothing', () => {
    expect(yearMonthToCondition(['2024-05'], attrsOf({ fieldId: null }))).toBeNull();
  });
});
