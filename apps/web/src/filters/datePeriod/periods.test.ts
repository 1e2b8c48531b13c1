import { describe, expect, it } from 'vitest';
import { convertPeriodValue } from './convertValue';
import { isEmptyDateItem, isPeriod } from './periods';
import { dayjsToPeriod, periodToDayjs } from './pickerValue';

describe('date widget value shapes (SPEC §9 date filter types)', () => {
  it('accepts real days only', () => {
    expect(isPeriod('date', '2024-02-29')).toBe(true); // leap year
    expect(isPeriod('date', '2023-02-29')).toBe(false);
    expect(isPeriod('date', '2024-04-31')).toBe(false);
    expect(isPeriod('date', '2024-13-01')).toBe(false);
    expect(isPeriod('date', '2024-00-10')).toBe(false);
    expect(isPeriod('date', '2024-1-01')).toBe(false);
    expect(isPeriod('date', '2024-01-01 10:00')).toBe(false);
    expect(isPeriod('date', 20240101)).toBe(false);
  });

  it('accepts months, quarters and years in their own shape', () => {
    expect(isPeriod('month', '2024-12')).toBe(true);
    expect(isPeriod('month', '2024-13')).toBe(false);
    expect(isPeriod('month', '2024-05-01')).toBe(false);
    expect(isPeriod('quarter', '2024-Q4')).toBe(true);
    expect(isPeriod('quarter', '2024-Q5')).toBe(false);
    expect(isPeriod('quarter', '2024-q1')).toBe(false);
    expect(isPeriod('year', '2024')).toBe(true);
    expect(isPeriod('year', 2024)).toBe(false);
    expect(isPeriod('year', '24')).toBe(false);
  });

  it('treats null and empty text as no value (SPEC §5)', () => {
    expect(isEmptyDateItem(null)).toBe(true);
    expect(isEmptyDateItem('')).toBe(true);
    expect(isEmptyDateItem(undefined)).toBe(true);
    expect(isEmptyDateItem('2024')).toBe(false);
  });
});

describe('convertPeriodValue (SPEC §4 single ↔ multiple)', () => {
  it('single → multiple keeps the chosen item as a list', () => {
    expect(convertPeriodValue(['2024-05-01'], true)).toEqual(['2024-05-01']);
    expect(convertPeriodValue([null], true)).toEqual([]);
    expect(convertPeriodValue([], true)).toEqual([]);
  });

  it('multiple → single keeps the first item', () => {
    expect(convertPeriodValue(['2024-05', '2024-06'], false)).toEqual(['2024-05']);
    expect(convertPeriodValue(['', '2024-06'], false)).toEqual(['2024-06']);
    expect(convertPeriodValue([], false)).toEqual([]);
  });
});

describe('picker dates ↔ text values', () => {
  it('round-trips each kind', () => {
    for (const [kind, text] of [
      ['date', '2024-02-29'],
      ['month', '2024-11'],
      ['quarter', '2024-Q3'],
      ['year', '2031'],
    ] as const) {
      const date = periodToDayjs(kind, text);
      expect(date?.isValid()).toBe(true);
      expect(dayjsToPeriod(kind, date!)).toBe(text);
    }
  });

  it('a quarter starts at its first month (SPEC §9 01, 04, 07, 10)', () => {
    expect(periodToDayjs('quarter', '2024-Q1')?.month()).toBe(0);
    expect(periodToDayjs('quarter', '2024-Q2')?.month()).toBe(3);
    expect(periodToDayjs('quarter', '2024-Q3')?.month()).toBe(6);
    expect(periodToDayjs('quarter', '2024-Q4')?.month()).toBe(9);
  });

  it('gives no date for empty or malformed values', () => {
    expect(periodToDayjs('date', null)).toBeNull();
    expect(periodToDayjs('date', '')).toBeNull();
    expect(periodToDayjs('month', '2024-13')).toBeNull();
  });
});
