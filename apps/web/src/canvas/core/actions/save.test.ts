// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markSaved } from '../history';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, rect } from '../testFixtures';

describe('save (Ctrl+S)', () => {
  it('asks the shell to save and changes nothing itself; undo and redo pass through', () => {
    const state = runAction(editorWith([rect('a')], ['a']), 'remove', counterIds()).state;
    const { done, undone, redone } = doUndoRedo(state, 'save');
    expect(done.effect).toBe('save');
    expect(done.state).toBe(state);
    expect(undone.doc.components).toHaveLength(1);
    expect(redone.doc.components).toHaveLength(0);
  });

  it('once the save succeeds the change counter is reset (SPEC §4)', () => {
    const state = runAction(editorWith([rect('a')], ['a']), 'remove', counterIds()).state;
    expect(state.changeCount).toBe(1);
    expect(markSaved(state).changeCount).toBe(0);
  });
});
