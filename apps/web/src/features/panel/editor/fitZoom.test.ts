import { describe, expect, it } from 'vitest';
import { fitZoom, sidePanelClearOfCanvas } from './fitZoom';

describe('the zoom the editor opens at', () => {
  it('fits the canvas width into the room left of the side panel', () => {
    // 1600 px canvas in a 1280 px window: 1280 - 76 - 24 - 336 = 844 px of room.
    expect(fitZoom(1600, 1280)).toBe(52);
    expect((1600 * fitZoom(1600, 1280)) / 100).toBeLessThanOrEqual(844);
    expect(fitZoom(1600, 1920)).toBe(92);
  });

  it('never zooms past actual size, nor below the smallest zoom', () => {
    expect(fitZoom(800, 2560)).toBe(100);
    expect(fitZoom(20_000, 800)).toBe(10);
  });

  it('keeps a remembered side panel only where it cannot cover the canvas', () => {
    expect(sidePanelClearOfCanvas(1000, 1280)).toBe(true);
    expect(sidePanelClearOfCanvas(400, 1280)).toBe(false);
  });
});
