import { ctrl } from '../keys';
import type { EditorAction } from '../types';

/**
 * Ctrl+S: save. The call is the shell's (it needs the network); once the server answers, the
 * shell marks the state saved, which resets the change counter (SPEC §4).
 */
export const saveAction: EditorAction = {
  name: 'save',
  labelKey: 'panelEditor.action.save',
  keys: [ctrl('s')],
  allowedWhenLocked: true,
  predicate: () => true,
  perform: (state) => ({ state, effect: 'save' }),
};
