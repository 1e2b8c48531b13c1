import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeptNode } from '@tessera/contracts';
import { i18n, initI18n } from '../../../i18n';
import { useSession } from '../../../store/session';
import { answer, installFakeServer } from '../../../test/fakeServer';
import { renderWithProviders } from '../../../test/render';
import { userWith } from '../../../test/userFixtures';
import { expectVisible } from '../../../test/visible';
import DeptsPage from './DeptsPage';

// antd modals and tree selects are slow under jsdom; each journey clicks through a dialog.
vi.setConfig({ testTimeout: 20_000 });

const dept = (
  id: number,
  pid: number,
  name: string,
  userCount: number,
  children: DeptNode[] = [],
): DeptNode => ({ id, pid, name, userCount, createTime: 0, children });

const TREE = [
  dept(1, 0, 'Acme', 3, [
    dept(2, 1, 'Sales', 5, [dept(3, 2, 'East', 1), dept(4, 2, 'West', 0)]),
    dept(5, 1, 'Finance', 2),
  ]),
  dept(10, 0, 'Globex', 1, [dept(11, 10, 'Ops', 4)]),
];

const TREE_CALL = 'POST /api/dept/tree';
let server: ReturnType<typeof installFakeServer>;

function renderPage(isAdmin = true) {
  useSession.getState().setUser({ ...userWith([]), isAdmin }, []);
  renderWithProviders(<DeptsPage />);
}

const node = (id: number) => screen.findByTestId(`dept-node-${id}`);

const openMenu = async (id: number, entry: string) => {
  fireEvent.click(await screen.findByTestId(`dept-actions-${id}`));
  // Menus opened before stay in the document, hidden: the newest is the last.
  fireEvent.click((await screen.findAllByText(entry)).at(-1)!);
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  server = installFakeServer({ [TREE_CALL]: answer(TREE) });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the organisations page', () => {
  it('shows nested organisations, every one open, with its users', async () => {
    renderPage();
    const east = await node(3);
    expectVisible(within(east).getByText('East'));
    expectVisible(within(east).getByText('1 user'));
    expectVisible(within(await node(2)).getByText('5 users'));
    expectVisible(within(await node(11)).getByText('Ops'));
    expectVisible(within(await node(1)).getByText('Top level'));
    expect(within(await node(2)).queryByText('Top level')).toBeNull();
  });

  it('adds a sub-organisation under the chosen one and shows it', async () => {
    server.on('POST /api/dept/create', answer({ id: 6 }));
    renderPage();
    await openMenu(2, 'Add sub-organisation');
    expectVisible(await screen.findByText('New organisation under Sales'));
    server.on(
      TREE_CALL,
      answer([
        {
          ...TREE[0]!,
          children: [
            { ...TREE[0]!.children[0]!, children: [dept(6, 2, 'North', 0)] },
            TREE[0]!.children[1]!,
          ],
        },
        TREE[1]!,
      ]),
    );
    fireEvent.change(screen.getByTestId('dept-name-input'), { target: { value: ' North ' } });
    fireEvent.click(screen.getByTestId('dept-name-ok'));
    await waitFor(() =>
      expect(server.callsTo('POST /api/dept/create').map((call) => call.body)).toEqual([
        { name: 'North', pid: 2 },
      ]),
    );
    expectVisible(within(await node(6)).getByText('North'));
  });

  it.each(['-Sales', 'Sales!', 'Sales-'])(
    'refuses the name %s with the SPEC message and sends nothing',
    async (name) => {
      renderPage();
      await openMenu(1, 'Add sub-organisation');
      fireEvent.change(await screen.findByTestId('dept-name-input'), { target: { value: name } });
      fireEvent.click(screen.getByTestId('dept-name-ok'));
      expectVisible(
        await screen.findByText(
          'The organisation name cannot contain special characters or start or end with "-"',
        ),
      );
      expect(server.callsTo('POST /api/dept/create')).toEqual([]);
    },
  );

  it('renames an organisation keeping its parent', async () => {
    server.on('POST /api/dept/update', answer(null));
    renderPage();
    await openMenu(5, 'Rename');
    const input = await screen.findByTestId('dept-name-input');
    expect((input as HTMLInputElement).value).toBe('Finance');
    fireEvent.change(input, { target: { value: 'Accounts' } });
    fireEvent.click(screen.getByTestId('dept-name-ok'));
    await waitFor(() =>
      expect(server.callsTo('POST /api/dept/update').map((call) => call.body)).toEqual([
        { id: 5, name: 'Accounts', pid: 1 },
      ]),
    );
  });

  it('moves within its own top-level organisation only, never under itself', async () => {
    server.on('POST /api/dept/update', answer(null));
    renderPage();
    await openMenu(2, 'Move');
    expectVisible(await screen.findByText('Move Sales'));
    expect((screen.getByTestId('dept-move-ok') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(within(screen.getByTestId('dept-move-select')).getByRole('combobox'));
    const option = (name: string) =>
      [...document.querySelectorAll('.ant-select-tree-treenode')].find(
        (row) => row.querySelector('.ant-select-tree-title')?.textContent === name,
      );
    await waitFor(() => expect(option('Finance')).toBeTruthy());
    const disabled = (name: string) =>
      option(name)!.classList.contains('ant-select-tree-treenode-disabled');
    expect(['Acme', 'Sales', 'East', 'West', 'Finance'].map(disabled)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(option('Globex')).toBeUndefined();
    fireEvent.click(option('Finance')!.querySelector('.ant-select-tree-title')!);
    fireEvent.click(screen.getByTestId('dept-move-ok'));
    await waitFor(() =>
      expect(server.callsTo('POST /api/dept/update').map((call) => call.body)).toEqual([
        { id: 2, name: 'Sales', pid: 5 },
      ]),
    );
  });

  it('shows in the dialog why the server would not delete an organisation', async () => {
    server.on('POST /api/dept/delete/2', () => ({
      status: 409,
      code: 'ORG_NOT_EMPTY',
      message: 'Sales still holds 5 users and 2 sub-organisations',
    }));
    renderPage();
    await openMenu(2, 'Delete');
    expectVisible(await screen.findByText('Delete Sales?'));
    fireEvent.click(screen.getByTestId('dept-delete-ok'));
    const alert = await screen.findByTestId('dept-dialog-error');
    expectVisible(within(alert).getByText('Sales still holds 5 users and 2 sub-organisations'));
    expect(server.callsTo('POST /api/dept/delete/2')).toHaveLength(1);
  });

  it('lets only a system administrator make a top-level organisation', async () => {
    server.on('POST /api/dept/create', answer({ id: 20 }));
    renderPage(true);
    fireEvent.click(await screen.findByTestId('depts-new'));
    fireEvent.change(await screen.findByTestId('dept-name-input'), {
      target: { value: 'Initech' },
    });
    fireEvent.click(screen.getByTestId('dept-name-ok'));
    await waitFor(() =>
      expect(server.callsTo('POST /api/dept/create').map((call) => call.body)).toEqual([
        { name: 'Initech', pid: 0 },
      ]),
    );
    cleanup();
    renderPage(false);
    await node(1);
    expect(screen.queryByTestId('depts-new')).toBeNull();
  });

  it('keeps an organisation administrator from renaming or deleting their own root', async () => {
    renderPage(false);
    fireEvent.click(await screen.findByTestId('dept-actions-1'));
    expectVisible((await screen.findAllByText('Add sub-organisation')).at(-1)!);
    expect(screen.queryByText('Rename')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
  });

  it('says so when there is no organisation yet', async () => {
    server.on(TREE_CALL, answer([]));
    renderPage();
    const empty = await screen.findByTestId('depts-empty');
    expectVisible(within(empty).getByText('No organisations yet'));
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderPage();
    expectVisible(await screen.findByText('组织管理'));
    expectVisible(within(await node(2)).getByText('5 个用户'));
    expectVisible(screen.getByText('新建组织'));
  });
});
