import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { answer } from '../../../test/fakeServer';
import { expectVisible } from '../../../test/visible';
import { renderUsersPage } from './renderUsersPage';
import { ADMIN, BOB, GRID, gridPage } from './testFixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => initI18n('en'));
afterEach(cleanup);
afterAll(() => initI18n('en'));

/** Opens an antd select and picks the option showing `label`. */
async function pick(testId: string, label: string) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('input')!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (node) => node.textContent === label,
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(option);
}

describe('the users page', () => {
  it('lists the users of the grid answer with their organisation, roles and status', async () => {
    const server = renderUsersPage();
    const bob = await screen.findByTestId('users-row-bob');
    expectVisible(within(bob).getByText('Bob Brown'));
    expectVisible(within(bob).getByText('Sales'));
    expectVisible(within(bob).getByText('13812345678'));
    // Built-in roles by their localised name, custom ones by their own.
    expectVisible(within(bob).getByText('Organization Member'));
    expectVisible(within(bob).getByText('Analysts'));
    expectVisible(within(screen.getByTestId('users-row-admin')).getByText('Administrator'));
    expect(screen.getByTestId('users-count').textContent).toBe('3 users');
    expect(screen.getByTestId('users-enabled-3').getAttribute('aria-checked')).toBe('false');
    expect(server.callsTo(GRID)[0]?.body).toEqual({});
  });

  it('sends the search, organisation, role and status filters in the grid body', async () => {
    const server = renderUsersPage();
    await screen.findByTestId('users-row-bob');
    const last = () => server.callsTo(GRID).at(-1)?.body;

    fireEvent.change(screen.getByTestId('users-search'), { target: { value: ' bo ' } });
    await waitFor(() => expect(last()).toEqual({ keyword: 'bo' }));
    fireEvent.click(await screen.findByTestId('users-dept-2'));
    await waitFor(() => expect(last()).toEqual({ keyword: 'bo', deptId: 2 }));
    await pick('users-role-filter', 'Analysts');
    await waitFor(() => expect(last()).toEqual({ keyword: 'bo', deptId: 2, roleId: 7 }));
    await pick('users-enabled-filter', 'Disabled');
    await waitFor(() =>
      expect(last()).toEqual({ keyword: 'bo', deptId: 2, roleId: 7, enabled: false }),
    );
    fireEvent.click(screen.getByTestId('users-dept-all'));
    await waitFor(() => expect(last()).toEqual({ keyword: 'bo', roleId: 7, enabled: false }));
  });

  it('says honestly when no user matches, and clears the filters', async () => {
    const server = renderUsersPage();
    await screen.findByTestId('users-row-bob');
    server.on(GRID, answer(gridPage([])));
    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'nobody' } });
    expectVisible(await screen.findByText('No users match these filters'));
    server.on(GRID, answer(gridPage([ADMIN, BOB])));
    fireEvent.click(screen.getByText('Clear filters'));
    expectVisible(await screen.findByTestId('users-row-bob'));
    expect((screen.getByTestId('users-search') as HTMLInputElement).value).toBe('');
  });

  it('asks the server for the second page', async () => {
    const server = renderUsersPage();
    server.on(GRID, answer(gridPage([ADMIN, BOB], 25)));
    server.on(
      'POST /api/user/userGrid/2/10',
      answer(gridPage([{ ...BOB, userId: 12, username: 'zed' }], 25)),
    );
    await screen.findByTestId('users-row-bob');
    await waitFor(() => expect(screen.getByTestId('users-count').textContent).toBe('25 users'));
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    expectVisible(await screen.findByTestId('users-row-zed'));
    expect(server.callsTo('POST /api/user/userGrid/2/10')[0]?.body).toEqual({});
  });

  it('disables a user with the switch, but never one’s own account', async () => {
    const server = renderUsersPage();
    await screen.findByTestId('users-row-bob');
    expect((screen.getByTestId('users-enabled-1') as HTMLButtonElement).disabled).toBe(true);
    server.on('POST /api/user/updateStatus', answer(null));
    server.on(GRID, answer(gridPage([ADMIN, { ...BOB, enabled: false }])));
    fireEvent.click(screen.getByTestId('users-enabled-2'));
    await waitFor(() =>
      expect(server.callsTo('POST /api/user/updateStatus')[0]?.body).toEqual({
        userId: 2,
        enabled: false,
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('users-enabled-2').getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('shows a user’s data permissions in a drawer from their row', async () => {
    const server = renderUsersPage();
    server.on(
      'POST /api/auth/grantsOf/user/2',
      answer([
        {
          kind: 'chart',
          resourceId: 'c-1',
          resourceName: 'Revenue',
          level: 'export',
          withSubOrgs: false,
        },
      ]),
    );
    fireEvent.click(await screen.findByTestId('grants-user-2'));
    const charts = await screen.findByTestId('grants-of-chart');
    expectVisible(within(charts).getByText('Charts'));
    expectVisible(within(charts).getByText('Revenue'));
    expectVisible(within(charts).getByText('Export'));
  });

  it('speaks Chinese when the interface is in zh-CN', async () => {
    await initI18n('zh-CN');
    renderUsersPage();
    const bob = await screen.findByTestId('users-row-bob');
    expectVisible(screen.getByText('用户管理'));
    expectVisible(screen.getByTestId('users-add'));
    expect(screen.getByTestId('users-add').textContent).toContain('新建用户');
    expectVisible(within(bob).getByText('组织成员'));
    expect(screen.getByTestId('users-count').textContent).toBe('共 3 个用户');
    expectVisible(screen.getAllByText('用户名')[0]!);
  });
});
