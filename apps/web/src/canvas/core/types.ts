import type {
  CanvasComponent,
  CanvasStyle,
  ComponentStyle,
  FilterWidgetOptions,
  FilterWidgetValue,
  PanelJump,
  PanelLinkage,
} from '@tessera/contracts';

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

/** Style values for top-level components, by id (a drag's, a resize's, a turn's result). */
export type StyleChanges = ReadonlyMap<string, Partial<ComponentStyle>>;

/**
 * Every editor action by name, with the payload it acts on (`void`: it reads only the state).
 * Every edit of the document or the selection goes through one of these.
 */
export interface ActionPayloads {
  copy: void;
  paste: void;
  cut: void;
  undo: void;
  redo: void;
  compose: void;
  decompose: void;
  lock: void;
  unlock: void;
  save: void;
  preview: void;
  remove: void;
  clearCanvas: void;
  layerUp: void;
  layerDown: void;
  layerTop: void;
  layerBottom: void;
  /** A new component (from the palette, a drop, a picked chart or picture). */
  addComponent: CanvasComponent;
  /** A component replaced by its new version (its text, picture, chart…). */
  replaceComponent: CanvasComponent;
  /** Where a drag left the moved components. */
  move: StyleChanges;
  /** The box a resize handle left. */
  resize: StyleChanges;
  /** The angle a rotate handle left. */
  rotate: StyleChanges;
  /** The arrow keys: the selection moved by (dx, dy). */
  nudge: { dx: number; dy: number };
  /** Style values of one component, from the side panel. */
  setComponentStyle: { id: string; style: Partial<ComponentStyle> };
  /** Canvas style values (SPEC §3 canvas style). */
  setCanvasStyle: Partial<CanvasStyle>;
  /** Selection: `ids` exactly, or toggled into / out of the current one (Ctrl/Shift+click). */
  select: { ids: readonly string[]; toggle?: boolean };
  /** A filter widget's options (attrs and default value), from its options pane. */
  setFilterOptions: { componentId: string; options: FilterWidgetOptions };
  /** A filter widget's saved default value (set on the widget itself or in its pane). */
  setFilterDefault: { componentId: string; value: FilterWidgetValue };
  /** A chart's linkage: its links replaced (none: cleared). */
  setLinkage: { sourceViewId: string; links: readonly PanelLinkage[] };
  /** A chart's jump, replacing its earlier one. */
  setJump: PanelJump;
  /** A chart's jump removed. */
  removeJump: { sourceViewId: string };
}

export type ActionName = keyof ActionPayloads;

/** The payload argument of an action: none for those that read only the state. */
export type PayloadArgs<N extends ActionName> = ActionPayloads[N] extends void
  ? []
  : [payload: ActionPayloads[N]];

/** Actions that take no payload (the menus' and buttons' actions). */
export type PlainActionName = {
  [N in ActionName]: ActionPayloads[N] extends void ? N : never;
}[ActionName];

/**
 * One key combination of an action (SPEC §9 shortcuts). The action declares its keys once: the
 * key test and the label shown in menus and tooltips are both read from this.
 */
export interface KeyBinding<P> {
  /** `KeyboardEvent.key`, compared without case. */
  key: string;
  /** Ctrl, or ⌘ on a Mac. */
  ctrl?: boolean;
  shift?: boolean;
  /** What this combination asks for (the arrow keys: which way, how far). */
  payload?: P;
  /** An alternative that works but is not shown (Ctrl+Shift+Z besides Ctrl+Y). */
  hidden?: boolean;
}

/**
 * An editor operation (after Excalidraw's actions): one object per operation, each in its own
 * file with its test beside it. Method syntax keeps an action assignable to the registry's
 * wider type.
 */
export interface EditorAction<P = void> {
  name: ActionName;
  /** i18n key of its menu / button label. */
  labelKey: string;
  /** SPEC §9 shortcuts, when it has any. */
  keys?: readonly KeyBinding<P>[];
  /**
   * Its key is left to the browser (an arrow scrolls the page) when the action cannot run;
   * other shortcuts run anyway, so the user hears why nothing happened.
   */
  keyOnlyWhenRunnable?: boolean;
  /** Whether it can run now (asked through `canRun`, which adds the lock rule). */
  predicate(state: EditorState, payload: P): boolean;
  perform(state: EditorState, payload: P, context: ActionContext): ActionResult;
  /** Shown as available even with locked components selected (SPEC §4). */
  allowedWhenLocked: boolean;
}

/** The registry's shape: each name with the payload type of its action. */
export type ActionRegistry = { readonly [N in ActionName]: EditorAction<ActionPayloads[N]> };
