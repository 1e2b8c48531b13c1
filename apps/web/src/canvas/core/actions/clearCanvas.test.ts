// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { doUndoRedo, editorWith, idsOf, rect } from '../testFixtures';

describe('clear canvas (Ctrl+E)', () => {
  it('removes everything, locked components too, and one undo brings it all back', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true }), rect('b')], ['a']);
    const { done, undone, redone } = doUndoRedo(state, 'clearCanvas');
    expect(idsOf(done.state)).toEqual([]);
    expect(idsOf(undone)).toEqual(['a', 'b']);
    expect(idsOf(redone)).toEqual([]);
  });
});
