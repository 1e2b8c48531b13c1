import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuNode, RoleRow, UserGridRow } from '@tessera/contracts';
import { i18n, initI18n } from '../../../i18n';
import { useSession } from '../../../store/session';
import { answer, installFakeServer } from '../../../test/fakeServer';
import { menuNode } from '../../../test/menuFixtures';
import { renderWithProviders } from '../../../test/render';
import { userWith } from '../../../test/userFixtures';
import { expectVisible } from '../../../test/visible';
import RolesPage from './RolesPage';

// antd trees, tabs and modals are slow under jsdom; each journey clicks through several steps.
vi.setConfig({ testTimeout: 20_000 });

const role = (patch: Partial<RoleRow> & Pick<RoleRow, 'id' | 'code' | 'name'>): RoleRow => ({
  description: null,
  builtin: true,
  orgId: null,
  userCount: 0,
  ...patch,
});
// The custom role comes first from the server; the page lists the built-in ones before it.
const ANALYSTS = role({
  id: 10,
  code: 'custom_10',
  name: 'Analysts',
  description: 'Reads charts',
  builtin: false,
  orgId: 1,
  userCount: 2,
});
const ADMIN = role({ id: 1, code: 'admin', name: 'admin', userCount: 1 });
const ORG_ADMIN = role({ id: 2, code: 'org_admin', name: 'org_admin', userCount: 3 });
const ORG_MEMBER = role({ id: 3, code: 'org_member', name: 'org_member', userCount: 7 });
const ROLES = [ANALYSTS, ADMIN, ORG_ADMIN, ORG_MEMBER];

const op = (id: number, pid: number, name: string) =>
  menuNode({ id, pid, name, path: '', type: 2 });
const MENUS: MenuNode[] = [
  menuNode({ id: 1, name: 'panel', path: '/panel', children: [op(101, 1, 'panelManage')] }),
  menuNode({ id: 4, name: 'chart', path: '/chart', children: [op(401, 4, 'chartManage')] }),
  menuNode({
    id: 5,
    name: 'system',
    path: '/system',
    type: 0,
    children: [
      menuNode({ id: 51, pid: 5, name: 'user', path: 'user' }),
      menuNode({ id: 52, pid: 5, name: 'role', path: 'role' }),
      menuNode({ id: 53, pid: 5, name: 'dept', path: 'dept' }),
    ],
  }),
];

const USER: UserGridRow = {
  userId: 7,
  username: 'ann',
  nickName: 'Ann Lee',
  email: null,
  phone: null,
  deptId: 2,
  deptName: 'Sales',
  roles: [],
  enabled: false,
  mustChangePassword: false,
  attributes: {},
  createTime: 0,
};

let server: ReturnType<typeof installFakeServer>;

function renderPage(isAdmin = true) {
  useSession.getState().setUser({ ...userWith([]), isAdmin }, []);
  renderWithProviders(<RolesPage />);
}

const choose = async (id: number) => fireEvent.click(await screen.findByTestId(`role-item-${id}`));
/** The checkbox of a menu's row in the authorisation tree. */
const checkbox = async (menuId: number) =>
  (await screen.findByTestId(`role-menu-${menuId}`))
    .closest('.ant-tree-treenode')!
    .querySelector('.ant-tree-checkbox')!;
const isTicked = async (menuId: number) =>
  (await checkbox(menuId)).classList.contains('ant-tree-checkbox-checked');

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  server = installFakeServer({
    'POST /api/role/list': answer(ROLES),
    'POST /api/role/menuTree': answer(MENUS),
    'POST /api/role/menus/10': answer({ roleId: 10, menuIds: [1] }),
    'POST /api/role/menus/2': answer({ roleId: 2, menuIds: [1, 101, 4, 401, 5, 51, 52, 53] }),
  });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the roles page', () => {
  it('lists the built-in roles first, by their localised names, with their users', async () => {
    renderPage();
    const list = await screen.findByTestId('roles-list');
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.dataset.testid)).toEqual([
      'role-item-1',
      'role-item-2',
      'role-item-3',
      'role-item-10',
    ]);
    expectVisible(within(items[1]!).getByText('Organization Administrator'));
    expectVisible(within(items[1]!).getByText('Built-in'));
    expectVisible(within(items[2]!).getByText('7 users'));
    expectVisible(within(items[3]!).getByText('Analysts'));
    expect(within(items[3]!).queryByText('Built-in')).toBeNull();
  });

  it('keeps built-in roles from being renamed or deleted, but not custom ones', async () => {
    renderPage();
    await choose(2);
    await waitFor(() =>
      expect(screen.getByTestId('role-detail-name').textContent).toBe('Organization Administrator'),
    );
    expect((screen.getByTestId('role-edit') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('role-delete') as HTMLButtonElement).disabled).toBe(true);
    await choose(10);
    expectVisible(await screen.findByText('Reads charts'));
    expect((screen.getByTestId('role-edit') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('role-delete') as HTMLButtonElement).disabled).toBe(false);
  });

  it('grants a page without its operations, keeping the folders of what it ticks', async () => {
    server.on('POST /api/role/saveMenus', answer(null));
    renderPage();
    await choose(10);
    await waitFor(async () => expect(await isTicked(1)).toBe(true));
    expect(await isTicked(4)).toBe(false);
    // The chart page's operation sits under it.
    const chart = (await screen.findByTestId('role-menu-4')).closest<HTMLElement>(
      '.ant-tree-treenode',
    )!;
    expectVisible(within(chart).getByText('Charts'));
    expectVisible(screen.getByText('Manage charts'));

    fireEvent.click(await checkbox(4));
    fireEvent.click(await checkbox(52));
    expect(await isTicked(4)).toBe(true);
    expect(await isTicked(401)).toBe(false);
    fireEvent.click(screen.getByTestId('role-menus-save'));
    await waitFor(() =>
      expect(server.callsTo('POST /api/role/saveMenus').map((call) => call.body)).toEqual([
        { roleId: 10, menuIds: [1, 4, 5, 52] },
      ]),
    );
  });

  it("shows the server's refusal to grant a menu the caller does not hold", async () => {
    server.on('POST /api/role/saveMenus', () => ({
      status: 403,
      code: 'MENU_NOT_HELD',
      message: 'You cannot grant a menu you do not hold: Charts',
    }));
    renderPage(false);
    await choose(10);
    fireEvent.click(await checkbox(4));
    fireEvent.click(screen.getByTestId('role-menus-save'));
    const error = await screen.findByTestId('role-menus-error');
    expectVisible(within(error).getByText('You cannot grant a menu you do not hold: Charts'));
  });

  it("shows the administrator's menus all ticked and unchangeable", async () => {
    renderPage();
    await screen.findByTestId('role-menus');
    expect(screen.getByTestId('role-detail-name').textContent).toBe('Administrator');
    expectVisible(screen.getByText('The administrator holds every menu.'));
    for (const id of [1, 101, 4, 401, 5, 51, 52, 53]) {
      expect(await isTicked(id)).toBe(true);
      expect((await checkbox(id)).classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    }
    expect(screen.queryByTestId('role-menus-save')).toBeNull();
  });

  it("lets only a system administrator change a built-in role's menus", async () => {
    renderPage(false);
    await choose(2);
    expectVisible(
      await screen.findByText(
        'Only a system administrator can change the menus of a built-in role.',
      ),
    );
    expect((await checkbox(4)).classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    expect(screen.queryByTestId('role-menus-save')).toBeNull();
    cleanup();
    renderPage(true);
    await choose(2);
    await waitFor(async () => expect(await isTicked(401)).toBe(true));
    expect((await checkbox(4)).classList.contains('ant-tree-checkbox-disabled')).toBe(false);
    expectVisible(screen.getByTestId('role-menus-save'));
  });

  it('lists the users who hold the role', async () => {
    server.on('POST /api/user/userGrid/1/10', answer({ listObject: [USER], itemCount: 1 }));
    renderPage();
    await choose(10);
    fireEvent.click(await screen.findByTestId('role-tab-users'));
    const row = await screen.findByTestId('role-user-ann');
    expectVisible(within(row).getByText('Ann Lee'));
    expectVisible(within(row).getByText('Sales'));
    expectVisible(within(row).getByText('Disabled'));
    expect(server.callsTo('POST /api/user/userGrid/1/10').map((call) => call.body)).toEqual([
      { roleId: 10 },
    ]);
  });

  it('lists what the role was granted, by kind, and revokes one', async () => {
    const OF = 'POST /api/auth/grantsOf/role/10';
    const SET = 'POST /api/auth/setGrant';
    const grant = (kind: string, resourceId: string, resourceName: string, level: string) => ({
      kind,
      resourceId,
      resourceName,
      level,
      withSubOrgs: false,
    });
    server.on(
      OF,
      answer([
        grant('panel', 'p-1', 'Sales overview', 'view'),
        grant('dataset', 'ds-1', 'Orders', 'use'),
        grant('dataset', 'ds-2', 'Customers', 'export'),
      ]),
    );
    server.on(SET, answer(null));
    renderPage();
    await choose(10);
    fireEvent.click(await screen.findByTestId('role-tab-grants'));
    const datasets = await screen.findByTestId('grants-of-dataset');
    expectVisible(within(datasets).getByText('Datasets'));
    expectVisible(within(datasets).getByText('Orders'));
    expectVisible(within(screen.getByTestId('grants-of-row-dataset-ds-2')).getByText('Export'));
    expectVisible(within(screen.getByTestId('grants-of-panel')).getByText('Sales overview'));
    expect(screen.queryByTestId('grants-of-chart')).toBeNull();
    // The search keeps the resources whose name holds it.
    fireEvent.change(screen.getByTestId('grants-of-search'), { target: { value: 'ord' } });
    await waitFor(() => expect(screen.queryByTestId('grants-of-panel')).toBeNull());
    expect(screen.queryByTestId('grants-of-row-dataset-ds-2')).toBeNull();

    fireEvent.click(screen.getByTestId('grants-of-revoke-dataset-ds-1'));
    fireEvent.click(await screen.findByTestId('grants-of-revoke-ok'));
    await waitFor(() => expect(server.callsTo(SET)).toHaveLength(1));
    expect(server.callsTo(SET)[0]!.body).toEqual({
      kind: 'dataset',
      resourceId: 'ds-1',
      targetType: 'role',
      targetId: 10,
      level: null,
    });
    // The list is asked again after the change.
    await waitFor(() => expect(server.callsTo(OF)).toHaveLength(2));
  });

  it('creates a role once it has a name, and shows it', async () => {
    server.on('POST /api/role/create', answer({ id: 11 }));
    renderPage();
    fireEvent.click(await screen.findByTestId('roles-new'));
    fireEvent.click(await screen.findByTestId('role-dialog-ok'));
    expectVisible(await screen.findByText('The name cannot be empty'));
    expect(server.callsTo('POST /api/role/create')).toEqual([]);

    server.on(
      'POST /api/role/list',
      answer([...ROLES, role({ id: 11, code: 'custom_11', name: 'Auditors', builtin: false })]),
    );
    server.on('POST /api/role/menus/11', answer({ roleId: 11, menuIds: [] }));
    fireEvent.change(screen.getByTestId('role-name-input'), { target: { value: 'Auditors' } });
    fireEvent.click(screen.getByTestId('role-dialog-ok'));
    await waitFor(() =>
      expect(server.callsTo('POST /api/role/create').map((call) => call.body)).toEqual([
        { name: 'Auditors', description: null },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('role-detail-name').textContent).toBe('Auditors'),
    );
  });

  it("shows in the dialog the server's refusal to delete a role users hold", async () => {
    server.on('POST /api/role/delete/10', () => ({
      status: 409,
      code: 'ROLE_IN_USE',
      message: 'The role is held by ann, bob',
    }));
    renderPage();
    await choose(10);
    fireEvent.click(await screen.findByTestId('role-delete'));
    fireEvent.click(await screen.findByTestId('role-delete-ok'));
    const error = await screen.findByTestId('role-delete-error');
    expectVisible(within(error).getByText('The role is held by ann, bob'));
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderPage();
    const list = await screen.findByTestId('roles-list');
    expectVisible(within(list).getByText('系统管理员'));
    expectVisible(within(list).getByText('组织成员'));
    expectVisible(screen.getByText('菜单授权'));
    expectVisible(await screen.findByText('管理图表'));
  });
});
