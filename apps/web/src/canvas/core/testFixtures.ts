import { expect } from 'vitest';
import { defaultCanvasStyle, type CanvasComponent, type RectComponent } from '@tessera/contracts';
import { initialEditorState } from './history';
import { runAction } from './shortcuts';
import type { ActionContext, ActionName, EditorState, PayloadArgs } from './types';
import { undoAction } from './actions/undo';
import { redoAction } from './actions/redo';

/** A rectangle at (left, top), 100x50 unless told otherwise. */
export function rect(
  id: string,
  left = 0,
  top = 0,
  extra: Partial<RectComponent['style']> & { isLock?: boolean } = {},
): RectComponent {
  const { isLock = false, ...style } = extra;
  return {
    id,
    component: 'rect',
    label: '',
    style: { left, top, width: 100, height: 50, rotate: 0, opacity: 1, ...style },
    animations: [],
    events: {},
    isLock,
    filters: [],
    linkageFilters: [],
    propValue: {},
  };
}

/** An editor over these components with `selection` selected. */
export function editorWith(components: CanvasComponent[], selection: string[] = []): EditorState {
  return { ...initialEditorState({ canvasStyle: defaultCanvasStyle(), components }), selection };
}

/** Ids n1, n2, … in order. */
export function counterIds(): ActionContext {
  let n = 0;
  return { newId: () => `n${(n += 1)}` };
}

export const idsOf = (state: EditorState) => state.doc.components.map((c) => c.id);

/**
 * Does an action (with its payload), undoes it, redoes it: the states a test compares with the
 * one it started from (DESIGN §3: every action test does, undoes, redoes).
 */
export function doUndoRedo<N extends ActionName>(
  state: EditorState,
  name: N,
  context = counterIds(),
  ...payload: PayloadArgs<N>
) {
  const done = runAction(state, name, context, ...payload);
  const undone = undoAction.perform(done.state, undefined, context).state;
  const redone = redoAction.perform(undone, undefined, context).state;
  return { done, undone, redone };
}

/**
 * The round trip every recorded edit makes: the action changes the document, undo brings back
 * exactly the one before, redo exactly the one after (never a state compared with itself).
 */
export function expectRoundTrip(
  before: EditorState,
  { done, undone, redone }: ReturnType<typeof doUndoRedo>,
) {
  expect(done.state.doc).not.toEqual(before.doc);
  expect(undone.doc).toEqual(before.doc);
  expect(redone.doc).toEqual(done.state.doc);
  expect(redone.doc).not.toEqual(undone.doc);
}
