import { describe, expect, it } from 'vitest';
import type { MenuTable } from '../db/schema.js';
import { planRoleMenus } from './menu-plan.js';

const menu = (id: number, pid: number, type: number): MenuTable => ({
  id,
  pid,
  type,
  name: `m${id}`,
  path: `m${id}`,
  component: null,
  title: `menu.m${id}`,
  icon: null,
  hidden: 0,
  sort: id,
  permission: type === 0 ? null : `m:${id}`,
  plugin_script: null,
  plugin_no_layout: 0,
});

// The shape of the product's menus: a page with an operation, a folder with two pages.
const all = [menu(4, 0, 1), menu(401, 4, 2), menu(5, 0, 0), menu(51, 5, 1), menu(52, 5, 1)];

describe('planRoleMenus', () => {
  it('stores a ticked page with its folder, and nothing above an operation but the ticks', () => {
    expect(planRoleMenus({ all, requested: [52, 401], current: [], held: null })).toEqual({
      kind: 'store',
      menuIds: [5, 52, 401],
    });
  });

  it('refuses an unknown menu id', () => {
    expect(planRoleMenus({ all, requested: [52, 999], current: [], held: null }).kind).toBe(
      'unknown',
    );
  });

  it('lets a non-administrator tick what they hold and its folder, never a page above a held operation', () => {
    const held = new Set([401, 52]);
    expect(planRoleMenus({ all, requested: [5, 52, 401], current: [], held })).toEqual({
      kind: 'store',
      menuIds: [5, 52, 401],
    });
    expect(planRoleMenus({ all, requested: [4, 51, 52], current: [], held })).toEqual({
      kind: 'notHeld',
      menuIds: [4, 51],
    });
  });

  it("keeps the role's menus the caller does not hold, ticked or not", () => {
    const held = new Set([52]);
    expect(planRoleMenus({ all, requested: [], current: [4, 52], held })).toEqual({
      kind: 'store',
      menuIds: [4],
    });
    expect(planRoleMenus({ all, requested: [4, 52], current: [4], held })).toEqual({
      kind: 'store',
      menuIds: [4, 5, 52],
    });
  });
});
