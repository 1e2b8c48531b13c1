import type { KeyBinding, KeyLike } from './types';

/** Ctrl (or ⌘ on a Mac) with a key; Shift only where `shift` says so. */
export const ctrl = <P = void>(
  key: string,
  extra: Omit<KeyBinding<P>, 'key' | 'ctrl'> = {},
): KeyBinding<P> => ({ key, ctrl: true, ...extra });

/** A key pressed alone (or with Shift where `shift` says so): no Ctrl, ⌘ or Alt. */
export const bare = <P = void>(
  key: string,
  extra: Omit<KeyBinding<P>, 'key' | 'ctrl'> = {},
): KeyBinding<P> => ({ key, ...extra });

/** Whether a key press is this combination. Alt never is: Alt-combinations belong to others. */
export function matches(binding: KeyBinding<unknown>, event: KeyLike): boolean {
  const ctrlHeld = event.ctrlKey || event.metaKey;
  return (
    ctrlHeld === Boolean(binding.ctrl) &&
    !event.altKey &&
    event.shiftKey === Boolean(binding.shift) &&
    event.key.toLowerCase() === binding.key.toLowerCase()
  );
}

/** How key names read on a key cap. */
const KEY_CAPS: Readonly<Record<string, string>> = {
  ArrowLeft: '←',
  ArrowUp: '↑',
  ArrowRight: '→',
  ArrowDown: '↓',
};

/** One combination as the user reads it: `Ctrl+C` (`⌘C` style on a Mac: `⌘+C`). */
export function bindingLabel(binding: KeyBinding<unknown>, mac: boolean): string {
  const cap =
    KEY_CAPS[binding.key] ?? (binding.key.length === 1 ? binding.key.toUpperCase() : binding.key);
  return [binding.ctrl ? (mac ? '⌘' : 'Ctrl') : null, binding.shift ? 'Shift' : null, cap]
    .filter((part) => part !== null)
    .join('+');
}

/**
 * An action's shortcut label for menus, tooltips and the help table, read from the keys it
 * declares (hidden alternatives left out); undefined when it has none.
 */
export function shortcutLabel(
  keys: readonly KeyBinding<unknown>[] | undefined,
  mac: boolean,
): string | undefined {
  const shown = (keys ?? []).filter((binding) => !binding.hidden);
  if (shown.length === 0) return undefined;
  return shown.map((binding) => bindingLabel(binding, mac)).join(' / ');
}
