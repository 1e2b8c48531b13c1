import { describe, expect, it } from 'vitest';
import { copyTitle } from './service.js';

describe('copy titles', () => {
  it('adds -copy, then -copy2…, cutting the title to stay within 50 characters', () => {
    expect(copyTitle('Sales', () => false)).toBe('Sales-copy');
    const taken = new Set(['Sales-copy']);
    expect(copyTitle('Sales', (t) => taken.has(t))).toBe('Sales-copy2');
    expect([...copyTitle('销'.repeat(50), () => false)]).toHaveLength(50);
  });
});
