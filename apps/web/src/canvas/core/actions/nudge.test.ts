// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canRun, runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, rect } from '../testFixtures';
import { nudgeAction } from './nudge';

const places = (state: {
  doc: { components: readonly { style: { left: number; top: number } }[] };
}) => state.doc.components.map((c) => [c.style.left, c.style.top]);

describe('nudge (arrow keys)', () => {
  it('moves the selection by the step, one history entry per press, and undoes and redoes', () => {
    const state = editorWith([rect('a', 10, 10), rect('b', 50, 50), rect('c', 90, 90)], ['a', 'c']);
    const result = doUndoRedo(state, 'nudge', counterIds(), { dx: 10, dy: 0 });
    expectRoundTrip(state, result);
    expect(places(result.done.state)).toEqual([
      [20, 10],
      [50, 50],
      [100, 90],
    ]);
    expect(result.done.state.history.snapshots).toHaveLength(2);
    expect(places(result.undone)).toEqual(places(state));
    expect(places(result.redone)).toEqual(places(result.done.state));
  });

  it('leaves locked components where they are and moves the others', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true }), rect('b', 0, 0)], ['a', 'b']);
    const next = runAction(state, 'nudge', counterIds(), { dx: 0, dy: -1 }).state;
    expect(places(next)).toEqual([
      [0, 0],
      [0, -1],
    ]);
  });

  it('cannot run with nothing movable selected, so the arrow key stays with the page', () => {
    const lockedOnly = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
    expect(canRun(nudgeAction, lockedOnly, { dx: 1, dy: 0 })).toBe(false);
    expect(canRun(nudgeAction, editorWith([rect('a')]), { dx: 1, dy: 0 })).toBe(false);
    expect(nudgeAction.keyOnlyWhenRunnable).toBe(true);
  });
});
