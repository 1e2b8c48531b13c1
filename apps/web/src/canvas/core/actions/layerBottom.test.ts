// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, idsOf, rect } from '../testFixtures';

const four = () => [rect('a'), rect('b'), rect('c'), rect('d')];

describe('layerBottom', () => {
  it('moves the selected component in the stacking order, and undoes and redoes', () => {
    const { done, undone, redone } = doUndoRedo(editorWith(four(), ['c']), 'layerBottom');
    expect(idsOf(done.state)).toEqual(['c', 'a', 'b', 'd']);
    expect(idsOf(undone)).toEqual(['a', 'b', 'c', 'd']);
    expect(idsOf(redone)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('says it is already at the bottom and changes nothing at that end (SPEC §4)', () => {
    const state = editorWith(four(), ['a']);
    const result = runAction(state, 'layerBottom', counterIds());
    expect(result.state).toBe(state);
    expect(result.message?.key).toBe('panelEditor.message.alreadyBottom');
  });
});
