import { ACTIONS } from './actions';
import { selectionHasLocked } from './components';
import { MESSAGES } from './document';
import type {
  ActionContext,
  ActionName,
  ActionResult,
  EditorAction,
  EditorState,
  KeyLike,
} from './types';

/** The action a key press asks for (SPEC §9 shortcuts), if any. */
export function actionForKey(event: KeyLike): EditorAction | undefined {
  return Object.values(ACTIONS).find((action) => action.keyTest?.(event));
}

/**
 * SPEC §4 lock predicate: with a locked component selected only paste, undo, redo, save,
 * preview, clear canvas and unlock run (DataEase's lock map).
 */
export const allowedNow = (state: EditorState, action: EditorAction) =>
  action.allowedWhenLocked || !selectionHasLocked(state);

/** Runs an action by name under the lock rule; a refused one says why and changes nothing. */
export function runAction(
  state: EditorState,
  name: ActionName,
  context: ActionContext,
): ActionResult {
  const action = ACTIONS[name];
  if (!allowedNow(state, action)) return { state, message: MESSAGES.locked };
  return action.perform(state, context);
}

/** The shortcut table for the help panel: action name → its keys as shown to the user. */
export const SHORTCUT_LABELS: Readonly<Partial<Record<ActionName, string>>> = {
  copy: 'Ctrl+C',
  paste: 'Ctrl+V',
  cut: 'Ctrl+X',
  undo: 'Ctrl+Z',
  redo: 'Ctrl+Y',
  compose: 'Ctrl+G',
  decompose: 'Ctrl+B',
  lock: 'Ctrl+L',
  unlock: 'Ctrl+U',
  save: 'Ctrl+S',
  preview: 'Ctrl+P',
  remove: 'Ctrl+D / Delete',
  clearCanvas: 'Ctrl+E',
};
