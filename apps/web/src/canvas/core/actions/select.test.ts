// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, rect } from '../testFixtures';

describe('select (click, Ctrl/Shift+click, rubber band)', () => {
  it('selects exactly the ids, records nothing, and undo and redo keep the selection', () => {
    // An earlier edit (a move) gives undo somewhere to go.
    const start = editorWith([rect('a'), rect('b'), rect('c')], ['a']);
    const moved = runAction(start, 'move', counterIds(), new Map([['a', { left: 7 }]])).state;
    const { done, undone, redone } = doUndoRedo(moved, 'select', counterIds(), {
      ids: ['b', 'c'],
    });
    expect(done.state.selection).toEqual(['b', 'c']);
    expect(done.state.doc).toBe(moved.doc);
    expect(done.state.history).toBe(moved.history);
    // Undo steps back over the move (selection is not history), redo returns to it.
    expect(undone.doc.components[0]!.style.left).toBe(0);
    expect(undone.selection).toEqual(['b', 'c']);
    expect(redone.doc).toBe(moved.doc);
    expect(redone.selection).toEqual(['b', 'c']);
  });

  it('toggles ids into and out of the selection', () => {
    const state = editorWith([rect('a'), rect('b'), rect('c')], ['a', 'b']);
    const next = runAction(state, 'select', counterIds(), { ids: ['b', 'c'], toggle: true }).state;
    expect(next.selection).toEqual(['a', 'c']);
  });

  it('selects nothing with no ids (a click on the empty canvas), a locked selection too', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
    expect(runAction(state, 'select', counterIds(), { ids: [] }).state.selection).toEqual([]);
  });
});
