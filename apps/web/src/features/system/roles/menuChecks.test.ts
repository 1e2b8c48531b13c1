import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@tessera/contracts';
import { menuNode } from '../../../test/menuFixtures';
import { allMenuIds, checkState, indexMenus, toggleMenu } from './menuChecks';

const op = (id: number, pid: number, name: string) =>
  menuNode({ id, pid, name, path: '', type: 2 });

const TREE: MenuNode[] = [
  menuNode({ id: 4, name: 'chart', path: '/chart', children: [op(401, 4, 'chartManage')] }),
  menuNode({
    id: 5,
    name: 'system',
    path: '/system',
    type: 0,
    children: [
      menuNode({ id: 51, pid: 5, name: 'user', path: 'user' }),
      menuNode({ id: 52, pid: 5, name: 'role', path: 'role' }),
    ],
  }),
];
const index = indexMenus(TREE);
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

describe('menu authorisation ticks', () => {
  it('ticks a page without its operations, and an operation with its page', () => {
    expect(sorted(toggleMenu(index, new Set(), 4, true))).toEqual([4]);
    expect(sorted(toggleMenu(index, new Set(), 401, true))).toEqual([4, 401]);
  });

  it('keeps the folder of a ticked page', () => {
    expect(sorted(toggleMenu(index, new Set(), 52, true))).toEqual([5, 52]);
  });

  it('unticks a page with its operations, and a folder with its last page', () => {
    expect(sorted(toggleMenu(index, new Set([4, 401]), 4, false))).toEqual([]);
    expect(sorted(toggleMenu(index, new Set([5, 51, 52]), 52, false))).toEqual([5, 51]);
    expect(sorted(toggleMenu(index, new Set([5, 51]), 51, false))).toEqual([]);
  });

  it('ticks or unticks everything in a folder at once', () => {
    expect(sorted(toggleMenu(index, new Set(), 5, true))).toEqual([5, 51, 52]);
    expect(sorted(toggleMenu(index, new Set([5, 51, 52, 4]), 5, false))).toEqual([4]);
  });

  it('shows a folder half ticked while only some of it is held', () => {
    expect(checkState(TREE, new Set([5, 51]))).toEqual({ checked: [51], halfChecked: [5] });
    expect(checkState(TREE, new Set([5, 51, 52, 4]))).toEqual({
      checked: [4, 51, 52, 5],
      halfChecked: [],
    });
  });

  it('lists every menu for the administrator', () => {
    expect(sorted(allMenuIds(TREE))).toEqual([4, 5, 51, 52, 401]);
  });
});
