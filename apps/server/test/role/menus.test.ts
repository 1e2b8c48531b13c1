// Issue 21, system/role menu authorisation (SPEC §6: "Roles have menu authorization"): what a
// role's menus are saved as, who may tick what (SECURITY B6), and that a change reaches the
// role's holders at their next request (A6), while dashboards keep showing their charts' data.
import {
  GRANT_LEVELS,
  type ChartViewWithData,
  type MenuNode,
  type RoleMenus,
  type UserInfo,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../src/auth/grants.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, dataOf, revokeGrant } from '../datasource/support.js';
import { expectLocalisedError } from '../security/support.js';
import { axis, demoDataset, saveChart } from '../chart/support.js';
import { chartComponent, createPanel, panelClient, type PanelApi } from '../panel/support.js';
import { builtinRoleId, createRole, createRoleUser, storedMenus, type Api } from './support.js';

const PASSWORD = 'Menu#Test2026';
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe('role menus', () => {
  let ctx: TestContext;
  let admin: PanelApi;
  let oona: Api;
  /** Holds a custom role with the role page but without the chart-managing operation (401). */
  let rita: Api;
  let targetId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = panelClient(ctx, await login(ctx.app));
    await createUser(ctx, 'oona', PASSWORD, 'org_admin');
    oona = client(ctx, await login(ctx.app, 'oona', PASSWORD));
    const keepers = await createRole(admin, 'Keepers', [1, 2, 3, 4, 101, 201, 301, 52]);
    await createRoleUser(ctx, 'rita', PASSWORD, keepers);
    rita = client(ctx, await login(ctx.app, 'rita', PASSWORD));
    targetId = await createRole(admin, 'Target', [1]);
  });
  afterAll(async () => ctx?.close());

  it('stores a ticked page with its folder, and answers the same menus back', async () => {
    dataOf(await admin.post('/api/role/saveMenus', { roleId: targetId, menuIds: [52, 401, 1] }));
    expect(await storedMenus(ctx, targetId)).toEqual([1, 5, 52, 401]);
    expect(dataOf<RoleMenus>(await admin.post(`/api/role/menus/${targetId}`))).toEqual({
      roleId: targetId,
      menuIds: [1, 5, 52, 401],
    });
    dataOf(await admin.post('/api/role/saveMenus', { roleId: targetId, menuIds: [1] }));
    expect(await storedMenus(ctx, targetId)).toEqual([1]);
  });

  it('refuses to change the administrator role at all, and the shared built-in roles except to a system administrator', async () => {
    const adminRole = await builtinRoleId(ctx, 'admin');
    const member = await builtinRoleId(ctx, 'org_member');
    const memberMenus = await storedMenus(ctx, member);
    expectLocalisedError(
      await admin.post('/api/role/saveMenus', { roleId: adminRole, menuIds: [1] }),
      403,
      'ROLE_BUILTIN',
      'en',
    );
    expect(await storedMenus(ctx, adminRole)).toEqual([]);
    expectLocalisedError(
      await oona.post('/api/role/saveMenus', { roleId: member, menuIds: [1] }, 'zh-CN'),
      403,
      'ROLE_BUILTIN',
      'zh-CN',
    );
    expect(await storedMenus(ctx, member)).toEqual(memberMenus);
    dataOf(await admin.post('/api/role/saveMenus', { roleId: member, menuIds: [1] }));
    expect(await storedMenus(ctx, member)).toEqual([1]);
    dataOf(await admin.post('/api/role/saveMenus', { roleId: member, menuIds: memberMenus }));
    expect(await storedMenus(ctx, member)).toEqual(memberMenus);
  });

  it('refuses an unknown menu id with 400, writing nothing', async () => {
    expectLocalisedError(
      await admin.post('/api/role/saveMenus', { roleId: targetId, menuIds: [1, 4, 999] }),
      400,
      'VALIDATION_FAILED',
      'en',
    );
    expect(await storedMenus(ctx, targetId)).toEqual([1]);
  });

  it('B6: lets a non-administrator tick only menus they hold, with 403 MENU_NOT_HELD otherwise', async () => {
    for (const menuIds of [[1, 401], [53], [5, 51]])
      expectLocalisedError(
        await rita.post('/api/role/saveMenus', { roleId: targetId, menuIds }),
        403,
        'MENU_NOT_HELD',
        'en',
      );
    expect(await storedMenus(ctx, targetId)).toEqual([1]);
    dataOf(await rita.post('/api/role/saveMenus', { roleId: targetId, menuIds: [1, 4, 301, 52] }));
    expect(await storedMenus(ctx, targetId)).toEqual([1, 4, 5, 52, 301]);
  });

  it('shows a non-administrator only the menus they hold to tick, with their folders', async () => {
    const tree = dataOf<MenuNode[]>(await rita.post('/api/role/menuTree'));
    const ids = flat(tree).map((n) => n.id);
    expect(ids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 52, 101, 201, 301]);
    expect(tree.find((n) => n.id === 5)?.children.map((n) => n.id)).toEqual([52]);
  });

  it('keeps the menus a non-administrator does not hold when they save a role', async () => {
    dataOf(await admin.post('/api/role/saveMenus', { roleId: targetId, menuIds: [1, 401] }));
    dataOf(await rita.post('/api/role/saveMenus', { roleId: targetId, menuIds: [1, 2] }));
    expect(await storedMenus(ctx, targetId)).toEqual([1, 2, 401]);
  });

  it('opens and closes pages for the role’s holders at their next request, same token', async () => {
    const noCharts = await createRole(admin, 'No charts', [1, 2, 3]);
    await createRoleUser(ctx, 'carl', PASSWORD, noCharts);
    const carl = client(ctx, await login(ctx.app, 'carl', PASSWORD));
    const seen = async () => ({
      permissions: dataOf<UserInfo>(await carl.post('/api/auth/userInfo')).permissions,
      menus: flat(dataOf<MenuNode[]>(await carl.post('/api/dynamicMenu/menus'))).map((m) => m.id),
    });
    const before = await seen();
    expect(before.permissions).not.toContain('chart:read');
    expect(before.menus).not.toContain(4);
    expectLocalisedError(await carl.post('/chart/group/tree', {}), 403, 'FORBIDDEN', 'en');

    dataOf(await admin.post('/api/role/saveMenus', { roleId: noCharts, menuIds: [1, 2, 3, 4] }));
    dataOf(await carl.post('/chart/group/tree', {}));
    const after = await seen();
    expect(after.permissions).toContain('chart:read');
    expect(after.menus).toContain(4);

    dataOf(await admin.post('/api/role/saveMenus', { roleId: noCharts, menuIds: [1, 2, 3] }));
    expectLocalisedError(await carl.post('/chart/group/tree', {}), 403, 'FORBIDDEN', 'en');
  });

  it('still lets a holder of the dashboards page alone read the data of a chart on a dashboard they view', async () => {
    const boardsOnly = await createRole(admin, 'Dashboards only', [1]);
    const doraId = await createRoleUser(ctx, 'dora', PASSWORD, boardsOnly);
    const dora = client(ctx, await login(ctx.app, 'dora', PASSWORD));
    const demo = await demoDataset(admin);
    const newChart = async (title: string) => {
      const { id } = await saveChart(admin, {
        title,
        tableId: demo.id,
        type: 'text',
        yaxis: [axis(demo.field('amount'))],
      });
      return id;
    };
    const placed = await newChart('Placed');
    const loose = await newChart('Loose');
    await revokeGrant(ctx.services.db, 'chart', placed, 'org', 1);
    const board = await createPanel(admin, 'Dora’s board', {
      panelStyle: '{}',
      panelData: JSON.stringify([chartComponent('c1', placed)]),
    });
    await revokeGrant(ctx.services.db, 'panel', board.id, 'org', 1);

    // No dashboard of hers places it yet: refused, as a chart route is without the chart page.
    expectLocalisedError(
      await dora.post(`/chart/view/getData/${placed}`, {}),
      403,
      'FORBIDDEN',
      'en',
    );
    await grant(ctx.services.db, 'panel', board.id, 'user', doraId, GRANT_LEVELS.view);
    const data = dataOf<ChartViewWithData>(await dora.post(`/chart/view/getData/${placed}`, {}));
    expect(data.id).toBe(placed);
    expect(data.data.series.length).toBeGreaterThan(0);

    // The chart page itself stays closed, and a chart no dashboard of hers places stays out of
    // reach even though her organisation may use it.
    expectLocalisedError(await dora.post('/chart/group/tree', {}), 403, 'FORBIDDEN', 'en');
    expectLocalisedError(
      await dora.post(`/chart/view/getData/${loose}`, {}),
      403,
      'FORBIDDEN',
      'en',
    );
    // The chart's definition comes with no dashboard: an object route finds its object first,
    // and she holds no grant on it (B1).
    expectLocalisedError(
      await dora.post(`/chart/view/getOneWithPermission/${placed}`),
      404,
      'NOT_FOUND',
      'en',
    );
  });
});
