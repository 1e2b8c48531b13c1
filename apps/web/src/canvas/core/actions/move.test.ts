// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { livePlace } from '../edits';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, rect } from '../testFixtures';

const lefts = (state: { doc: { components: readonly { style: { left: number } }[] } }) =>
  state.doc.components.map((c) => c.style.left);

describe('move (a drag’s end)', () => {
  it('places the dragged components where the pointer left them, and undoes and redoes', () => {
    const state = editorWith([rect('a', 0, 0), rect('b', 200, 0)], ['a', 'b']);
    const dropped = new Map([
      ['a', { left: 30, top: 40 }],
      ['b', { left: 230, top: 40 }],
    ]);
    const result = doUndoRedo(state, 'move', counterIds(), dropped);
    expectRoundTrip(state, result);
    expect(lefts(result.done.state)).toEqual([30, 230]);
    expect(lefts(result.undone)).toEqual([0, 200]);
    expect(lefts(result.redone)).toEqual([30, 230]);
  });

  it('records one snapshot after any number of previewed pointer moves, undone in one step', () => {
    const start = editorWith([rect('a', 0, 0)], ['a']);
    let state = start;
    for (let x = 1; x <= 25; x += 1) state = livePlace(state, new Map([['a', { left: x }]]));
    expect(state.history.snapshots).toHaveLength(1);
    const done = runAction(state, 'move', counterIds(), new Map([['a', { left: 25 }]])).state;
    expect(done.history.snapshots).toHaveLength(2);
    const undone = runAction(done, 'undo', counterIds()).state;
    expect(lefts(undone)).toEqual([0]);
    expect(undone.doc).toBe(start.doc);
  });

  it('leaves locked components where they are', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true }), rect('b', 0, 0)], ['a', 'b']);
    const next = runAction(
      state,
      'move',
      counterIds(),
      new Map([
        ['a', { left: 50 }],
        ['b', { left: 50 }],
      ]),
    ).state;
    expect(lefts(next)).toEqual([0, 50]);
  });
});
