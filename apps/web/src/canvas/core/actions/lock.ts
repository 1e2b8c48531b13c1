import { hasSelection, selectedComponents, selectionHasLocked } from '../components';
import { MESSAGES, withComponents } from '../document';
import { ctrl } from '../keys';
import type { EditorAction, EditorState } from '../types';

/** The selected components with isLock set to `locked`, as one change. */
export function setLock(state: EditorState, locked: boolean): EditorState {
  const ids = new Set(selectedComponents(state).map((c) => c.id));
  return withComponents(
    state,
    state.doc.components.map((c) =>
      ids.has(c.id) && c.isLock !== locked ? { ...c, isLock: locked } : c,
    ),
  );
}

/** Ctrl+L: lock the selection; locked components allow only the limited shortcuts (SPEC §4). */
export const lockAction: EditorAction = {
  name: 'lock',
  labelKey: 'panelEditor.action.lock',
  keys: [ctrl('l')],
  allowedWhenLocked: false,
  predicate: (state) => hasSelection(state) && !selectionHasLocked(state),
  perform: (state) =>
    hasSelection(state)
      ? { state: setLock(state, true) }
      : { state, message: MESSAGES.selectComponent },
};
