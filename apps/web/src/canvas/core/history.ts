import type { EditorDocument, EditorState, History } from './types';

/** Snapshots kept for undo; older ones fall off the far end. */
export const HISTORY_LIMIT = 200;

export const startHistory = (doc: EditorDocument): History => ({
  snapshots: [doc],
  index: 0,
  savedMark: { index: 0, extra: 0 },
});

/** Steps between the snapshot shown and the saved document (the "N unsaved changes"). */
export const distanceFromSaved = (history: History): number =>
  history.savedMark.extra + Math.abs(history.index - history.savedMark.index);

/**
 * SPEC §4: a change records a snapshot; recording after an undo discards the snapshots after
 * the current one (they can no longer be redone). If the saved snapshot was among them, the
 * saved mark moves to the fork point, keeping how far the saved state was from it.
 */
export function recordSnapshot(history: History, doc: EditorDocument): History {
  const kept = history.snapshots.slice(0, history.index + 1);
  const all = [...kept, doc];
  const snapshots = all.slice(-HISTORY_LIMIT);
  const dropped = all.length - snapshots.length;
  const mark = history.savedMark;
  const forked =
    mark.index > history.index
      ? { index: history.index, extra: mark.extra + (mark.index - history.index) }
      : mark;
  return {
    snapshots,
    index: snapshots.length - 1,
    savedMark: { index: forked.index - dropped, extra: forked.extra },
  };
}

export const canUndo = (history: History) => history.index > 0;
export const canRedo = (history: History) => history.index < history.snapshots.length - 1;

/**
 * The state with `doc` as its new document, recorded in the history and counted as a change.
 * A "change" that leaves the document as it was records nothing.
 */
export function commitDocument(state: EditorState, doc: EditorDocument): EditorState {
  if (doc === state.history.snapshots[state.history.index]) return { ...state, doc };
  const history = recordSnapshot(state.history, doc);
  return { ...state, doc, history, changeCount: distanceFromSaved(history) };
}

/** Moves through the snapshots; selection keeps only ids that still exist at the top level. */
function travel(state: EditorState, index: number): EditorState {
  const doc = state.history.snapshots[index]!;
  const ids = new Set(doc.components.map((c) => c.id));
  const history = { ...state.history, index };
  return {
    ...state,
    doc,
    history,
    selection: state.selection.filter((id) => ids.has(id)),
    changeCount: distanceFromSaved(history),
  };
}

export const undoState = (state: EditorState): EditorState =>
  canUndo(state.history) ? travel(state, state.history.index - 1) : state;

export const redoState = (state: EditorState): EditorState =>
  canRedo(state.history) ? travel(state, state.history.index + 1) : state;

/**
 * SPEC §4: a save resets the change counter; the saved document is what "unsaved" compares to.
 * `saved` may be an earlier snapshot than the one shown (edits made while the save ran): the
 * counter then says how far the shown one is from it.
 */
export function markSaved(state: EditorState, saved: EditorDocument = state.doc): EditorState {
  const at = state.history.snapshots.lastIndexOf(saved);
  const savedMark =
    at >= 0
      ? { index: at, extra: 0 }
      : { index: state.history.index, extra: saved === state.doc ? 0 : 1 };
  const history = { ...state.history, savedMark };
  return { ...state, history, changeCount: distanceFromSaved(history), saved };
}

/** True when the document differs from the one last saved. */
export const hasUnsavedChanges = (state: EditorState) => state.doc !== state.saved;

/** A fresh editor state over a loaded document. */
export function initialEditorState(doc: EditorDocument): EditorState {
  return {
    doc,
    selection: [],
    clipboard: null,
    history: startHistory(doc),
    changeCount: 0,
    saved: doc,
    editMode: 'edit',
  };
}
