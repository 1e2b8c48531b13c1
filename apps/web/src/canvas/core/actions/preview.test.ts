// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, idsOf, rect } from '../testFixtures';

describe('preview (Ctrl+P)', () => {
  it('asks the shell to open the preview and records nothing', () => {
    // An earlier edit (a remove) gives undo somewhere to go.
    const state = runAction(
      editorWith([rect('a'), rect('b')], ['a']),
      'remove',
      counterIds(),
    ).state;
    const { done, undone, redone } = doUndoRedo(state, 'preview');
    expect(done.effect).toBe('preview');
    expect(done.state).toBe(state);
    // Preview recorded nothing: undo goes past it to before the remove, redo comes back.
    expect(idsOf(undone)).toEqual(['a', 'b']);
    expect(idsOf(redone)).toEqual(['b']);
    expect(redone.doc).toBe(state.doc);
  });
});
