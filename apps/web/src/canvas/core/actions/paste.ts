import { PASTE_OFFSET } from '@tessera/contracts';
import { moveBy, withNewIds } from '../components';
import { MESSAGES, withComponents } from '../document';
import { ctrl } from '../keys';
import type { EditorAction } from '../types';

/**
 * Ctrl+V: the clipboard's components, with new ids, 20 px lower and further right than the
 * last paste (SPEC §9), on top of everything and selected. Nothing copied: a prompt (SPEC §8).
 */
export const pasteAction: EditorAction = {
  name: 'paste',
  labelKey: 'panelEditor.action.paste',
  keys: [ctrl('v')],
  allowedWhenLocked: true,
  predicate: (state) => state.clipboard !== null,
  perform: (state, _payload, context) => {
    const clipboard = state.clipboard;
    if (!clipboard || clipboard.components.length === 0)
      return { state, message: MESSAGES.selectComponent };
    const offset = PASTE_OFFSET * (clipboard.pastes + 1);
    const pasted = clipboard.components.map((c) =>
      moveBy({ ...withNewIds(c, context.newId), isLock: false }, offset, offset),
    );
    const next = withComponents(
      state,
      [...state.doc.components, ...pasted],
      pasted.map((c) => c.id),
    );
    return { state: { ...next, clipboard: { ...clipboard, pastes: clipboard.pastes + 1 } } };
  },
};
