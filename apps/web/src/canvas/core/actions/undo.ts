import { canUndo, undoState } from '../history';
import { ctrl } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+Z: back one snapshot (SPEC §4). */
export const undoAction: EditorAction = {
  name: 'undo',
  labelKey: 'panelEditor.action.undo',
  keys: [ctrl('z')],
  allowedWhenLocked: true,
  predicate: (state) => canUndo(state.history),
  perform: (state) => ({ state: undoState(state) }),
};
