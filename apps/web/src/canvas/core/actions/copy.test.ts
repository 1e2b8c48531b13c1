// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { counterIds, doUndoRedo, editorWith, rect } from '../testFixtures';
import { copyAction } from './copy';

describe('copy (Ctrl+C)', () => {
  it('puts the selection on the clipboard without changing the document or the history', () => {
    const state = editorWith([rect('a'), rect('b')], ['b']);
    const { done, undone, redone } = doUndoRedo(state, 'copy');
    expect(done.state.clipboard?.components.map((c) => c.id)).toEqual(['b']);
    expect(done.state.doc).toBe(state.doc);
    expect(done.state.history.snapshots).toHaveLength(1);
    // Nothing was recorded, so undo and redo have nothing to move through.
    expect(undone.doc).toBe(state.doc);
    expect(redone.doc).toBe(state.doc);
  });

  it('asks to select a component when nothing is selected', () => {
    const result = copyAction.perform(editorWith([rect('a')]), counterIds());
    expect(result.message?.key).toBe('panelEditor.message.selectComponent');
    expect(result.state.clipboard).toBeNull();
  });
});
