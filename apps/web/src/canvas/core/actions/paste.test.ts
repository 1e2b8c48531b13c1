// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PASTE_OFFSET } from '@tessera/contracts';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, idsOf, rect } from '../testFixtures';

describe('paste (Ctrl+V)', () => {
  it('adds the copies 20 px lower and further right, selected, and undoes and redoes', () => {
    const context = counterIds();
    const copied = runAction(editorWith([rect('a', 100, 100)], ['a']), 'copy', context).state;
    const { done, undone, redone } = doUndoRedo(copied, 'paste', context);
    expect(idsOf(done.state)).toEqual(['a', 'n1']);
    expect(done.state.doc.components[1]!.style).toMatchObject({
      left: 100 + PASTE_OFFSET,
      top: 100 + PASTE_OFFSET,
    });
    expect(done.state.selection).toEqual(['n1']);
    expect(idsOf(undone)).toEqual(['a']);
    expect(idsOf(redone)).toEqual(['a', 'n1']);
  });

  it('offsets each further paste again so copies do not stack', () => {
    const context = counterIds();
    let state = runAction(editorWith([rect('a', 0, 0)], ['a']), 'copy', context).state;
    state = runAction(state, 'paste', context).state;
    state = runAction(state, 'paste', context).state;
    expect(state.doc.components.map((c) => c.style.left)).toEqual([0, 20, 40]);
  });

  it('gives group children fresh ids too', () => {
    const context = counterIds();
    let state = editorWith([rect('a'), rect('b', 200)], ['a', 'b']);
    state = runAction(state, 'compose', context).state;
    state = runAction(state, 'copy', context).state;
    state = runAction(state, 'paste', context).state;
    const pasted = state.doc.components[1]!;
    expect(pasted.component).toBe('group');
    if (pasted.component === 'group') expect(pasted.propValue.map((c) => c.id)).not.toContain('a');
  });

  it('asks to select a component when nothing was copied (SPEC §8)', () => {
    const state = editorWith([rect('a')], ['a']);
    const result = runAction(state, 'paste', counterIds());
    expect(result.message?.key).toBe('panelEditor.message.selectComponent');
    expect(result.state).toBe(state);
  });
});
