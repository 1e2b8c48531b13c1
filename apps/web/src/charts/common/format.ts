import type { Language } from '@tessera/contracts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, fixed: boolean): Intl.NumberFormat {
  const key = `${language}|${fixed}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(language, {
      minimumFractionDigits: fixed ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, found);
  }
  return found;
}

/** A measure as users read it: thousands separators, up to 2 decimals, in their language. */
export function formatMeasure(
  value: number | string | null | undefined,
  language: Language,
): string {
  if (value === null || value === undefined || value === '') return '-';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  return formatter(language, false).format(n);
}

/** SPEC §9 table sums: 2 decimals when the sum is fractional, none when it is whole. */
export function formatSum(value: number, language: Language): string {
  return formatter(language, !Number.isInteger(round2(value))).format(value);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
