import type { CanvasComponent } from '@tessera/contracts';
import { selectedComponents, selectionHasLocked } from '../components';
import { MESSAGES, withComponents } from '../document';
import { fromGroupStyle } from '../geometry';
import { ctrl } from '../keys';
import type { EditorAction } from '../types';

const onlyGroup = (list: CanvasComponent[]) =>
  list.length === 1 && list[0]!.component === 'group' ? list[0]! : null;

/**
 * Ctrl+B: the selected Group splits back into its components (SPEC §4), each placed where it
 * shows inside the group — the group's resizing and turning applied — at the group's stacking
 * place, and selected.
 */
export const decomposeAction: EditorAction = {
  name: 'decompose',
  labelKey: 'panelEditor.action.decompose',
  keys: [ctrl('b')],
  allowedWhenLocked: false,
  predicate: (state) => onlyGroup(selectedComponents(state)) !== null && !selectionHasLocked(state),
  perform: (state) => {
    const group = onlyGroup(selectedComponents(state));
    if (!group || group.component !== 'group') return { state, message: MESSAGES.selectGroup };
    const children = group.propValue.map((child) => {
      const { groupStyle, ...rest } = child;
      if (!groupStyle) return rest as CanvasComponent;
      return {
        ...rest,
        style: { ...child.style, ...fromGroupStyle(groupStyle, group.style) },
      } as CanvasComponent;
    });
    const components = state.doc.components.flatMap((c) => (c.id === group.id ? children : [c]));
    return {
      state: withComponents(
        state,
        components,
        children.map((c) => c.id),
      ),
    };
  },
};
