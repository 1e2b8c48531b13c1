// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { panelJumpSchema } from '@tessera/contracts';
import { canRun, runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip } from '../testFixtures';
import { removeJumpAction } from './removeJump';

const jumpFrom = (sourceViewId: string) =>
  panelJumpSchema.parse({
    sourceViewId,
    target: { type: 'url', url: 'https://example.com/orders' },
    newTab: true,
  });

describe('remove a chart’s jump (jump dialog)', () => {
  it('removes that jump only, and undoes and redoes', () => {
    let start = editorWith([]);
    for (const id of ['v-a', 'v-b'])
      start = runAction(start, 'setJump', counterIds(), jumpFrom(id)).state;
    const result = doUndoRedo(start, 'removeJump', counterIds(), { sourceViewId: 'v-a' });
    expectRoundTrip(start, result);
    expect(result.done.state.doc.canvasStyle.jumps).toEqual([jumpFrom('v-b')]);
    expect(result.undone.doc.canvasStyle.jumps).toEqual([jumpFrom('v-a'), jumpFrom('v-b')]);
    expect(result.redone.doc.canvasStyle.jumps).toEqual([jumpFrom('v-b')]);
  });

  it('cannot run for a chart without a jump', () => {
    expect(canRun(removeJumpAction, editorWith([]), { sourceViewId: 'v-a' })).toBe(false);
  });
});
