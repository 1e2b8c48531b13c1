import { canUndo, undoState } from '../history';
import { ctrlKey } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+Z: back one snapshot (SPEC §4). */
export const undoAction: EditorAction = {
  name: 'undo',
  labelKey: 'panelEditor.action.undo',
  keyTest: ctrlKey('z'),
  allowedWhenLocked: true,
  predicate: (state) => canUndo(state.history),
  perform: (state) => ({ state: undoState(state) }),
};
