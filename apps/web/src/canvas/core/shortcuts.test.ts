// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACTIONS } from './actions';
import { actionForKey, canRun, lockAllows, runAction } from './shortcuts';
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
    [key('Backspace'), 'remove'],
    [key('ArrowLeft'), 'nudge'],
    [key('ArrowDown', { shiftKey: true }), 'nudge'],
  ];
  it.each(table)('maps %o to %s', (event, name) => {
    expect(actionForKey(event)?.action.name).toBe(name);
  });

  it('hands the arrow keys’ direction and step (Shift: 10 px) to the nudge', () => {
    expect(actionForKey(key('ArrowLeft'))?.payload).toEqual({ dx: -1, dy: 0 });
    expect(actionForKey(key('ArrowUp', { shiftKey: true }))?.payload).toEqual({ dx: 0, dy: -10 });
    expect(actionForKey(key('ArrowRight', { ctrlKey: true }))).toBeUndefined();
  });

  it('maps plain letters, Alt combinations and unknown keys to nothing', () => {
    for (const event of [
      key('c'),
      ctrl('c', { altKey: true }),
      ctrl('q'),
      key('Enter'),
      ctrl('ArrowLeft'),
    ])
      expect(actionForKey(event)).toBeUndefined();
  });
});

describe('lock predicate (SPEC §4)', () => {
  const locked = editorWith([rect('a', 0, 0, { isLock: true })], ['a']);
  const allowed = (Object.keys(ACTIONS) as ActionName[]).filter((name) =>
    lockAllows(ACTIONS[name], locked),
  );

  it('lets only paste, undo, redo, save, preview, clear canvas and unlock run on a locked selection', () => {
    // …and the edits that name their own target and leave locked components alone themselves.
    const ownTarget = ['addComponent', 'replaceComponent', 'move', 'resize', 'rotate', 'nudge'];
    const styling = ['setComponentStyle', 'setCanvasStyle', 'select'];
    const interactions = [
      'setFilterOptions',
      'setFilterDefault',
      'setLinkage',
      'setJump',
      'removeJump',
    ];
    expect(allowed.sort()).toEqual(
      [
        'clearCanvas',
        'paste',
        'preview',
        'redo',
        'save',
        'undo',
        'unlock',
        ...ownTarget,
        ...styling,
        ...interactions,
      ].sort(),
    );
  });

  it('never moves, restyles or replaces a locked component, even when asked by id', () => {
    const left = new Map([['a', { left: 99 }]]);
    expect(canRun(ACTIONS.move, locked, left)).toBe(false);
    expect(canRun(ACTIONS.resize, locked, left)).toBe(false);
    expect(canRun(ACTIONS.nudge, locked, { dx: 1, dy: 0 })).toBe(false);
    expect(canRun(ACTIONS.setComponentStyle, locked, { id: 'a', style: { left: 99 } })).toBe(false);
    expect(canRun(ACTIONS.replaceComponent, locked, { ...rect('a'), label: 'x' })).toBe(false);
    expect(runAction(locked, 'move', counterIds(), left).state).toBe(locked);
  });

  it('refuses the others with a message and changes nothing', () => {
    for (const name of ['copy', 'cut', 'remove', 'lock', 'compose', 'layerUp'] as const) {
      const result = runAction(locked, name, counterIds());
      expect(result.state).toBe(locked);
      expect(result.message?.key).toBe('panelEditor.message.locked');
    }
  });

  it('lets the lock rule pass every action on an unlocked selection', () => {
    const free = editorWith([rect('a')], ['a']);
    for (const name of Object.keys(ACTIONS) as ActionName[])
      expect(lockAllows(ACTIONS[name], free)).toBe(true);
  });

  it('enables a menu action only when the lock rule and its predicate both allow it', () => {
    const free = editorWith([rect('a')], ['a']);
    expect(canRun(ACTIONS.copy, free, undefined)).toBe(true);
    expect(canRun(ACTIONS.copy, locked, undefined)).toBe(false);
    expect(canRun(ACTIONS.copy, editorWith([rect('a')]), undefined)).toBe(false);
    expect(canRun(ACTIONS.unlock, locked, undefined)).toBe(true);
  });
});
