import { setFilterOptions } from '../interactionEdits';
import type { ActionPayloads, EditorAction } from '../types';

/** A filter widget's options pane: its attrs and default value as one change (issue 10). */
export const setFilterOptionsAction: EditorAction<ActionPayloads['setFilterOptions']> = {
  name: 'setFilterOptions',
  labelKey: 'panelEditor.action.setFilterOptions',
  // The pane is disabled on a locked widget; the widget is named by id, not by the selection.
  allowedWhenLocked: true,
  predicate: () => true,
  perform: (state, { componentId, options }) => ({
    state: setFilterOptions(state, componentId, options),
  }),
};
