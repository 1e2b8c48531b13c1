/** The sample the column permission dialog masks to show what a reader will see. */
export const MASK_SAMPLE = '13812345678';

/**
 * A text as a mask shows it: the first `keepStart` and last `keepEnd` characters kept, each of
 * the others a `*`. When the kept parts would cover the whole text, nothing of it is shown.
 */
export function maskText(text: string, keepStart: number, keepEnd: number): string {
  const chars = [...text];
  if (keepStart + keepEnd >= chars.length) return '*'.repeat(chars.length);
  return [
    ...chars.slice(0, keepStart),
    ...chars.slice(keepStart, chars.length - keepEnd).map(() => '*'),
    ...chars.slice(chars.length - keepEnd),
  ].join('');
}
