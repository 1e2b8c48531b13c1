import { describe, expect, it } from 'vitest';
import { attrsOf } from '../datePeriod/testAttrs';
import { quarterToCondition } from './toCondition';

describe('quarter widget toCondition (SPEC §9 quarters → months 01-03, 04-06, 07-09, 10-12)', () => {
  it.each([
    ['2024-Q1', '2024-01', '2024-03'],
    ['2024-Q2', '2024-04', '2024-06'],
    ['2024-Q3', '2024-07', '2024-09'],
    ['2024-Q4', '2024-10', '2024-12'],
  ])('%s is between %s and %s by month', (quarter, first, last) => {
    expect(quarterToCondition([quarter], attrsOf())).toEqual({
      fieldId: 'f1',
      operator: 'between',
      value: [first, last],
      dateGrouping: 'year-month',
    });
  });

  it('stays single-choice: only the first quarter counts, even with attrs.multiple', () => {
    expect(quarterToCondition(['2024-Q2', '2024-Q3'], attrsOf({ multiple: true }))?.value).toEqual([
      '2024-04',
      '2024-06',
    ]);
  });

  it('empty (SPEC §5) or malformed values filter nothing', () => {
    expect(quarterToCondition([], attrsOf())).toBeNull();
    expect(quarterToCondition([null], attrsOf())).toBeNull();
    expect(quarterToCondition(['2024-Q5'], attrsOf())).toBeNull();
    expect(quarterToCondition(['2024-Q0'], attrsOf())).toBeNull();
    expect(quarterToCondition(['2024-04'], attrsOf())).toBeNull();
  });

  it('a widget without a field filters nothing', () => {
    expect(quarterToCondition(['2024-Q2'], attrsOf({ fieldId: null }))).toBeNull();
  });
});
