import { NUMBER_RANGE_MAX, NUMBER_RANGE_MIN } from '@tessera/contracts';

/**
 * SPEC §5 number range: whole numbers only, within NUMBER_RANGE_MIN..NUMBER_RANGE_MAX (a 32-bit
 * integer), and the min less than the max. Each message belongs under one of the two inputs.
 */
export type RangeError = 'integer' | 'tooSmall' | 'tooLarge' | 'order';

export type RangeValue = [number | null, number | null];

export interface RangeCheck {
  min: RangeError | null;
  max: RangeError | null;
  /** The value to apply, or null while either end is wrong. */
  value: RangeValue | null;
}

/** One end's own rule: a whole number within the bounds (null: empty, which is allowed). */
export function endError(end: number | null): RangeError | null {
  if (end === null) return null;
  if (!Number.isInteger(end)) return 'integer';
  if (end < NUMBER_RANGE_MIN) return 'tooSmall';
  if (end > NUMBER_RANGE_MAX) return 'tooLarge';
  return null;
}

/** Both ends: their own rules, then the min below the max (said under the max). */
export function checkRange(min: number | null, max: number | null): RangeCheck {
  const minError = endError(min);
  let maxError = endError(max);
  if (!minError && !maxError && min !== null && max !== null && min >= max) maxError = 'order';
  return {
    min: minError,
    max: maxError,
    value: minError || maxError ? null : [min, max],
  };
}

/** What the user typed in one input: empty → null, digits → the number, else NaN (not whole). */
export function parseEnd(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The typed texts of both inputs checked together. */
export const checkRangeTexts = (minText: string, maxText: string): RangeCheck =>
  checkRange(parseEnd(minText), parseEnd(maxText));
