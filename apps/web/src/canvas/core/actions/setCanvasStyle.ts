import type { CanvasStyle } from '@tessera/contracts';
import { setCanvasStyle } from '../edits';
import type { EditorAction } from '../types';

/**
 * Canvas style values (SPEC §3: size, zoom, background, theme, phone layout…) as one change.
 * The canvas is never locked.
 */
export const setCanvasStyleAction: EditorAction<Partial<CanvasStyle>> = {
  name: 'setCanvasStyle',
  labelKey: 'panelEditor.action.setCanvasStyle',
  allowedWhenLocked: true,
  predicate: () => true,
  perform: (state, patch) => ({ state: setCanvasStyle(state, patch) }),
};
