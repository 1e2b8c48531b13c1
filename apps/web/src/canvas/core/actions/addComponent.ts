import type { CanvasComponent } from '@tessera/contracts';
import { addComponent } from '../edits';
import type { EditorAction } from '../types';

/**
 * A new component (palette click or drop, a picked chart or picture) on top of the others and
 * selected, as one change; the canvas grows when it lands below the bottom. Adding touches no
 * existing component, so a locked selection does not stop it.
 */
export const addComponentAction: EditorAction<CanvasComponent> = {
  name: 'addComponent',
  labelKey: 'panelEditor.action.addComponent',
  allowedWhenLocked: true,
  predicate: (state, component) => !state.doc.components.some((c) => c.id === component.id),
  perform: (state, component) => ({ state: addComponent(state, component) }),
};
