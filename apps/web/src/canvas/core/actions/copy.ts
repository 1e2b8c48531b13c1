import { hasSelection, selectedComponents, selectionHasLocked } from '../components';
import { MESSAGES } from '../document';
import { ctrl } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+C: the selected components go to the clipboard; the document does not change. */
export const copyAction: EditorAction = {
  name: 'copy',
  labelKey: 'panelEditor.action.copy',
  keys: [ctrl('c')],
  allowedWhenLocked: false,
  predicate: (state) => hasSelection(state) && !selectionHasLocked(state),
  perform: (state) => {
    const components = selectedComponents(state);
    if (components.length === 0) return { state, message: MESSAGES.selectComponent };
    return { state: { ...state, clipboard: { components, pastes: 0 } } };
  },
};
