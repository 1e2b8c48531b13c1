import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Guide } from './snap';
import { initialEditorState } from './history';
import { runAction } from './shortcuts';
import type {
  ActionContext,
  ActionName,
  ActionResult,
  EditorDocument,
  EditorState,
  PayloadArgs,
} from './types';

/**
 * The editor's one store (SPEC §3 canvas state): the core state plus what only the screen needs
 * (the guides of a drag, the text being edited). The React editor subscribes with selectors, so
 * a drag re-renders the moved component and the guides, not the 300 others.
 */
export interface EditorStore {
  editor: EditorState;
  /** Alignment guides of the drag in progress. */
  guides: readonly Guide[];
  /** The text component being edited in place, if any. */
  editingTextId: string | null;
  /**
   * Runs an action by name with its payload (lock rule applied); the shell shows its message
   * and does its effect. Every edit of the document or the selection goes through here.
   */
  run<N extends ActionName>(name: N, ...payload: PayloadArgs<N>): ActionResult;
  /**
   * Applies a pure state change that is not an edit of its own: a drag's preview before its
   * one recorded action, the saved mark after a save, the interaction edits (interactionEdits.ts).
   */
  apply(change: (state: EditorState) => EditorState): void;
  setGuides(guides: readonly Guide[]): void;
  setEditingText(id: string | null): void;
}

/** A random id for new components: 16 hex digits (ids stay ≤ 64 characters). */
export function randomComponentId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function createEditorStore(
  doc: EditorDocument,
  context: ActionContext = { newId: randomComponentId },
): StoreApi<EditorStore> {
  return createStore<EditorStore>()((set, get) => ({
    editor: initialEditorState(doc),
    guides: [],
    editingTextId: null,
    run: (name, ...payload) => {
      const result = runAction(get().editor, name, context, ...payload);
      if (result.state !== get().editor) set({ editor: result.state });
      return result;
    },
    apply: (change) => {
      const next = change(get().editor);
      if (next !== get().editor) set({ editor: next });
    },
    setGuides: (guides) => {
      if (guides.length === 0 && get().guides.length === 0) return;
      set({ guides });
    },
    setEditingText: (id) => set({ editingTextId: id }),
  }));
}
