import { defaultCanvasStyle, type CanvasComponent, type RectComponent } from '@tessera/contracts';
import { initialEditorState } from './history';
import { runAction } from './shortcuts';
import type { ActionContext, ActionName, EditorState } from './types';
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
 * Does an action, undoes it, redoes it: the three states a test checks (DESIGN §3: every action
 * test does, undoes, redoes).
 */
export function doUndoRedo(state: EditorState, name: ActionName, context = counterIds()) {
  const done = runAction(state, name, context);
  const undone = undoAction.perform(done.state, context).state;
  const redone = redoAction.perform(undone, context).state;
  return { done, undone, redone };
}
