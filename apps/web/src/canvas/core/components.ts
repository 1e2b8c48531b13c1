import type { CanvasComponent, ComponentStyle } from '@tessera/contracts';
import type { EditorState } from './types';

/** Top-level components by id, in document order (bottom to top). */
export function selectedComponents(state: EditorState): CanvasComponent[] {
  const ids = new Set(state.selection);
  return state.doc.components.filter((c) => ids.has(c.id));
}

export const hasSelection = (state: EditorState) => selectedComponents(state).length > 0;

/** SPEC §4: a selection holding a locked component allows only the limited actions. */
export const selectionHasLocked = (state: EditorState) =>
  selectedComponents(state).some((c) => c.isLock);

/** A component and, for a group, every component inside it, with a fresh id each. */
export function withNewIds(component: CanvasComponent, newId: () => string): CanvasComponent {
  if (component.component === 'group')
    return {
      ...component,
      id: newId(),
      propValue: component.propValue.map((child) => withNewIds(child, newId)),
    };
  if (component.component === 'user-view')
    return { ...component, id: newId(), propValue: { ...component.propValue, id: undefined } };
  return { ...component, id: newId() };
}

/** The same component moved by (dx, dy); a group's children move with it (groupStyle is relative). */
export function moveBy(component: CanvasComponent, dx: number, dy: number): CanvasComponent {
  return {
    ...component,
    style: { ...component.style, left: component.style.left + dx, top: component.style.top + dy },
  } as CanvasComponent;
}

/** Replaces the style of one top-level component (by id), keeping everything else by pointer. */
export function updateStyles(
  components: readonly CanvasComponent[],
  changes: ReadonlyMap<string, Partial<ComponentStyle>>,
): CanvasComponent[] {
  return components.map((c) => {
    const change = changes.get(c.id);
    return change ? ({ ...c, style: { ...c.style, ...change } } as CanvasComponent) : c;
  });
}
