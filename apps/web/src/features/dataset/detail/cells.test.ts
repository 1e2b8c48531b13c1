import { describe, expect, it } from 'vitest';
import { cellText, previewNumber } from './cells';

describe('preview cells', () => {
  it('round floating-point noise and long fractions to at most 4 decimals', () => {
    expect(previewNumber(0.1 + 0.2)).toBe('0.3');
    expect(previewNumber(1 / 3)).toBe('0.3333');
    expect(previewNumber(-2 / 3)).toBe('-0.6667');
    expect(previewNumber(1234.56789)).toBe('1234.5679');
    expect(previewNumber(12.5)).toBe('12.5');
  });

  it('keep whole numbers, and the significant digits of tiny values', () => {
    expect(previewNumber(1_000_000)).toBe('1000000');
    expect(previewNumber(0.00001234567)).toBe('0.00001235');
    expect(previewNumber(Number.NaN)).toBe('NaN');
  });

  it('leave exact numbers sent as text alone', () => {
    expect(cellText('0.30000000000000004').text).toBe('0.30000000000000004');
    expect(cellText(0.1 + 0.2).text).toBe('0.3');
  });
});
