import type { CanvasComponent } from '@tessera/contracts';
import { selectedComponents, selectionHasLocked } from '../components';
import { MESSAGES, withComponents } from '../document';
import type { ActionResult, EditorState } from '../types';

/** Layering acts on one unlocked component. */
export const canLayer = (state: EditorState) =>
  selectedComponents(state).length === 1 && !selectionHasLocked(state);

/**
 * Moves the one selected component to `target(index, last)` in the stacking order (the list is
 * bottom to top). At the end it is already at, a message says so (SPEC §4) and nothing changes.
 */
export function moveInStack(
  state: EditorState,
  direction: 'up' | 'down',
  target: (index: number, last: number) => number,
): ActionResult {
  const selected = selectedComponents(state);
  if (selected.length !== 1) return { state, message: MESSAGES.selectOne };
  const list = state.doc.components;
  const index = list.findIndex((c) => c.id === selected[0]!.id);
  const last = list.length - 1;
  if (direction === 'up' && index === last) return { state, message: MESSAGES.alreadyTop };
  if (direction === 'down' && index === 0) return { state, message: MESSAGES.alreadyBottom };
  const to = Math.min(last, Math.max(0, target(index, last)));
  const components: CanvasComponent[] = [...list];
  const [moved] = components.splice(index, 1);
  components.splice(to, 0, moved!);
  return { state: withComponents(state, components) };
}
