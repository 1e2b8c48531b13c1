// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { panelJumpSchema } from '@tessera/contracts';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip } from '../testFixtures';

const toUrl = panelJumpSchema.parse({
  sourceViewId: 'v-a',
  target: { type: 'url', url: 'https://example.com/orders' },
  newTab: true,
});
const toPanel = panelJumpSchema.parse({
  sourceViewId: 'v-a',
  sourceFieldId: 'f-region',
  target: { type: 'panel', panelId: 'p-2', datasetId: 'd-1', fieldId: 'f-9' },
});

describe('set a chart’s jump (jump dialog)', () => {
  it("replaces the source's jump, and undoes and redoes", () => {
    const start = runAction(editorWith([]), 'setJump', counterIds(), toUrl).state;
    const result = doUndoRedo(start, 'setJump', counterIds(), toPanel);
    expectRoundTrip(start, result);
    expect(result.done.state.doc.canvasStyle.jumps).toEqual([toPanel]);
    expect(result.undone.doc.canvasStyle.jumps).toEqual([toUrl]);
    expect(result.redone.doc.canvasStyle.jumps).toEqual([toPanel]);
  });
});
