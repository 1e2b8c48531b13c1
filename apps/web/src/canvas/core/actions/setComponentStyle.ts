import type { ActionPayloads, EditorAction } from '../types';
import { placeUnlocked, unlockedChanges } from './placing';

/** The side panel: style values of one component as one change; a locked one keeps its look. */
export const setComponentStyleAction: EditorAction<ActionPayloads['setComponentStyle']> = {
  name: 'setComponentStyle',
  labelKey: 'panelEditor.action.setComponentStyle',
  allowedWhenLocked: true,
  predicate: (state, { id, style }) => unlockedChanges(state, new Map([[id, style]])).size > 0,
  perform: (state, { id, style }) => ({ state: placeUnlocked(state, new Map([[id, style]])) }),
};
