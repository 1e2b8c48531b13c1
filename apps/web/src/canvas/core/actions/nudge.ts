import { selectedComponents } from '../components';
import { bare } from '../keys';
import type { EditorAction, EditorState, KeyBinding } from '../types';
import { placeUnlocked } from './placing';

type Nudge = { dx: number; dy: number };

/** The unlocked selected components: the ones the arrow keys move. */
const movable = (state: EditorState) => selectedComponents(state).filter((c) => !c.isLock);

/** An arrow key moves by 1 px, with Shift by 10 px; only the plain arrows are shown. */
const ARROWS: readonly [string, number, number][] = [
  ['ArrowLeft', -1, 0],
  ['ArrowUp', 0, -1],
  ['ArrowRight', 1, 0],
  ['ArrowDown', 0, 1],
];
const KEYS: KeyBinding<Nudge>[] = [
  ...ARROWS.map(([key, x, y]) => bare<Nudge>(key, { payload: { dx: x, dy: y } })),
  ...ARROWS.map(([key, x, y]) =>
    bare<Nudge>(key, { shift: true, hidden: true, payload: { dx: x * 10, dy: y * 10 } }),
  ),
];

/**
 * The arrow keys: the selection moves by (dx, dy), one history entry per press. Locked
 * components stay put; with none to move the key is left to the page (it scrolls).
 */
export const nudgeAction: EditorAction<Nudge> = {
  name: 'nudge',
  labelKey: 'panelEditor.help.nudge',
  keys: KEYS,
  keyOnlyWhenRunnable: true,
  allowedWhenLocked: true,
  predicate: (state) => movable(state).length > 0,
  perform: (state, { dx, dy }) => ({
    state: placeUnlocked(
      state,
      new Map(
        movable(state).map((c) => [c.id, { left: c.style.left + dx, top: c.style.top + dy }]),
      ),
    ),
  }),
};
