import { setLinkage } from '../interactionEdits';
import type { ActionPayloads, EditorAction } from '../types';

/** The linkage dialog: a chart's links replaced (none: its linkage cleared) as one change. */
export const setLinkageAction: EditorAction<ActionPayloads['setLinkage']> = {
  name: 'setLinkage',
  labelKey: 'panelEditor.action.setLinkage',
  // Kept in the canvas style, which is never locked (the menu entry is, on a locked chart).
  allowedWhenLocked: true,
  predicate: () => true,
  perform: (state, { sourceViewId, links }) => ({
    state: setLinkage(state, sourceViewId, links),
  }),
};
