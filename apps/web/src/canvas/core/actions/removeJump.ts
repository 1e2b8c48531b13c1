import { removeJump } from '../interactionEdits';
import type { ActionPayloads, EditorAction } from '../types';

/** The jump dialog's remove: a chart's jump gone, as one change (nothing when it has none). */
export const removeJumpAction: EditorAction<ActionPayloads['removeJump']> = {
  name: 'removeJump',
  labelKey: 'panelEditor.action.removeJump',
  allowedWhenLocked: true,
  predicate: (state, { sourceViewId }) =>
    state.doc.canvasStyle.jumps.some((jump) => jump.sourceViewId === sourceViewId),
  perform: (state, { sourceViewId }) => ({ state: removeJump(state, sourceViewId) }),
};
