import { ACTIONS } from '../../../canvas/core/actions';
import { shortcutLabel } from '../../../canvas/core/keys';
import type { ActionName } from '../../../canvas/core/types';

/** ⌘ on a Mac, Ctrl elsewhere: how the Ctrl of a shortcut reads to this user. */
const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * An action's shortcut as menus, tooltips and the help table show it, read from the keys the
 * action declares (undefined when it has none).
 */
export const shortcutOf = (name: ActionName): string | undefined =>
  shortcutLabel(ACTIONS[name].keys, MAC);

/** The actions with a shortcut, in the registry's order (the help table's rows). */
export const ACTIONS_WITH_SHORTCUTS: readonly ActionName[] = (
  Object.keys(ACTIONS) as ActionName[]
).filter((name) => shortcutOf(name) !== undefined);
