// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PanelLinkage } from '@tessera/contracts';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip } from '../testFixtures';

const link = (source: string, target: string): PanelLinkage => ({
  sourceViewId: source,
  targetViewId: target,
  fields: [{ sourceFieldId: 'f-region', targetFieldId: 'f-region-t' }],
});

describe('set a chart’s linkage (linkage dialog)', () => {
  it("replaces the source's links, keeps the others', and undoes and redoes", () => {
    const start = runAction(editorWith([]), 'setLinkage', counterIds(), {
      sourceViewId: 'v-x',
      links: [link('v-x', 'v-a')],
    }).state;
    const result = doUndoRedo(start, 'setLinkage', counterIds(), {
      sourceViewId: 'v-a',
      links: [link('v-a', 'v-b')],
    });
    expectRoundTrip(start, result);
    expect(result.done.state.doc.canvasStyle.linkage).toEqual([
      link('v-x', 'v-a'),
      link('v-a', 'v-b'),
    ]);
    expect(result.undone.doc.canvasStyle.linkage).toEqual([link('v-x', 'v-a')]);
    expect(result.redone.doc.canvasStyle.linkage).toHaveLength(2);
  });

  it('clears the links with none given, and undoes and redoes', () => {
    const start = runAction(editorWith([]), 'setLinkage', counterIds(), {
      sourceViewId: 'v-a',
      links: [link('v-a', 'v-b')],
    }).state;
    const result = doUndoRedo(start, 'setLinkage', counterIds(), {
      sourceViewId: 'v-a',
      links: [],
    });
    expectRoundTrip(start, result);
    expect(result.done.state.doc.canvasStyle.linkage).toEqual([]);
    expect(result.undone.doc.canvasStyle.linkage).toEqual([link('v-a', 'v-b')]);
  });
});
