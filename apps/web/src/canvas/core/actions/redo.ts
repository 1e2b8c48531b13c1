import { canRedo, redoState } from '../history';
import { ctrl } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+Y (and Ctrl+Shift+Z, as most editors also take): forward one snapshot (SPEC §4). */
export const redoAction: EditorAction = {
  name: 'redo',
  labelKey: 'panelEditor.action.redo',
  keys: [ctrl('y'), ctrl('z', { shift: true, hidden: true })],
  allowedWhenLocked: true,
  predicate: (state) => canRedo(state.history),
  perform: (state) => ({ state: redoState(state) }),
};
