// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { doUndoRedo, editorWith, rect } from '../testFixtures';

describe('lock (Ctrl+L)', () => {
  it('locks the selection, and undoes and redoes', () => {
    const state = editorWith([rect('a'), rect('b')], ['a']);
    const { done, undone, redone } = doUndoRedo(state, 'lock');
    expect(done.state.doc.components.map((c) => c.isLock)).toEqual([true, false]);
    expect(undone.doc.components[0]!.isLock).toBe(false);
    expect(redone.doc.components[0]!.isLock).toBe(true);
  });
});
