// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, editorWith, idsOf, rect } from '../testFixtures';
import { redoAction } from './redo';

describe('redo (Ctrl+Y)', () => {
  it('does nothing with nothing undone, then redoes an undone paste', () => {
    const context = counterIds();
    let state = runAction(editorWith([rect('a')], ['a']), 'copy', context).state;
    expect(redoAction.predicate(state)).toBe(false);
    state = runAction(state, 'paste', context).state;
    state = runAction(state, 'undo', context).state;
    expect(redoAction.predicate(state)).toBe(true);
    state = runAction(state, 'redo', context).state;
    expect(idsOf(state)).toEqual(['a', 'n1']);
  });
});
