import { ACTIONS } from './actions';
import { selectionHasLocked } from './components';
import { MESSAGES } from './document';
import { matches } from './keys';
import type {
  ActionContext,
  ActionName,
  ActionPayloads,
  ActionResult,
  EditorAction,
  EditorState,
  KeyLike,
  PayloadArgs,
} from './types';

/** An action as the registry holds it, its payload type left open. */
type AnyAction = EditorAction<ActionPayloads[ActionName]>;

/** A key press's action and the payload its key combination declares. */
export interface KeyHit {
  action: AnyAction;
  payload: ActionPayloads[ActionName];
}

/** The action a key press asks for (SPEC §9 shortcuts), if any, with its key's payload. */
export function actionForKey(event: KeyLike): KeyHit | undefined {
  for (const action of Object.values(ACTIONS) as AnyAction[]) {
    const binding = action.keys?.find((b) => matches(b, event));
    if (binding) return { action, payload: binding.payload as ActionPayloads[ActionName] };
  }
  return undefined;
}

/**
 * SPEC §4 lock rule: with a locked component selected only paste, undo, redo, save, preview,
 * clear canvas and unlock run (DataEase's lock map) — and the edits that name their own target
 * and skip locked components themselves (adding, selecting, placing, nudging, styling).
 */
export const lockAllows = (action: Pick<AnyAction, 'allowedWhenLocked'>, state: EditorState) =>
  action.allowedWhenLocked || !selectionHasLocked(state);

/**
 * The one question the context menu, the header's buttons and the shortcuts ask: may this
 * action run on this state with this payload (lock rule and the action's own predicate)?
 */
export const canRun = <P>(action: EditorAction<P>, state: EditorState, payload: P): boolean =>
  lockAllows(action, state) && action.predicate(state, payload);

/**
 * Runs an action by name. One the lock rule refuses says so and changes nothing; otherwise the
 * action runs, and one whose predicate fails answers with its own prompt (nothing selected…).
 */
export function runAction<N extends ActionName>(
  state: EditorState,
  name: N,
  context: ActionContext,
  ...payload: PayloadArgs<N>
): ActionResult {
  const action = ACTIONS[name] as EditorAction<ActionPayloads[N]>;
  if (!lockAllows(action, state)) return { state, message: MESSAGES.locked };
  return action.perform(state, payload[0] as ActionPayloads[N], context);
}
