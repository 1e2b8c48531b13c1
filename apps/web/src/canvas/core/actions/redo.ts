import { canRedo, redoState } from '../history';
import { anyKey, ctrlKey } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+Y (and Ctrl+Shift+Z, as most editors also take): forward one snapshot (SPEC §4). */
export const redoAction: EditorAction = {
  name: 'redo',
  labelKey: 'panelEditor.action.redo',
  keyTest: anyKey(ctrlKey('y'), ctrlKey('z', true)),
  allowedWhenLocked: true,
  predicate: (state) => canRedo(state.history),
  perform: (state) => ({ state: redoState(state) }),
};
