import type { CellValue } from '@tessera/contracts';

/**
 * A cell as text. React renders it as a text node, so `=1+1`, `<script>` or `@SUM(…)` stay inert
 * characters on screen; null is told apart from an empty string.
 */
export function cellText(value: CellValue | undefined): { text: string; isNull: boolean } {
  if (value === null || value === undefined) return { text: 'NULL', isNull: true };
  if (typeof value === 'boolean') return { text: value ? 'true' : 'false', isNull: false };
  return { text: String(value), isNull: false };
}
