import { describe, expect, it } from 'vitest';
import type { MenuTable } from '../db/schema.js';
import { buildMenuTree, withAncestors } from './tree.js';

const row = (id: number, pid: number, type: number, sort = id): MenuTable => ({
  id,
  pid,
  type,
  name: `m${id}`,
  path: pid === 0 ? `/m${id}` : `m${id}`,
  component: type === 1 ? `m${id}/index` : null,
  title: `menu.m${id}`,
  icon: null,
  hidden: 0,
  sort,
  permission: `m${id}:read`,
  plugin_script: id === 9 ? 'plugin-x.js' : null,
  plugin_no_layout: id === 9 ? 1 : 0,
});

describe('menu tree', () => {
  it('nests children under parents sorted by sort then id', () => {
    const tree = buildMenuTree([
      row(2, 0, 0, 2),
      row(1, 0, 1, 1),
      row(4, 2, 1, 2),
      row(3, 2, 1, 1),
    ]);
    expect(tree.map((n) => n.id)).toEqual([1, 2]);
    expect(tree[1]?.children.map((n) => n.id)).toEqual([3, 4]);
  });

  it('marks plugin entries with their script and no-layout flag', () => {
    const [plugin] = buildMenuTree([row(9, 0, 1)]);
    expect(plugin?.plugin).toEqual({ scriptName: 'plugin-x.js', noLayout: true });
  });

  it('keeps the folders of a granted page and drops ungranted siblings', () => {
    const all = [row(1, 0, 1), row(2, 0, 0), row(3, 2, 1), row(4, 2, 1)];
    const visible = withAncestors(all, new Set([3]));
    expect(visible.map((m) => m.id).sort()).toEqual([2, 3]);
    expect(buildMenuTree(visible)[0]?.children.map((n) => n.id)).toEqual([3]);
  });
});
