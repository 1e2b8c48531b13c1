import type { CanvasComponent, GroupComponent } from '@tessera/contracts';
import { selectedComponents, selectionHasLocked } from '../components';
import { MESSAGES, withComponents } from '../document';
import { outerBox, toGroupStyle, unionBox } from '../geometry';
import { ctrl } from '../keys';
import type { EditorAction } from '../types';

/**
 * Ctrl+G: several selected components become one Group (SPEC §4). The group's box is the
 * smallest box around what they cover; each child keeps its style and learns its place in the
 * group as fractions (groupStyle), so a resized group scales them. The group takes the stacking
 * place of the highest of them; the children keep their order inside it.
 */
export const composeAction: EditorAction = {
  name: 'compose',
  labelKey: 'panelEditor.action.compose',
  keys: [ctrl('g')],
  allowedWhenLocked: false,
  predicate: (state) => selectedComponents(state).length >= 2 && !selectionHasLocked(state),
  perform: (state, _payload, context) => {
    const members = selectedComponents(state);
    if (members.length < 2) return { state, message: MESSAGES.selectSeveral };
    const box = unionBox(members.map((m) => outerBox(m.style)));
    const group: GroupComponent = {
      id: context.newId(),
      component: 'group',
      label: '',
      style: { ...box, rotate: 0, opacity: 1 },
      animations: [],
      events: {},
      isLock: false,
      filters: [],
      linkageFilters: [],
      propValue: members.map(
        (m) => ({ ...m, groupStyle: toGroupStyle(m.style, box) }) as CanvasComponent,
      ),
    };
    const ids = new Set(members.map((m) => m.id));
    const topIndex = Math.max(...state.doc.components.map((c, i) => (ids.has(c.id) ? i : -1)));
    const components: CanvasComponent[] = [];
    state.doc.components.forEach((c, i) => {
      if (i === topIndex) components.push(group);
      else if (!ids.has(c.id)) components.push(c);
    });
    return { state: withComponents(state, components, [group.id]) };
  },
};
