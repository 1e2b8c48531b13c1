import type { CellValue } from '@tessera/contracts';

/** Decimals a preview shows of a fractional number (the database's value is not changed). */
const PREVIEW_DECIMALS = 4;
/** Significant digits of a non-zero number too small for those decimals. */
const SMALL_DIGITS = 4;

/**
 * A floating-point number as a person reads it: 0.1 + 0.2 shows as 0.3, 1/3 as 0.3333, and a
 * tiny value keeps its significant digits (0.00001234) instead of reading as 0. Exact numbers
 * (DECIMAL, BIGINT) arrive as text and are shown as they are.
 */
export function previewNumber(value: number): string {
  if (Number.isInteger(value) || !Number.isFinite(value)) return String(value);
  const rounded = Number(value.toFixed(PREVIEW_DECIMALS));
  if (rounded === 0) return String(Number(value.toPrecision(SMALL_DIGITS)));
  return String(rounded);
}

/**
 * A cell as text. React renders it as a text node, so `=1+1`, `<script>` or `@SUM(…)` stay inert
 * characters on screen; null is told apart from an empty string.
 */
export function cellText(value: CellValue | undefined): { text: string; isNull: boolean } {
  if (value === null || value === undefined) return { text: 'NULL', isNull: true };
  if (typeof value === 'boolean') return { text: value ? 'true' : 'false', isNull: false };
  if (typeof value === 'number') return { text: previewNumber(value), isNull: false };
  return { text: String(value), isNull: false };
}
