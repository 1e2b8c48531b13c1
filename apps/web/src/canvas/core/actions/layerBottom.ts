import type { EditorAction } from '../types';
import { canLayer, moveInStack } from './layering';

/** Context menu: the selected component moves to the bottom of the stacking order (SPEC §4). */
export const layerBottomAction: EditorAction = {
  name: 'layerBottom',
  labelKey: 'panelEditor.action.layerBottom',
  allowedWhenLocked: false,
  predicate: canLayer,
  perform: (state) => moveInStack(state, 'down', () => 0),
};
