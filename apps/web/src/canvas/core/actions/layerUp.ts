import type { EditorAction } from '../types';
import { canLayer, moveInStack } from './layering';

/** Context menu: the selected component moves one level up of the stacking order (SPEC §4). */
export const layerUpAction: EditorAction = {
  name: 'layerUp',
  labelKey: 'panelEditor.action.layerUp',
  allowedWhenLocked: false,
  predicate: canLayer,
  perform: (state) => moveInStack(state, 'up', (index) => index + 1),
};
