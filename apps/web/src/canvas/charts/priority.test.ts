import { describe, expect, it } from 'vitest';
import { chartPriority, UNPLACED, viewportDistance } from './priority';

const viewport = { width: 1000, height: 800 };
const box = (top: number, left = 0, height = 300, width = 200) => ({
  top,
  left,
  bottom: top + height,
  right: left + width,
});

describe('near-viewport priority', () => {
  it('puts a chart on screen first, then off-screen ones by their distance', () => {
    expect(chartPriority(true, box(5000), viewport)).toBe(0);
    const below = chartPriority(false, box(900), viewport);
    const farBelow = chartPriority(false, box(2900), viewport);
    const above = chartPriority(false, box(-400), viewport);
    expect(below).toBe(101);
    expect(farBelow).toBe(2101);
    expect(above).toBe(101);
    expect(chartPriority(undefined, null, viewport)).toBe(UNPLACED);
  });

  it('measures a corner distance diagonally and overlap as zero', () => {
    expect(viewportDistance(box(1100, 1400), viewport)).toBe(500);
    expect(viewportDistance(box(700, 900), viewport)).toBe(0);
  });
});
