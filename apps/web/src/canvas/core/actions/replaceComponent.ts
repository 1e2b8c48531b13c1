import type { CanvasComponent } from '@tessera/contracts';
import { replaceComponent } from '../edits';
import type { EditorAction, EditorState } from '../types';

const current = (state: EditorState, id: string) => state.doc.components.find((c) => c.id === id);

/**
 * A component replaced by its new version (its text typed in place, its picture or chart
 * picked) as one change. A locked component keeps its content.
 */
export const replaceComponentAction: EditorAction<CanvasComponent> = {
  name: 'replaceComponent',
  labelKey: 'panelEditor.action.replaceComponent',
  allowedWhenLocked: true,
  predicate: (state, component) => current(state, component.id)?.isLock === false,
  perform: (state, component) =>
    current(state, component.id)?.isLock === false
      ? { state: replaceComponent(state, component) }
      : { state },
};
