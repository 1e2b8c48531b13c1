// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACTIONS } from './actions';
import { matches, shortcutLabel } from './keys';

describe('shortcut labels, read from the keys each action declares', () => {
  it('shows Ctrl elsewhere and ⌘ on a Mac', () => {
    expect(shortcutLabel(ACTIONS.copy.keys, false)).toBe('Ctrl+C');
    expect(shortcutLabel(ACTIONS.copy.keys, true)).toBe('⌘+C');
  });

  it('shows each shown alternative and leaves the hidden ones out', () => {
    expect(shortcutLabel(ACTIONS.remove.keys, false)).toBe('Ctrl+D / Delete');
    expect(shortcutLabel(ACTIONS.redo.keys, false)).toBe('Ctrl+Y');
    expect(shortcutLabel(ACTIONS.nudge.keys, false)).toBe('← / ↑ / → / ↓');
  });

  it('has no label for an action without keys', () => {
    expect(shortcutLabel(ACTIONS.layerUp.keys, false)).toBeUndefined();
  });

  it('matches the very combination the label shows', () => {
    const event = { key: 'y', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };
    expect(ACTIONS.redo.keys!.some((binding) => matches(binding, event))).toBe(true);
  });
});
