import { selectedComponents, selectionHasLocked, hasSelection } from '../components';
import { MESSAGES, withComponents } from '../document';
import { ctrl } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+X: the selection goes to the clipboard and leaves the canvas. Nothing selected: a prompt. */
export const cutAction: EditorAction = {
  name: 'cut',
  labelKey: 'panelEditor.action.cut',
  keys: [ctrl('x')],
  allowedWhenLocked: false,
  predicate: (state) => hasSelection(state) && !selectionHasLocked(state),
  perform: (state) => {
    const cut = selectedComponents(state);
    if (cut.length === 0) return { state, message: MESSAGES.selectComponent };
    const ids = new Set(cut.map((c) => c.id));
    const next = withComponents(
      state,
      state.doc.components.filter((c) => !ids.has(c.id)),
      [],
    );
    return { state: { ...next, clipboard: { components: cut, pastes: 0 } } };
  },
};
