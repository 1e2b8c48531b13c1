// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, rect } from '../testFixtures';

describe('set a component’s style (side panel)', () => {
  it('sets the values on that component only, and undoes and redoes', () => {
    const state = editorWith([rect('a'), rect('b')], ['a']);
    const result = doUndoRedo(state, 'setComponentStyle', counterIds(), {
      id: 'a',
      style: { opacity: 0.5, width: 240 },
    });
    expectRoundTrip(state, result);
    expect(result.done.state.doc.components[0]!.style).toMatchObject({ opacity: 0.5, width: 240 });
    expect(result.done.state.doc.components[1]).toBe(state.doc.components[1]);
    expect(result.undone.doc.components[0]!.style).toMatchObject({ opacity: 1, width: 100 });
    expect(result.redone.doc.components[0]!.style).toMatchObject({ opacity: 0.5, width: 240 });
  });

  it('keeps a locked component’s look', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
    const payload = { id: 'a', style: { opacity: 0.2 } };
    expect(runAction(state, 'setComponentStyle', counterIds(), payload).state).toBe(state);
  });
});
