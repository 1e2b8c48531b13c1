// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, idsOf, rect } from '../testFixtures';
import { copyAction } from './copy';

describe('copy (Ctrl+C)', () => {
  it('puts the selection on the clipboard without changing the document or the history', () => {
    // An earlier edit (a remove) gives undo somewhere to go.
    const start = editorWith([rect('a'), rect('b'), rect('c')], ['c']);
    const removed = runAction(start, 'remove', counterIds()).state;
    const state = { ...removed, selection: ['b'] };
    const { done, undone, redone } = doUndoRedo(state, 'copy');
    expect(done.state.clipboard?.components.map((c) => c.id)).toEqual(['b']);
    expect(done.state.doc).toBe(state.doc);
    expect(done.state.history.snapshots).toHaveLength(2);
    // Copy recorded nothing: undo goes past it to before the remove, redo comes back.
    expect(idsOf(undone)).toEqual(['a', 'b', 'c']);
    expect(redone.doc).toBe(state.doc);
  });

  it('asks to select a component when nothing is selected', () => {
    const result = copyAction.perform(editorWith([rect('a')]), undefined, counterIds());
    expect(result.message?.key).toBe('panelEditor.message.selectComponent');
    expect(result.state.clipboard).toBeNull();
  });
});
