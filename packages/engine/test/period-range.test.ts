// periodRange: a chart's date-grouped label → the [start, end) it stands for (issue 8 part 5).
import { describe, expect, it } from 'vitest';
import type { DateGrouping } from '../src/index.js';
import { periodRange } from '../src/index.js';

describe('periodRange turns a grouped label into its half-open range', () => {
  it.each<[DateGrouping, string, string, string | null]>([
    ['year', '2024', '2024-01-01 00:00:00', '2025-01-01 00:00:00'],
    ['year-quarter', '2024-Q1', '2024-01-01 00:00:00', '2024-04-01 00:00:00'],
    ['year-quarter', '2024-Q2', '2024-04-01 00:00:00', '2024-07-01 00:00:00'],
    ['year-quarter', '2024-Q4', '2024-10-01 00:00:00', '2025-01-01 00:00:00'],
    ['year-month', '2024-02', '2024-02-01 00:00:00', '2024-03-01 00:00:00'],
    ['year-month', '2024-12', '2024-12-01 00:00:00', '2025-01-01 00:00:00'],
    ['year-week', '2024-W05', '2024-01-29 00:00:00', '2024-02-05 00:00:00'],
    ['date', '2024-02-29', '2024-02-29 00:00:00', '2024-03-01 00:00:00'],
    ['date', '2024-12-31', '2024-12-31 00:00:00', '2025-01-01 00:00:00'],
    ['date-hour', '2024-05-03 14', '2024-05-03 14:00:00', '2024-05-03 15:00:00'],
    ['date-hour', '2024-12-31 23', '2024-12-31 23:00:00', '2025-01-01 00:00:00'],
    ['date-hour-minute', '2024-05-03 14:05', '2024-05-03 14:05:00', '2024-05-03 14:06:00'],
    [
      'date-hour-minute-second',
      '2024-05-03 14:05:09',
      '2024-05-03 14:05:09',
      '2024-05-03 14:05:10',
    ],
    [
      'date-hour-minute-second',
      '2024-12-31 23:59:59',
      '2024-12-31 23:59:59',
      '2025-01-01 00:00:00',
    ],
  ])('%s %s is [%s, %s)', (grouping, label, start, end) => {
    expect(periodRange(grouping, label)).toEqual({ start, end });
  });

  it.each<[string, string, string]>([
    // ISO 8601: week 1 holds 4 January, weeks start on Monday, the ISO year can differ.
    ['2020-W01', '2019-12-30 00:00:00', '2020-01-06 00:00:00'],
    ['2020-W53', '2020-12-28 00:00:00', '2021-01-04 00:00:00'],
    ['2021-W01', '2021-01-04 00:00:00', '2021-01-11 00:00:00'],
    ['2025-W01', '2024-12-30 00:00:00', '2025-01-06 00:00:00'],
    ['2026-W53', '2026-12-28 00:00:00', '2027-01-04 00:00:00'],
    ['2015-W53', '2015-12-28 00:00:00', '2016-01-04 00:00:00'],
  ])('ISO week %s is [%s, %s)', (label, start, end) => {
    expect(periodRange('year-week', label)).toEqual({ start, end });
  });

  it('starts week 1 of year 1 on its first day, a Monday in the proleptic calendar', () => {
    expect(periodRange('year-week', '0001-W01').start).toBe('0001-01-01 00:00:00');
  });

  it('reads years below 100 as they are, not as 19xx', () => {
    expect(periodRange('year', '0050')).toEqual({
      start: '0050-01-01 00:00:00',
      end: '0051-01-01 00:00:00',
    });
  });

  it('leaves the end open for a period that ends after year 9999', () => {
    expect(periodRange('year', '9999')).toEqual({ start: '9999-01-01 00:00:00', end: null });
    expect(periodRange('date', '9999-12-31').end).toBeNull();
    expect(periodRange('date', '9999-12-30').end).toBe('9999-12-31 00:00:00');
  });
});

describe('periodRange refuses labels no grouping produces', () => {
  it.each<[DateGrouping, string]>([
    ['year', '24'],
    ['year', '20245'],
    ['year', '0000'],
    ['year', ' 2024'],
    ['year', '2024\n'],
    ['year', '２０２４'],
    ['year', '2024-01'],
    ['year-quarter', '2024-Q0'],
    ['year-quarter', '2024-Q5'],
    ['year-quarter', '2024-q2'],
    ['year-quarter', '2024Q2'],
    ['year-month', '2024-00'],
    ['year-month', '2024-13'],
    ['year-month', '2024-5'],
    ['year-week', '2024-W00'],
    ['year-week', '2021-W53'],
    ['year-week', '2024-W54'],
    ['year-week', '2024-W5'],
    ['date', '2023-02-29'],
    ['date', '2024-04-31'],
    ['date', '2024-00-10'],
    ['date', '2024-05-3'],
    ['date', '2024-05-03T00'],
    ['date-hour', '2024-05-03 24'],
    ['date-hour', '2024-05-03T14'],
    ['date-hour-minute', '2024-05-03 14:60'],
    ['date-hour-minute', '2024-05-03 14'],
    ['date-hour-minute-second', '2024-05-03 14:05:60'],
    ['date-hour-minute-second', '2024-05-03 14:05:09.5'],
    ['date', "2024-05-03' OR 1=1--"],
    ['date', ''],
  ])('%s %j is ENGINE_INVALID_FILTER, the label kept out of the error', (grouping, label) => {
    try {
      periodRange(grouping, label);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'ENGINE_INVALID_FILTER', details: { grouping } });
      if (label) expect((error as Error).message).not.toContain(label);
    }
  });
});
