// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, rect } from '../testFixtures';

describe('resize (a handle’s release)', () => {
  it('gives the component its new box, and undoes and redoes', () => {
    const state = editorWith([rect('a', 10, 10)], ['a']);
    const box = new Map([['a', { left: 0, top: 5, width: 300, height: 120 }]]);
    const result = doUndoRedo(state, 'resize', counterIds(), box);
    expectRoundTrip(state, result);
    expect(result.done.state.doc.components[0]!.style).toMatchObject(box.get('a')!);
    expect(result.undone.doc.components[0]!.style).toMatchObject({ width: 100, height: 50 });
    expect(result.redone.doc.components[0]!.style).toMatchObject({ width: 300, height: 120 });
  });

  it('cannot resize a locked component', () => {
    const state = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
    const box = new Map([['a', { width: 300 }]]);
    expect(runAction(state, 'resize', counterIds(), box).state).toBe(state);
  });
});
