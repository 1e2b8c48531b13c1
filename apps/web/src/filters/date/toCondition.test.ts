import { describe, expect, it } from 'vitest';
import { attrsOf } from '../datePeriod/testAttrs';
import { dateToCondition } from './toCondition';

describe('date widget toCondition', () => {
  it('one day is an eq on the whole day (SPEC §9 operator eq, date type date)', () => {
    expect(dateToCondition(['2024-05-01'], attrsOf())).toEqual({
      fieldId: 'f1',
      operator: 'eq',
      value: ['2024-05-01'],
      dateGrouping: 'date',
    });
  });

  it('several days (attrs.multiple) are an in over the list', () => {
    expect(
      dateToCondition(['2024-05-01', '2024-05-03', '2024-05-01'], attrsOf({ multiple: true })),
    ).toEqual({
      fieldId: 'f1',
      operator: 'in',
      value: ['2024-05-01', '2024-05-03'],
      dateGrouping: 'date',
    });
    expect(dateToCondition(['2024-05-01'], attrsOf({ multiple: true }))?.operator).toBe('in');
  });

  it('an empty value filters nothing (SPEC §5: empty date value is null)', () => {
    expect(dateToCondition([], attrsOf())).toBeNull();
    expect(dateToCondition([null], attrsOf())).toBeNull();
    expect(dateToCondition([''], attrsOf())).toBeNull();
    expect(dateToCondition([], attrsOf({ multiple: true }))).toBeNull();
    expect(dateToCondition([null, ''], attrsOf({ multiple: true }))).toBeNull();
  });

  it('empty items of a multiple value are left out', () => {
    expect(dateToCondition([null, '2024-05-01'], attrsOf({ multiple: true }))?.value).toEqual([
      '2024-05-01',
    ]);
  });

  it('a malformed value filters nothing', () => {
    expect(dateToCondition(['2024-02-30'], attrsOf())).toBeNull();
    expect(dateToCondition(['2024-05'], attrsOf())).toBeNull();
    expect(dateToCondition([20240501], attrsOf())).toBeNull();
    expect(dateToCondition(['2024-05-01', 'soon'], attrsOf({ multiple: true }))).toBeNull();
  });

  it('a widget without a field filters nothing', () => {
    expect(dateToCondition(['2024-05-01'], attrsOf({ fieldId: null }))).toBeNull();
  });
});
