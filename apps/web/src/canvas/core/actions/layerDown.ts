import type { EditorAction } from '../types';
import { canLayer, moveInStack } from './layering';

/** Context menu: the selected component moves one level down of the stacking order (SPEC §4). */
export const layerDownAction: EditorAction = {
  name: 'layerDown',
  labelKey: 'panelEditor.action.layerDown',
  allowedWhenLocked: false,
  predicate: canLayer,
  perform: (state) => moveInStack(state, 'down', (index) => index - 1),
};
