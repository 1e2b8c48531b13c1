import { setFilterDefault } from '../interactionEdits';
import type { ActionPayloads, EditorAction } from '../types';

/** A filter widget's saved default value (what a viewer first sees) as one change. */
export const setFilterDefaultAction: EditorAction<ActionPayloads['setFilterDefault']> = {
  name: 'setFilterDefault',
  labelKey: 'panelEditor.action.setFilterDefault',
  // Set on the widget itself or in its pane; the widget is named by id, not by the selection.
  allowedWhenLocked: true,
  predicate: () => true,
  perform: (state, { componentId, value }) => ({
    state: setFilterDefault(state, componentId, value),
  }),
};
