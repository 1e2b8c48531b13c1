// A date-grouped label (as the dialects' formatDate renders it: `2024`, `2024-Q2`, `2024-05`,
// `2024-W05`, `2024-05-03`, `2024-05-03 14`, `2024-05-03 14:05`, `2024-05-03 14:05:09`) → the
// time range it stands for, so a chart's click filters with `field >= start AND field < end`
// (the column is compared, not formatted: an index can serve it). Pure: no database, no clock.
import { EngineError } from '../errors.js';
import type { DateGrouping } from './query-model.js';

/** [start, end) as `YYYY-MM-DD HH:MM:SS`; `end` is null when the period ends after year 9999. */
export interface PeriodRange {
  start: string;
  end: string | null;
}

const PATTERN: Record<DateGrouping, RegExp> = {
  year: /^(\d{4})$/,
  'year-quarter': /^(\d{4})-Q([1-4])$/,
  'year-month': /^(\d{4})-(\d{2})$/,
  'year-week': /^(\d{4})-W(\d{2})$/,
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  'date-hour': /^(\d{4})-(\d{2})-(\d{2}) (\d{2})$/,
  'date-hour-minute': /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
  'date-hour-minute-second': /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
};

const DAY_MS = 86_400_000;

/** Parse a label of `grouping`; anything else (or an impossible date) is ENGINE_INVALID_FILTER. */
export function periodRange(grouping: DateGrouping, label: string): PeriodRange {
  const match = PATTERN[grouping].exec(label);
  const parts = match ? match.slice(1).map(Number) : [];
  const [year = 0, a = 1, b = 1, hour = 0, minute = 0, second = 0] = parts;
  if (!match || year < 1) throw invalid(grouping);
  switch (grouping) {
    case 'year':
      return range(utc(year, 1, 1), utc(year + 1, 1, 1));
    case 'year-quarter':
      return range(utc(year, a * 3 - 2, 1), utc(year, a * 3 + 1, 1));
    case 'year-month':
      if (a < 1 || a > 12) throw invalid(grouping);
      return range(utc(year, a, 1), utc(year, a + 1, 1));
    case 'year-week': {
      if (a < 1 || a > isoWeeksIn(year)) throw invalid(grouping);
      const start = isoWeekOneMonday(year) + (a - 1) * 7 * DAY_MS;
      // Week 1 of year 1 would start in year 0, which no database stores.
      if (new Date(start).getUTCFullYear() < 1) throw invalid(grouping);
      return range(start, start + 7 * DAY_MS);
    }
    default: {
      if (a < 1 || a > 12 || b < 1 || b > daysIn(year, a)) throw invalid(grouping);
      if (hour > 23 || minute > 59 || second > 59) throw invalid(grouping);
      const start = utc(year, a, b) + ((hour * 60 + minute) * 60 + second) * 1000;
      const width = {
        date: DAY_MS,
        'date-hour': 3_600_000,
        'date-hour-minute': 60_000,
        'date-hour-minute-second': 1000,
      }[grouping];
      return range(start, start + width);
    }
  }
}

function invalid(grouping: DateGrouping): EngineError {
  // The label itself is user input: it stays out of the message and the details.
  return new EngineError('ENGINE_INVALID_FILTER', 'Invalid period value', { grouping });
}

/** Milliseconds of a UTC midnight; months past 12 roll into the next year. */
function utc(year: number, month: number, day: number): number {
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

function daysIn(year: number, month: number): number {
  return Math.round((utc(year, month + 1, 1) - utc(year, month, 1)) / DAY_MS);
}

/** Monday of ISO week 1: the week holding 4 January (ISO 8601). */
function isoWeekOneMonday(year: number): number {
  const jan4 = utc(year, 1, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return jan4 - weekday * DAY_MS;
}

function isoWeeksIn(year: number): number {
  return Math.round((isoWeekOneMonday(year + 1) - isoWeekOneMonday(year)) / (7 * DAY_MS));
}

function range(start: number, end: number): PeriodRange {
  return { start: stamp(start), end: new Date(end).getUTCFullYear() > 9999 ? null : stamp(end) };
}

function stamp(ms: number): string {
  const d = new Date(ms);
  const p = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${p(d.getUTCFullYear(), 4)}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}
