import type { CanvasComponent, CanvasStyle } from '@tessera/contracts';

/**
 * The editor core (DESIGN §3): plain data and pure functions, no React. The React editor reads
 * this state through a store and turns user gestures into the actions and edits defined here.
 */

/** What a save writes and a snapshot holds (SPEC §3 canvas state: canvasStyleData, componentData). */
export interface EditorDocument {
  canvasStyle: CanvasStyle;
  /** Bottom to top: a later component is drawn over an earlier one. */
  components: readonly CanvasComponent[];
}

/**
 * SPEC §4 edit history: snapshots of the document; `index` is the one shown. Documents are
 * immutable and every action copies only what it changes, so a snapshot costs one pointer.
 */
export interface History {
  snapshots: readonly EditorDocument[];
  index: number;
  /**
   * Where the saved document sits, for the change counter: the counter at snapshot `i` is
   * `extra + |i - index|`. While the saved snapshot is in the list, `extra` is 0 and `index` is
   * its position; once a change after an undo discards it, the mark moves to the fork point and
   * `extra` keeps the steps from there back to the saved state. `index` may be negative when
   * the oldest snapshots fell off the list.
   */
  savedMark: { index: number; extra: number };
}

export interface Clipboard {
  components: readonly CanvasComponent[];
  /** Pastes made from this clipboard so far: each lands a further PASTE_OFFSET away. */
  pastes: number;
}

export interface EditorState {
  doc: EditorDocument;
  /** Ids of the selected top-level components, in the order they were picked. */
  selection: readonly string[];
  clipboard: Clipboard | null;
  history: History;
  /**
   * SPEC §4: how many steps the shown document is from the saved one; a save resets it, and
   * undo back to the saved state brings it to 0 again (derived from `history.savedMark`).
   */
  changeCount: number;
  /** The document as last saved (or loaded): equal by pointer means nothing to save. */
  saved: EditorDocument;
  editMode: 'edit' | 'preview';
}

/** A prompt for the user, as an i18n key (SPEC §4/§8 messages). */
export interface EditorMessage {
  level: 'info' | 'warning';
  key: string;
}

/** What an action hands back: the next state, perhaps a message, perhaps work for the shell. */
export interface ActionResult {
  state: EditorState;
  message?: EditorMessage;
  /** Save and preview need the network or the router: the React shell carries them out. */
  effect?: 'save' | 'preview';
}

/** The parts of a keyboard event the shortcut map reads (SPEC §9 shortcuts). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What actions may need from outside: fresh ids for pasted components. */
export interface ActionContext {
  newId(): string;
}

export type ActionName =
  | 'copy'
  | 'paste'
  | 'cut'
  | 'undo'
  | 'redo'
  | 'compose'
  | 'decompose'
  | 'lock'
  | 'unlock'
  | 'save'
  | 'preview'
  | 'remove'
  | 'clearCanvas'
  | 'layerUp'
  | 'layerDown'
  | 'layerTop'
  | 'layerBottom';

/**
 * An editor operation (after Excalidraw's actions): one object per operation, each in its own
 * file with its test beside it.
 */
export interface EditorAction {
  name: ActionName;
  /** i18n key of its menu / button label. */
  labelKey: string;
  /** SPEC §9 shortcut, when it has one. */
  keyTest?: (event: KeyLike) => boolean;
  /** Whether it can run now (e.g. locked components allow only some actions). */
  predicate: (state: EditorState) => boolean;
  perform: (state: EditorState, context: ActionContext) => ActionResult;
  /** Shown as available even with locked components selected (SPEC §4). */
  allowedWhenLocked: boolean;
}
