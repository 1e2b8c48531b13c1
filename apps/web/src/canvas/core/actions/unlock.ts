import { selectionHasLocked } from '../components';
import { MESSAGES } from '../document';
import { ctrl } from '../keys';
import type { EditorAction } from '../types';
import { setLock } from './lock';

/** Ctrl+U: unlock the selection. */
export const unlockAction: EditorAction = {
  name: 'unlock',
  labelKey: 'panelEditor.action.unlock',
  keys: [ctrl('u')],
  allowedWhenLocked: true,
  predicate: selectionHasLocked,
  perform: (state) =>
    selectionHasLocked(state)
      ? { state: setLock(state, false) }
      : { state, message: MESSAGES.selectComponent },
};
