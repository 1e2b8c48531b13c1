// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, rect } from '../testFixtures';

describe('set the canvas style (side panel, zoom, theme, background)', () => {
  it('sets the values as one change, and undoes and redoes', () => {
    const state = editorWith([rect('a')]);
    const before = state.doc.canvasStyle;
    const result = doUndoRedo(state, 'setCanvasStyle', counterIds(), {
      width: before.width + 200,
      scale: 50,
    });
    expectRoundTrip(state, result);
    expect(result.done.state.doc.canvasStyle).toMatchObject({
      width: before.width + 200,
      scale: 50,
    });
    expect(result.done.state.doc.components).toBe(state.doc.components);
    expect(result.undone.doc.canvasStyle).toEqual(before);
    expect(result.redone.doc.canvasStyle.scale).toBe(50);
  });

  it('runs with a locked component selected (the canvas is never locked)', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
    const { done } = doUndoRedo(state, 'setCanvasStyle', counterIds(), { scale: 75 });
    expect(done.state.doc.canvasStyle.scale).toBe(75);
  });
});
