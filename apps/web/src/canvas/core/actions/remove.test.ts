// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, idsOf, rect } from '../testFixtures';

describe('remove (Delete, Ctrl+D)', () => {
  it('removes the selected components, and undoes and redoes', () => {
    const state = editorWith([rect('a'), rect('b'), rect('c')], ['a', 'c']);
    const { done, undone, redone } = doUndoRedo(state, 'remove');
    expect(idsOf(done.state)).toEqual(['b']);
    expect(done.state.selection).toEqual([]);
    expect(idsOf(undone)).toEqual(['a', 'b', 'c']);
    expect(idsOf(redone)).toEqual(['b']);
  });

  it('asks to select a component when nothing is selected', () => {
    const state = editorWith([rect('a')]);
    expect(runAction(state, 'remove', counterIds()).message?.key).toBe(
      'panelEditor.message.selectComponent',
    );
  });
});
