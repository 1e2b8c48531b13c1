import type { CanvasComponent, CanvasStyle, ComponentStyle } from '@tessera/contracts';
import { updateStyles } from './components';
import { withComponents } from './document';
import { commitDocument } from './history';
import type { EditorState } from './types';

/**
 * The pure edits behind the actions without shortcuts (actions/addComponent, setCanvasStyle,
 * select…). Each recorded edit is one snapshot; a drag is one edit at its end (the shell
 * previews moves with `livePlace` and records once with the move, resize or rotate action).
 */

/** The tallest canvas a dashboard may have (packages/contracts canvasStyleSchema). */
const MAX_CANVAS_HEIGHT = 20_000;

/**
 * Adds a component as one change. One placed below everything (no free space left on the
 * canvas) makes the canvas taller in the same change, so it is not drawn off the canvas.
 */
export function addComponent(state: EditorState, component: CanvasComponent): EditorState {
  const components = [...state.doc.components, component];
  const bottom = Math.ceil(component.style.top + component.style.height);
  const { canvasStyle } = state.doc;
  if (bottom <= canvasStyle.height) return withComponents(state, components, [component.id]);
  const height = Math.min(bottom, MAX_CANVAS_HEIGHT);
  return {
    ...commitDocument(state, { canvasStyle: { ...canvasStyle, height }, components }),
    selection: [component.id],
  };
}

/** Replaces a top-level component by id (its propValue, label, style…) as one change. */
export function replaceComponent(state: EditorState, component: CanvasComponent): EditorState {
  if (!state.doc.components.some((c) => c.id === component.id)) return state;
  return withComponents(
    state,
    state.doc.components.map((c) => (c.id === component.id ? component : c)),
  );
}

/** Sets canvas style values (SPEC §3 canvas style) as one change. */
export function setCanvasStyle(state: EditorState, patch: Partial<CanvasStyle>): EditorState {
  return commitDocument(state, {
    ...state.doc,
    canvasStyle: { ...state.doc.canvasStyle, ...patch },
  });
}

/**
 * During a drag: components placed without a snapshot (the document changes, the history does
 * not). The gesture's action then records the drag's result as one snapshot.
 */
export function livePlace(
  state: EditorState,
  changes: ReadonlyMap<string, Partial<ComponentStyle>>,
): EditorState {
  return {
    ...state,
    doc: { ...state.doc, components: updateStyles(state.doc.components, changes) },
  };
}

/** Selection: `ids` exactly, or toggled into / out of the current one (Ctrl/Shift+click). */
export function select(state: EditorState, ids: readonly string[], toggle = false): EditorState {
  if (!toggle) return { ...state, selection: [...ids] };
  const current = new Set(state.selection);
  for (const id of ids) {
    if (current.has(id)) current.delete(id);
    else current.add(id);
  }
  return { ...state, selection: [...current] };
}
