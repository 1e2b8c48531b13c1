// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, idsOf, rect } from '../testFixtures';

describe('cut (Ctrl+X)', () => {
  it('removes the selection onto the clipboard, and undoes and redoes', () => {
    const state = editorWith([rect('a'), rect('b')], ['a']);
    const { done, undone, redone } = doUndoRedo(state, 'cut');
    expect(idsOf(done.state)).toEqual(['b']);
    expect(done.state.clipboard?.components.map((c) => c.id)).toEqual(['a']);
    expect(idsOf(undone)).toEqual(['a', 'b']);
    expect(idsOf(redone)).toEqual(['b']);
  });

  it('asks to select a component when nothing is selected (SPEC §8)', () => {
    const state = editorWith([rect('a')]);
    const result = runAction(state, 'cut', counterIds());
    expect(result.message?.key).toBe('panelEditor.message.selectComponent');
    expect(result.state).toBe(state);
  });
});
