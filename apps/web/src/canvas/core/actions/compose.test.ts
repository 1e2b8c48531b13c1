// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, idsOf, rect } from '../testFixtures';

describe('compose (Ctrl+G)', () => {
  it('groups the selection in a box around it at the highest stacking place, and undoes and redoes', () => {
    const state = editorWith(
      [rect('a', 10, 20), rect('x', 500, 500), rect('b', 200, 100), rect('y', 0, 600)],
      ['a', 'b'],
    );
    const { done, undone, redone } = doUndoRedo(state, 'compose');
    expect(idsOf(done.state)).toEqual(['x', 'n1', 'y']);
    const group = done.state.doc.components[1]!;
    expect(group.component).toBe('group');
    expect(group.style).toMatchObject({ left: 10, top: 20, width: 290, height: 130 });
    if (group.component === 'group') {
      expect(group.propValue.map((c) => c.id)).toEqual(['a', 'b']);
      expect(group.propValue[1]!.groupStyle).toMatchObject({ left: 190 / 290, top: 80 / 130 });
    }
    expect(done.state.selection).toEqual(['n1']);
    expect(idsOf(undone)).toEqual(['a', 'x', 'b', 'y']);
    expect(idsOf(redone)).toEqual(['x', 'n1', 'y']);
  });

  it('needs at least two components', () => {
    const state = editorWith([rect('a')], ['a']);
    const result = runAction(state, 'compose', counterIds());
    expect(result.state).toBe(state);
    expect(result.message?.key).toBe('panelEditor.message.selectSeveral');
  });
});
