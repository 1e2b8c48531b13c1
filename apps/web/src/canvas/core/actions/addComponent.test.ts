// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, idsOf, rect } from '../testFixtures';

describe('add a component (palette click or drop)', () => {
  it('puts it on top of the others and selects it, and undoes and redoes', () => {
    const state = editorWith([rect('a')], ['a']);
    const result = doUndoRedo(state, 'addComponent', counterIds(), rect('b', 40, 60));
    expectRoundTrip(state, result);
    expect(idsOf(result.done.state)).toEqual(['a', 'b']);
    expect(result.done.state.selection).toEqual(['b']);
    expect(idsOf(result.undone)).toEqual(['a']);
    expect(idsOf(result.redone)).toEqual(['a', 'b']);
  });

  it('makes the canvas taller in the same change when the component lands below its bottom', () => {
    const state = editorWith([]);
    const low = rect('low', 0, state.doc.canvasStyle.height + 100);
    const { done, undone, redone } = doUndoRedo(state, 'addComponent', counterIds(), low);
    expect(done.state.doc.canvasStyle.height).toBe(low.style.top + low.style.height);
    expect(done.state.history.snapshots).toHaveLength(2);
    expect(undone.doc.canvasStyle.height).toBe(state.doc.canvasStyle.height);
    expect(redone.doc.canvasStyle.height).toBe(done.state.doc.canvasStyle.height);
  });

  it('adds even with a locked component selected, which stays as it was', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
    const next = runAction(state, 'addComponent', counterIds(), rect('b')).state;
    expect(idsOf(next)).toEqual(['a', 'b']);
    expect(next.doc.components[0]).toBe(state.doc.components[0]);
  });
});
