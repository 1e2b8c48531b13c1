// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACTIONS } from './actions';
import { actionForKey, allowedNow, runAction } from './shortcuts';
import { counterIds, editorWith, rect } from './testFixtures';
import type { ActionName, KeyLike } from './types';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
const ctrl = (k: string, extra: Partial<KeyLike> = {}) => key(k, { ctrlKey: true, ...extra });

describe('shortcut map (SPEC §9)', () => {
  const table: [KeyLike, ActionName][] = [
    [ctrl('c'), 'copy'],
    [ctrl('v'), 'paste'],
    [ctrl('x'), 'cut'],
    [ctrl('z'), 'undo'],
    [ctrl('y'), 'redo'],
    [ctrl('Z', { shiftKey: true }), 'redo'],
    [ctrl('g'), 'compose'],
    [ctrl('b'), 'decompose'],
    [ctrl('l'), 'lock'],
    [ctrl('u'), 'unlock'],
    [ctrl('s'), 'save'],
    [ctrl('p'), 'preview'],
    [ctrl('d'), 'remove'],
    [ctrl('Delete'), 'remove'],
    [key('Delete'), 'remove'],
    [ctrl('e'), 'clearCanvas'],
    [key('c', { metaKey: true }), 'copy'],
  ];
  it.each(table)('maps %o to %s', (event, name) => {
    expect(actionForKey(event)?.name).toBe(name);
  });

  it('maps plain letters, Alt combinations and unknown keys to nothing', () => {
    for (const event of [key('c'), ctrl('c', { altKey: true }), ctrl('q'), key('Enter')])
      expect(actionForKey(event)).toBeUndefined();
  });
});

describe('lock predicate (SPEC §4)', () => {
  const locked = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
  const allowed = (Object.keys(ACTIONS) as ActionName[]).filter((name) =>
    allowedNow(locked, ACTIONS[name]),
  );

  it('lets only paste, undo, redo, save, preview, clear canvas and unlock run on a locked selection', () => {
    expect(allowed.sort()).toEqual(
      ['clearCanvas', 'paste', 'preview', 'redo', 'save', 'undo', 'unlock'].sort(),
    );
  });

  it('refuses the others with a message and changes nothing', () => {
    for (const name of ['copy', 'cut', 'remove', 'lock', 'compose', 'layerUp'] as const) {
      const result = runAction(locked, name, counterIds());
      expect(result.state).toBe(locked);
      expect(result.message?.key).toBe('panelEditor.message.locked');
    }
  });

  it('runs everything on an unlocked selection', () => {
    const free = editorWith([rect('a')], ['a']);
    for (const name of Object.keys(ACTIONS) as ActionName[])
      expect(allowedNow(free, ACTIONS[name])).toBe(true);
  });
});
