// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, editorWith, idsOf, rect } from '../testFixtures';

describe('undo (Ctrl+Z) and redo (Ctrl+Y)', () => {
  it('steps back and forward through a delete, and a new change after undo drops the redo', () => {
    const context = counterIds();
    const start = editorWith([rect('a'), rect('b')], ['a']);
    const removed = runAction(start, 'remove', context).state;
    const undone = runAction(removed, 'undo', context).state;
    expect(idsOf(undone)).toEqual(['a', 'b']);
    const redone = runAction(undone, 'redo', context).state;
    expect(idsOf(redone)).toEqual(['b']);
    const again = runAction(undone, 'undo', context).state;
    expect(again).toBe(undone);
    const changed = runAction({ ...undone, selection: ['b'] }, 'remove', context).state;
    expect(runAction(changed, 'redo', context).state).toBe(changed);
  });
});
