import { describe, expect, it } from 'vitest';
import { COMPONENT_DEFAULT_SIZES, defaultCanvasStyle } from '@tessera/contracts';
import { rect } from '../../../canvas/core/testFixtures';
import {
  PLACEMENT_GAP,
  cornerFor,
  freeSpotFor,
  newComponentAt,
  newComponentInFreeSpace,
} from './placement';

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

const at = (id: string, left: number, top: number, width: number, height: number) => {
  const r = rect(id);
  return { ...r, style: { ...r.style, left, top, width, height } };
};

describe('placing a new component in free space (a palette click)', () => {
  const chart = COMPONENT_DEFAULT_SIZES['user-view'];

  it('puts the first component at the top-left corner of an empty canvas', () => {
    expect(freeSpotFor(chart, [], canvas)).toEqual({ x: 0, y: 0 });
  });

  it('puts the next one beside the last, not on top of it', () => {
    const first = newComponentInFreeSpace(
      'user-view',
      { canvasStyle: canvas, components: [] },
      'a',
      {
        viewId: 'v1',
      },
    );
    const second = newComponentInFreeSpace(
      'user-view',
      { canvasStyle: canvas, components: [first] },
      'b',
      { viewId: 'v2' },
    );
    expect(first.style).toMatchObject({ left: 0, top: 0 });
    expect(second.style).toMatchObject({ left: chart.width + PLACEMENT_GAP, top: 0 });
  });

  it('takes the first free spot in reading order: a hole on the top row before a lower row', () => {
    const components = [at('a', 0, 0, 300, 300), at('b', 600, 0, 1000, 300)];
    expect(freeSpotFor({ width: 200, height: 200 }, components, canvas)).toEqual({
      x: 300 + PLACEMENT_GAP,
      y: 0,
    });
    // Too wide for the hole: the row below.
    expect(freeSpotFor({ width: 400, height: 200 }, components, canvas)).toEqual({
      x: 0,
      y: 300 + PLACEMENT_GAP,
    });
  });

  it('never overlaps a rotated component (its turned outline counts)', () => {
    const turned = {
      ...at('a', 100, 100, 400, 20),
      style: { ...at('a', 100, 100, 400, 20).style, rotate: 90 },
    };
    const spot = freeSpotFor({ width: 300, height: 100 }, [turned], canvas);
    // Turned upright it covers x 290–310 and y -90–290: 300 wide does not fit left of it.
    expect(spot).toEqual({ x: 310 + PLACEMENT_GAP, y: 0 });
  });

  it('goes below everything when no free spot is left, and the canvas grows to hold it', () => {
    const full = [at('a', 0, 0, 1600, 850)];
    expect(freeSpotFor(chart, full, canvas)).toEqual({ x: 0, y: 850 + PLACEMENT_GAP });
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

describe('adding a component below the canvas', () => {
  it('makes the canvas taller in the same change, and undo takes both back', async () => {
    const { addComponent } = await import('../../../canvas/core/edits');
    const { initialEditorState, undoState } = await import('../../../canvas/core/history');
    let state = initialEditorState({ canvasStyle: canvas, components: [at('a', 0, 0, 1600, 850)] });
    const below = newComponentInFreeSpace('user-view', state.doc, 'b', { viewId: 'v' });
    state = addComponent(state, below);
    expect(state.doc.canvasStyle.height).toBe(850 + PLACEMENT_GAP + 300);
    expect(state.history.snapshots).toHaveLength(2);
    expect(undoState(state).doc.canvasStyle.height).toBe(900);
  });
});
