import dayjs, { type Dayjs } from 'dayjs';
import { isPeriod, type PeriodKind } from './periods';

/**
 * A widget's text values ↔ the dayjs dates antd's pickers work with. Built from the checked
 * parts rather than dayjs' format tokens, so quarters need no dayjs plugin.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The picker's date for a text value, or null when the value is empty or malformed. */
export function periodToDayjs(kind: PeriodKind, item: unknown): Dayjs | null {
  if (!isPeriod(kind, item)) return null;
  const text = item;
  const year = text.slice(0, 4);
  switch (kind) {
    case 'date':
      return dayjs(text);
    case 'month':
      return dayjs(`${text}-01`);
    case 'quarter':
      return dayjs(`${year}-${pad((Number(text.slice(6)) - 1) * 3 + 1)}-01`);
    case 'year':
      return dayjs(`${year}-01-01`);
  }
}

/** The text value of a date the picker chose. */
export function dayjsToPeriod(kind: PeriodKind, date: Dayjs): string {
  const year = String(date.year()).padStart(4, '0');
  switch (kind) {
    case 'date':
      return `${year}-${pad(date.month() + 1)}-${pad(date.date())}`;
    case 'month':
      return `${year}-${pad(date.month() + 1)}`;
    case 'quarter':
      return `${year}-Q${Math.floor(date.month() / 3) + 1}`;
    case 'year':
      return year;
  }
}
