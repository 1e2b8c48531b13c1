import type { EditorAction } from '../types';
import { canLayer, moveInStack } from './layering';

/** Context menu: the selected component moves to the top of the stacking order (SPEC §4). */
export const layerTopAction: EditorAction = {
  name: 'layerTop',
  labelKey: 'panelEditor.action.layerTop',
  allowedWhenLocked: false,
  predicate: canLayer,
  perform: (state) => moveInStack(state, 'up', (_, last) => last),
};
