import { describe, expect, it } from 'vitest';
import { COMPONENT_DEFAULT_SIZES, defaultCanvasStyle } from '@tessera/contracts';
import { cornerFor, newComponentAt } from './placement';

const canvas = defaultCanvasStyle();

describe('placing a new component (SPEC §9 default sizes)', () => {
  it.each(['text', 'rect', 'button', 'picture', 'user-view'] as const)(
    'gives a new %s its default size, centred where it is dropped',
    (type) => {
      const component = newComponentAt(type, { x: 800, y: 450 }, canvas, 'id1', { viewId: 'v1' });
      const size = COMPONENT_DEFAULT_SIZES[type];
      expect(component.style).toMatchObject({
        width: size.width,
        height: size.height,
        left: 800 - size.width / 2,
        top: 450 - size.height / 2,
      });
      expect(component.id).toBe('id1');
    },
  );

  it('keeps a component dropped at an edge inside the canvas', () => {
    expect(cornerFor({ x: 5, y: 5 }, { width: 300, height: 100 }, canvas)).toEqual({ x: 0, y: 0 });
    expect(cornerFor({ x: 1599, y: 899 }, { width: 300, height: 100 }, canvas)).toEqual({
      x: 1300,
      y: 800,
    });
  });

  it('fits an uploaded picture into the default picture size keeping its proportions', () => {
    const wide = newComponentAt('picture', { x: 800, y: 450 }, canvas, 'p', {
      imageSize: { width: 1200, height: 300 },
    });
    expect(wide.style).toMatchObject({ width: 300, height: 75 });
    const small = newComponentAt('picture', { x: 800, y: 450 }, canvas, 'p', {
      imageSize: { width: 64, height: 32 },
    });
    expect(small.style).toMatchObject({ width: 64, height: 32 });
  });
});

describe('font size in the side panel', () => {
  it('grows a pixel line height that would cut the letters, and leaves a roomy one alone', async () => {
    const { withFontSize } = await import('./ComponentStylePane');
    const base = { left: 0, top: 0, width: 10, height: 10, rotate: 0, opacity: 1 };
    expect(withFontSize({ ...base, lineHeight: 22 }, 44)).toEqual({ fontSize: 44, lineHeight: 66 });
    expect(withFontSize({ ...base, lineHeight: 80 }, 44)).toEqual({ fontSize: 44 });
    expect(withFontSize(base, 44)).toEqual({ fontSize: 44 });
  });
});
