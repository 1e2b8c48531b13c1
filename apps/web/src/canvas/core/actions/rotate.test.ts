// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, rect } from '../testFixtures';

describe('rotate (a rotate handle’s release)', () => {
  it('turns the component to its new angle, and undoes and redoes', () => {
    const state = editorWith([rect('a')], ['a']);
    const result = doUndoRedo(state, 'rotate', counterIds(), new Map([['a', { rotate: 45 }]]));
    expectRoundTrip(state, result);
    expect(result.done.state.doc.components[0]!.style.rotate).toBe(45);
    expect(result.undone.doc.components[0]!.style.rotate).toBe(0);
    expect(result.redone.doc.components[0]!.style.rotate).toBe(45);
  });

  it('cannot turn a locked component', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
    expect(runAction(state, 'rotate', counterIds(), new Map([['a', { rotate: 9 }]])).state).toBe(
      state,
    );
  });
});
