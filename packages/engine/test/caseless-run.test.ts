import { describe, expect, it } from 'vitest';
import { longestCaselessRun } from '../src/sql/distinct-values.js';

describe('the caseless run a keyword search pre-filters by', () => {
  it('is the longest stretch of characters without case', () => {
    expect(longestCaselessRun('X4242')).toBe('4242');
    expect(longestCaselessRun('北京市')).toBe('北京市');
    expect(longestCaselessRun('2024-05')).toBe('2024-05');
    expect(longestCaselessRun('a1b22c')).toBe('22');
    expect(longestCaselessRun('apple')).toBe('');
    // Greek and accented letters have case; they never enter the run.
    expect(longestCaselessRun('Ωé12')).toBe('12');
  });
});
