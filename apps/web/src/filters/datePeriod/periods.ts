import type { FilterWidgetValue } from '@tessera/contracts';

/**
 * The text shapes of date widget values (SPEC §9 date filter types): a day 'YYYY-MM-DD', a
 * month 'YYYY-MM', a quarter 'YYYY-Qn', a year 'YYYY'. Pure and clock-free, so the widgets'
 * `toCondition` can trust a value before a chart's request carries it.
 */
export type PeriodKind = 'date' | 'month' | 'quarter' | 'year';

type Item = FilterWidgetValue[number];

const PATTERNS: Record<PeriodKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  month: /^(\d{4})-(\d{2})$/,
  quarter: /^(\d{4})-Q([1-4])$/,
  year: /^(\d{4})$/,
};

/** SPEC §5: an empty date value counts as no value (null). */
export const isEmptyDateItem = (item: Item | undefined): boolean =>
  item === null || item === undefined || item === '';

/** Days in a month of the Gregorian calendar (month 1–12). */
const daysIn = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether an item is a well-formed, real period of the kind ('2024-02-30' is not). */
export function isPeriod(kind: PeriodKind, item: unknown): item is string {
  if (typeof item !== 'string') return false;
  const match = PATTERNS[kind].exec(item);
  if (!match) return false;
  if (kind === 'date' || kind === 'month') {
    const month = Number(match[2]);
    if (month < 1 || month > 12) return false;
    if (kind === 'date') {
      const day = Number(match[3]);
      if (day < 1 || day > daysIn(Number(match[1]), month)) return false;
    }
  }
  return true;
}

/** The filled items of a value, empty ones (null, '') left out. */
export const filledItems = (value: FilterWidgetValue): FilterWidgetValue =>
  value.filter((item) => !isEmptyDateItem(item));
