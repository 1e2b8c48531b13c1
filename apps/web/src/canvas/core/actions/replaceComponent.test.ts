// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, rect } from '../testFixtures';

describe('replace a component (its text, picture or chart)', () => {
  it('swaps in the new version, and undoes and redoes', () => {
    const state = editorWith([rect('a'), rect('b')], ['a']);
    const renamed = { ...rect('a'), label: 'Sales' };
    const result = doUndoRedo(state, 'replaceComponent', counterIds(), renamed);
    expectRoundTrip(state, result);
    expect(result.done.state.doc.components[0]!.label).toBe('Sales');
    expect(result.done.state.doc.components[1]).toBe(state.doc.components[1]);
    expect(result.undone.doc.components[0]!.label).toBe('');
    expect(result.redone.doc.components[0]!.label).toBe('Sales');
  });

  it('leaves a locked component as it is', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
    const result = runAction(state, 'replaceComponent', counterIds(), {
      ...rect('a', 0, 0, { isLock: true }),
      label: 'Sales',
    });
    expect(result.state).toBe(state);
  });
});
