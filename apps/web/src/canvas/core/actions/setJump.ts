import type { PanelJump } from '@tessera/contracts';
import { setJump } from '../interactionEdits';
import type { EditorAction } from '../types';

/** The jump dialog: a chart's jump set (replacing its earlier one) as one change. */
export const setJumpAction: EditorAction<PanelJump> = {
  name: 'setJump',
  labelKey: 'panelEditor.action.setJump',
  // Kept in the canvas style, which is never locked (the menu entry is, on a locked chart).
  allowedWhenLocked: true,
  predicate: () => true,
  perform: (state, jump) => ({ state: setJump(state, jump) }),
};
