import { describe, expect, it } from 'vitest';
import { attrsOf } from '../datePeriod/testAttrs';
import { dateRangeToCondition, startAfterEnd } from './toCondition';

describe('date range widget toCondition', () => {
  it('two days are a between grouped by date, so the end day counts whole (SPEC §9 daterange)', () => {
    expect(dateRangeToCondition(['2024-05-01', '2024-05-31'], attrsOf())).toEqual({
      fieldId: 'f1',
      operator: 'between',
      value: ['2024-05-01', '2024-05-31'],
      dateGrouping: 'date',
    });
  });

  it('one day for both ends is allowed', () => {
    expect(dateRangeToCondition(['2024-05-01', '2024-05-01'], attrsOf())?.value).toEqual([
      '2024-05-01',
      '2024-05-01',
    ]);
  });

  it('needs exactly two values (SPEC §5)', () => {
    expect(dateRangeToCondition([], attrsOf())).toBeNull();
    expect(dateRangeToCondition(['2024-05-01'], attrsOf())).toBeNull();
    expect(dateRangeToCondition(['2024-05-01', '2024-05-02', '2024-05-03'], attrsOf())).toBeNull();
  });

  it('an empty end is no value (SPEC §5), so no filter', () => {
    expect(dateRangeToCondition(['2024-05-01', null], attrsOf())).toBeNull();
    expect(dateRangeToCondition(['', '2024-05-01'], attrsOf())).toBeNull();
  });

  it('a start later than the end yields none (SPEC §5)', () => {
    expect(dateRangeToCondition(['2024-06-01', '2024-05-31'], attrsOf())).toBeNull();
    expect(startAfterEnd(['2024-06-01', '2024-05-31'])).toBe(true);
    expect(startAfterEnd(['2024-05-01', '2024-05-31'])).toBe(false);
    expect(startAfterEnd(['2024-06-01'])).toBe(false);
  });

  it('a malformed day yields none', () => {
    expect(dateRangeToCondition(['2024-05-01', '2024-06-31'], attrsOf())).toBeNull();
    expect(dateRangeToCondition(['2024-05', '2024-06'], attrsOf())).toBeNull();
  });

  it('a widget without a field filters nothing', () => {
    expect(
      dateRangeToCondition(['2024-05-01', '2024-05-31'], attrsOf({ fieldId: null })),
    ).toBeNull();
  });
});
