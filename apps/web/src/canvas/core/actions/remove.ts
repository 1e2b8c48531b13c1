import { hasSelection, selectedComponents, selectionHasLocked } from '../components';
import { MESSAGES, withComponents } from '../document';
import { anyKey, bareKey, ctrlKey } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+D, Ctrl+Delete or Delete alone (SPEC §9): the selected components are removed. */
export const removeAction: EditorAction = {
  name: 'remove',
  labelKey: 'panelEditor.action.remove',
  keyTest: anyKey(ctrlKey('d'), ctrlKey('delete'), bareKey('Delete', 'Backspace')),
  allowedWhenLocked: false,
  predicate: (state) => hasSelection(state) && !selectionHasLocked(state),
  perform: (state) => {
    const ids = new Set(selectedComponents(state).map((c) => c.id));
    if (ids.size === 0) return { state, message: MESSAGES.selectComponent };
    return {
      state: withComponents(
        state,
        state.doc.components.filter((c) => !ids.has(c.id)),
        [],
      ),
    };
  },
};
