import { describe, expect, it } from 'vitest';
import { findTopRoute, menuTreeToRoutes, pageRoutes, visibleTopMenus } from './menuRoutes';
import { shouldShowSidebar } from '../layout/sidebarRules';
import { menuNode } from '../../test/menuFixtures';

const node = menuNode;

const panel = node({ id: 1, name: 'panel', path: '/panel', component: 'panel/index' });
const system = node({
  id: 2,
  name: 'system',
  path: '/system',
  type: 0,
  children: [
    node({ id: 23, pid: 2, name: 'dept', path: 'dept', component: 'system/dept', sort: 3 }),
    node({ id: 21, pid: 2, name: 'user', path: 'user', component: 'system/user', sort: 1 }),
    node({ id: 22, pid: 2, name: 'role', path: 'role', component: 'system/role', sort: 2 }),
    node({ id: 24, pid: 2, name: 'user-add', path: 'user/add', type: 2, sort: 4 }),
  ],
});

describe('menuTreeToRoutes', () => {
  it('wraps a top-level page in the layout with a single child at path index', () => {
    const [route] = menuTreeToRoutes([panel]);
    expect(route).toMatchObject({
      path: '/panel',
      layout: true,
      component: null,
      fullPath: '/panel/index',
    });
    expect(route?.children).toHaveLength(1);
    expect(route?.children[0]).toMatchObject({
      path: 'index',
      fullPath: '/panel/index',
      component: 'panel/index',
      menuId: 1,
      title: 'menu.panel',
    });
  });

  it('turns a folder into a layout parent with its page children in menu order, dropping operations', () => {
    const [, route] = menuTreeToRoutes([system, panel]);
    expect(route).toMatchObject({
      path: '/system',
      layout: true,
      folder: true,
      fullPath: '/system/user',
    });
    expect(route?.children.map((child) => child.fullPath)).toEqual([
      '/system/user',
      '/system/role',
      '/system/dept',
    ]);
  });

  it('routes plugin entries to a plugin page with script name, menu id and no-layout flag', () => {
    const plugin = node({
      id: 9,
      name: 'x-plugin',
      path: '/xp',
      plugin: { scriptName: 'x-plugin.js', noLayout: true },
    });
    const [route] = menuTreeToRoutes([plugin]);
    expect(route).toMatchObject({ path: '/xp', layout: false, menuId: 9 });
    expect(route?.plugin).toEqual({ scriptName: 'x-plugin.js', noLayout: true });
    expect(pageRoutes([route!]).map((r) => r.fullPath)).toEqual(['/xp']);
  });

  it('lists every page route and finds the top menu of a path', () => {
    const routes = menuTreeToRoutes([panel, system]);
    expect(pageRoutes(routes).map((r) => r.fullPath)).toEqual([
      '/panel/index',
      '/system/user',
      '/system/role',
      '/system/dept',
    ]);
    expect(findTopRoute(routes, '/system/role')?.name).toBe('system');
    expect(findTopRoute(routes, '/panelx')).toBeUndefined();
    expect(findTopRoute(routes, '/about/index')).toBeUndefined();
  });

  it('keeps hidden entries routable but out of the top menus', () => {
    const hidden = node({
      id: 5,
      name: 'secret',
      path: '/secret',
      component: 'panel/index',
      hidden: true,
    });
    const routes = menuTreeToRoutes([panel, hidden]);
    expect(visibleTopMenus(routes).map((r) => r.name)).toEqual(['panel']);
    expect(pageRoutes(routes)).toHaveLength(2);
  });
});

describe('shouldShowSidebar', () => {
  it('hides the sidebar for a top menu with at most one visible child', () => {
    const [route] = menuTreeToRoutes([panel]);
    expect(shouldShowSidebar(route)).toBe(false);
  });

  it('shows it for a folder with several visible children', () => {
    const folder = node({
      id: 3,
      name: 'data',
      path: '/data',
      type: 0,
      children: [
        node({ id: 31, pid: 3, name: 'ds', path: 'ds', component: 'ds' }),
        node({ id: 32, pid: 3, name: 'dataset', path: 'dataset', component: 'dataset' }),
      ],
    });
    expect(shouldShowSidebar(menuTreeToRoutes([folder])[0])).toBe(true);
  });

  it('does not count hidden children', () => {
    const folder = node({
      id: 3,
      name: 'data',
      path: '/data',
      type: 0,
      children: [
        node({ id: 31, pid: 3, name: 'ds', path: 'ds', component: 'ds' }),
        node({ id: 32, pid: 3, name: 'form', path: 'form', component: 'ds', hidden: true }),
      ],
    });
    expect(shouldShowSidebar(menuTreeToRoutes([folder])[0])).toBe(false);
  });

  it('always shows it for the system menu, even with a single child', () => {
    const lone = { ...system, children: [system.children[1]!] };
    expect(shouldShowSidebar(menuTreeToRoutes([lone])[0])).toBe(true);
  });

  it('shows none outside the menu tree', () => {
    expect(shouldShowSidebar(undefined)).toBe(false);
  });
});
