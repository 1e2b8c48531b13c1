import { select } from '../edits';
import type { ActionPayloads, EditorAction } from '../types';

/**
 * A click, Ctrl/Shift+click or rubber band: the selection becomes `ids` (none: nothing
 * selected), or they are toggled into / out of it. Selecting a locked component is allowed —
 * that is how it gets unlocked. Selection is not a change of the document: no snapshot.
 */
export const selectAction: EditorAction<ActionPayloads['select']> = {
  name: 'select',
  labelKey: 'panelEditor.action.select',
  allowedWhenLocked: true,
  predicate: () => true,
  perform: (state, { ids, toggle = false }) => ({ state: select(state, ids, toggle) }),
};
