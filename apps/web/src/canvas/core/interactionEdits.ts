import type {
  CanvasComponent,
  FilterComponent,
  FilterWidgetOptions,
  FilterWidgetValue,
  PanelJump,
  PanelLinkage,
} from '@tessera/contracts';
import { withComponents } from './document';
import { setCanvasStyle } from './edits';
import type { EditorState } from './types';

/**
 * Edits of the dashboard's interactions (issue 10): a filter widget's options and default
 * value, and the linkage and jumps kept in the canvas style. Each is one change in the history,
 * so undo and redo cover them like every other edit.
 */

/** The list with the component of this id (at any depth, inside groups too) replaced. */
function mapComponent(
  list: readonly CanvasComponent[],
  id: string,
  change: (component: CanvasComponent) => CanvasComponent,
): readonly CanvasComponent[] {
  let changed = false;
  const next = list.map((component) => {
    if (component.id === id) {
      const replaced = change(component);
      changed ||= replaced !== component;
      return replaced;
    }
    if (component.component !== 'group') return component;
    const children = mapComponent(component.propValue, id, change);
    if (children === component.propValue) return component;
    changed = true;
    return { ...component, propValue: [...children] };
  });
  return changed ? next : list;
}

/** A filter widget changed by `change` (wherever it sits); nothing when there is no such widget. */
function updateFilter(
  state: EditorState,
  componentId: string,
  change: (component: FilterComponent) => FilterComponent,
): EditorState {
  const components = mapComponent(state.doc.components, componentId, (component) =>
    component.component === 'filter' ? change(component) : component,
  );
  return components === state.doc.components ? state : withComponents(state, components);
}

/** A filter widget's options (attrs and default value) as one change. */
export function setFilterOptions(
  state: EditorState,
  componentId: string,
  options: FilterWidgetOptions,
): EditorState {
  return updateFilter(state, componentId, (component) => ({ ...component, options }));
}

/** A filter widget's saved default value (what a viewer first sees) as one change. */
export function setFilterDefault(
  state: EditorState,
  componentId: string,
  value: FilterWidgetValue,
): EditorState {
  return updateFilter(state, componentId, (component) => ({
    ...component,
    options: { ...component.options, value },
  }));
}

/** The source chart's links replaced by `links` (none: its linkage cleared), as one change. */
export function setLinkage(
  state: EditorState,
  sourceViewId: string,
  links: readonly PanelLinkage[],
): EditorState {
  const current = state.doc.canvasStyle.linkage;
  const kept = current.filter((link) => link.sourceViewId !== sourceViewId);
  if (links.length === 0 && kept.length === current.length) return state;
  return setCanvasStyle(state, {
    linkage: [...kept, ...links.map((link) => ({ ...link, sourceViewId }))],
  });
}

/** The source chart's jump set (replacing its earlier one), as one change. */
export function setJump(state: EditorState, jump: PanelJump): EditorState {
  const others = state.doc.canvasStyle.jumps.filter((j) => j.sourceViewId !== jump.sourceViewId);
  return setCanvasStyle(state, { jumps: [...others, jump] });
}

/** The source chart's jump removed, as one change (nothing when it has none). */
export function removeJump(state: EditorState, sourceViewId: string): EditorState {
  const { jumps } = state.doc.canvasStyle;
  const others = jumps.filter((j) => j.sourceViewId !== sourceViewId);
  return others.length === jumps.length ? state : setCanvasStyle(state, { jumps: others });
}
