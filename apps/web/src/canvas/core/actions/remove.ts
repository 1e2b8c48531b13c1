import { hasSelection, selectedComponents, selectionHasLocked } from '../components';
import { MESSAGES, withComponents } from '../document';
import { bare, ctrl } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+D, Ctrl+Delete or Delete alone (SPEC §9): the selected components are removed. */
export const removeAction: EditorAction = {
  name: 'remove',
  labelKey: 'panelEditor.action.remove',
  keys: [
    ctrl('d'),
    bare('Delete'),
    ctrl('Delete', { hidden: true }),
    bare('Backspace', { hidden: true }),
  ],
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
