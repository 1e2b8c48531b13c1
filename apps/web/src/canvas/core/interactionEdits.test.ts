// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  filterComponentSchema,
  panelJumpSchema,
  type CanvasComponent,
  type FilterComponent,
  type PanelLinkage,
} from '@tessera/contracts';
import { undoAction } from './actions/undo';
import { redoAction } from './actions/redo';
import {
  removeJump,
  setFilterDefault,
  setFilterOptions,
  setJump,
  setLinkage,
} from './interactionEdits';
import { counterIds, editorWith, rect } from './testFixtures';
import type { EditorState } from './types';

/** A text select on the contract's defaults (what the palette places, without its size). */
const filter = (id: string): FilterComponent =>
  filterComponentSchema.parse({
    id,
    component: 'filter',
    serviceName: 'textSelect',
    style: { left: 0, top: 0, width: 300, height: 90 },
    options: {},
  });

/** Does an edit, undoes it, redoes it (DESIGN §3: every edit test does, undoes, redoes). */
function doUndoRedo(state: EditorState, edit: (s: EditorState) => EditorState) {
  const context = counterIds();
  const done = edit(state);
  const undone = undoAction.perform(done, undefined, context).state;
  const redone = redoAction.perform(undone, undefined, context).state;
  return { done, undone, redone };
}

const filterIn = (components: readonly CanvasComponent[], id: string): FilterComponent => {
  for (const c of components) {
    if (c.id === id && c.component === 'filter') return c;
    if (c.component === 'group') {
      const found = filterIn(c.propValue, id);
      if (found) return found;
    }
  }
  return undefined as unknown as FilterComponent;
};

const link = (source: string, target: string, field = 'f-region'): PanelLinkage => ({
  sourceViewId: source,
  targetViewId: target,
  fields: [{ sourceFieldId: field, targetFieldId: `${field}-t` }],
});

describe('filter widget edits', () => {
  it('sets the options as one change, and undoes and redoes', () => {
    const state = editorWith([rect('r'), filter('w')]);
    const options = {
      attrs: { ...filter('w').options.attrs, datasetId: 'd-1', fieldId: 'f-1', label: 'Region' },
      value: ['North'],
    };
    const { done, undone, redone } = doUndoRedo(state, (s) => setFilterOptions(s, 'w', options));
    expect(done.history.snapshots).toHaveLength(2);
    expect(filterIn(done.doc.components, 'w').options).toEqual(options);
    expect(filterIn(undone.doc.components, 'w').options.attrs.fieldId).toBeNull();
    expect(filterIn(redone.doc.components, 'w').options).toEqual(options);
  });

  it('sets the default value of a widget inside a group', () => {
    const group: CanvasComponent = {
      ...rect('g'),
      component: 'group',
      propValue: [
        { ...filter('w'), groupStyle: { left: 0, top: 0, width: 1, height: 1, rotate: 0 } },
      ],
    };
    const state = editorWith([group]);
    const { done, undone, redone } = doUndoRedo(state, (s) => setFilterDefault(s, 'w', ['East']));
    expect(filterIn(done.doc.components, 'w').options.value).toEqual(['East']);
    expect(filterIn(undone.doc.components, 'w').options.value).toEqual([]);
    expect(filterIn(redone.doc.components, 'w').options.value).toEqual(['East']);
  });

  it('records nothing for a component that is not a filter widget', () => {
    const state = editorWith([rect('r')]);
    expect(setFilterDefault(state, 'r', ['x'])).toBe(state);
    expect(setFilterDefault(state, 'missing', ['x'])).toBe(state);
  });
});

describe('linkage edits', () => {
  it("replaces the source's links and keeps the other sources'", () => {
    const state = editorWith([]);
    const start = setLinkage(
      setLinkage(state, 'v-a', [link('v-a', 'v-b'), link('v-a', 'v-c')]),
      'v-x',
      [link('v-x', 'v-a')],
    );
    const { done, undone, redone } = doUndoRedo(start, (s) =>
      setLinkage(s, 'v-a', [link('v-a', 'v-c', 'f-year')]),
    );
    expect(done.doc.canvasStyle.linkage).toEqual([
      link('v-x', 'v-a'),
      link('v-a', 'v-c', 'f-year'),
    ]);
    expect(undone.doc.canvasStyle.linkage).toEqual(start.doc.canvasStyle.linkage);
    expect(redone.doc.canvasStyle.linkage).toEqual(done.doc.canvasStyle.linkage);
  });

  it("clears the source's links as one change, and nothing when it had none", () => {
    const start = setLinkage(editorWith([]), 'v-a', [link('v-a', 'v-b')]);
    const { done, undone, redone } = doUndoRedo(start, (s) => setLinkage(s, 'v-a', []));
    expect(done.doc.canvasStyle.linkage).toEqual([]);
    expect(undone.doc.canvasStyle.linkage).toEqual([link('v-a', 'v-b')]);
    expect(redone.doc.canvasStyle.linkage).toEqual([]);
    expect(setLinkage(done, 'v-a', [])).toBe(done);
  });
});

describe('jump edits', () => {
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

  it("replaces the source's jump, and undoes and redoes", () => {
    const start = setJump(editorWith([]), toUrl);
    const { done, undone, redone } = doUndoRedo(start, (s) => setJump(s, toPanel));
    expect(done.doc.canvasStyle.jumps).toEqual([toPanel]);
    expect(undone.doc.canvasStyle.jumps).toEqual([toUrl]);
    expect(redone.doc.canvasStyle.jumps).toEqual([toPanel]);
  });

  it('removes a jump as one change', () => {
    const other = { ...toUrl, sourceViewId: 'v-b' };
    const start = setJump(setJump(editorWith([]), toPanel), other);
    const { done, undone, redone } = doUndoRedo(start, (s) => removeJump(s, 'v-a'));
    expect(done.doc.canvasStyle.jumps).toEqual([other]);
    expect(undone.doc.canvasStyle.jumps).toEqual([toPanel, other]);
    expect(redone.doc.canvasStyle.jumps).toEqual([other]);
    expect(removeJump(done, 'v-a')).toBe(done);
  });
});
