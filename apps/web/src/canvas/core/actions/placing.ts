import { withComponents } from '../document';
import { updateStyles } from '../components';
import type { EditorAction, EditorState, StyleChanges } from '../types';

/** The changes for top-level components that exist and are unlocked: a locked one stays put. */
export function unlockedChanges(state: EditorState, changes: StyleChanges): StyleChanges {
  const free = new Set(state.doc.components.filter((c) => !c.isLock).map((c) => c.id));
  return new Map([...changes].filter(([id]) => free.has(id)));
}

/** Style values on unlocked components as one change (a drag's, a resize's, a turn's end). */
export function placeUnlocked(state: EditorState, changes: StyleChanges): EditorState {
  const allowed = unlockedChanges(state, changes);
  if (allowed.size === 0) return state;
  return withComponents(state, updateStyles(state.doc.components, allowed));
}

/**
 * A gesture's end as an action: the components it placed, recorded as one snapshot however
 * many pointer moves previewed it (DESIGN §3 History). Locked components never take part, so
 * the action runs with a locked one selected and leaves that one alone.
 */
export const placingAction = (name: 'move' | 'resize' | 'rotate'): EditorAction<StyleChanges> => ({
  name,
  labelKey: `panelEditor.action.${name}`,
  allowedWhenLocked: true,
  predicate: (state, changes) => unlockedChanges(state, changes).size > 0,
  perform: (state, changes) => ({ state: placeUnlocked(state, changes) }),
});
