import { describe, expect, it } from 'vitest';
import { NUMBER_RANGE_MAX, NUMBER_RANGE_MIN } from '@tessera/contracts';
import { checkRange, checkRangeTexts, endError, parseEnd } from './validate';

describe('number range validation (SPEC §5)', () => {
  it("accepts whole numbers only ('Please key interger')", () => {
    expect(parseEnd(' 12 ')).toBe(12);
    expect(parseEnd('-7')).toBe(-7);
    expect(parseEnd('+3')).toBe(3);
    expect(parseEnd('')).toBeNull();
    expect(Number.isNaN(parseEnd('1.5'))).toBe(true);
    expect(Number.isNaN(parseEnd('1e3'))).toBe(true);
    expect(Number.isNaN(parseEnd('abc'))).toBe(true);
    expect(checkRangeTexts('1.5', '')).toEqual({ min: 'integer', max: null, value: null });
    expect(checkRangeTexts('', 'ten')).toEqual({ min: null, max: 'integer', value: null });
    expect(endError(2.5)).toBe('integer');
  });

  it('keeps each end within -2147483648..2147483647', () => {
    expect(NUMBER_RANGE_MIN).toBe(-2147483648);
    expect(NUMBER_RANGE_MAX).toBe(2147483647);
    expect(endError(NUMBER_RANGE_MIN)).toBeNull();
    expect(endError(NUMBER_RANGE_MAX)).toBeNull();
    expect(checkRangeTexts('-2147483649', '')).toMatchObject({ min: 'tooSmall', value: null });
    expect(checkRangeTexts('', '2147483648')).toMatchObject({ max: 'tooLarge', value: null });
  });

  it('needs the min less than the max (said under the max)', () => {
    expect(checkRange(5, 5)).toEqual({ min: null, max: 'order', value: null });
    expect(checkRange(6, 5)).toEqual({ min: null, max: 'order', value: null });
    expect(checkRange(4, 5)).toEqual({ min: null, max: null, value: [4, 5] });
  });

  it('allows either end, or both, to be empty', () => {
    expect(checkRange(null, null)).toEqual({ min: null, max: null, value: [null, null] });
    expect(checkRangeTexts('3', '')).toEqual({ min: null, max: null, value: [3, null] });
    expect(checkRangeTexts('', '-3')).toEqual({ min: null, max: null, value: [null, -3] });
  });
});
