import type { EditorDocument, EditorState, History } from './types';

/** Snapshots kept for undo; older ones fall off the far end. */
export const HISTORY_LIMIT = 200;

export const startHistory = (doc: EditorDocument): History => ({ snapshots: [doc], index: 0 });

/**
 * SPEC §4: a change records a snapshot; recording after an undo discards the snapshots after
 * the current one (they can no longer be redone).
 */
export function recordSnapshot(history: History, doc: EditorDocument): History {
  const kept = history.snapshots.slice(0, history.index + 1);
  const snapshots = [...kept, doc].slice(-HISTORY_LIMIT);
  return { snapshots, index: snapshots.length - 1 };
}

export const canUndo = (history: History) => history.index > 0;
export const canRedo = (history: History) => history.index < history.snapshots.length - 1;

/**
 * The state with `doc` as its new document, recorded in the history and counted as a change.
 * A "change" that leaves the document as it was records nothing.
 */
export function commitDocument(state: EditorState, doc: EditorDocument): EditorState {
  if (doc === state.history.snapshots[state.history.index]) return { ...state, doc };
  return {
    ...state,
    doc,
    history: recordSnapshot(state.history, doc),
    changeCount: state.changeCount + 1,
  };
}

/** Moves through the snapshots; selection keeps only ids that still exist at the top level. */
function travel(state: EditorState, index: number): EditorState {
  const doc = state.history.snapshots[index]!;
  const ids = new Set(doc.components.map((c) => c.id));
  return {
    ...state,
    doc,
    history: { ...state.history, index },
    selection: state.selection.filter((id) => ids.has(id)),
    changeCount: state.changeCount + 1,
  };
}

export const undoState = (state: EditorState): EditorState =>
  canUndo(state.history) ? travel(state, state.history.index - 1) : state;

export const redoState = (state: EditorState): EditorState =>
  canRedo(state.history) ? travel(state, state.history.index + 1) : state;

/** SPEC §4: a save resets the change counter; the saved document is what "unsaved" compares to. */
export const markSaved = (state: EditorState, saved: EditorDocument = state.doc): EditorState => ({
  ...state,
  changeCount: 0,
  saved,
});

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
