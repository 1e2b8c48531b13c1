// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { doUndoRedo, editorWith, rect } from '../testFixtures';

describe('unlock (Ctrl+U)', () => {
  it('unlocks the selection, and undoes and redoes', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
    const { done, undone, redone } = doUndoRedo(state, 'unlock');
    expect(done.state.doc.components[0]!.isLock).toBe(false);
    expect(undone.doc.components[0]!.isLock).toBe(true);
    expect(redone.doc.components[0]!.isLock).toBe(false);
  });
});
