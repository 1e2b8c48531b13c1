import { withComponents } from '../document';
import { ctrl } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+E: every component leaves the canvas, locked ones too; one undo brings them back. */
export const clearCanvasAction: EditorAction = {
  name: 'clearCanvas',
  labelKey: 'panelEditor.action.clearCanvas',
  keys: [ctrl('e')],
  allowedWhenLocked: true,
  predicate: (state) => state.doc.components.length > 0,
  perform: (state) =>
    state.doc.components.length === 0 ? { state } : { state: withComponents(state, [], []) },
};
