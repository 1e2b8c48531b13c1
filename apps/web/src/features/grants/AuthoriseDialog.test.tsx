import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@tessera/contracts';
import { i18n, initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import { answer, installFakeServer } from '../../test/fakeServer';
import { renderWithProviders } from '../../test/render';
import { userWith } from '../../test/userFixtures';
import { expectVisible } from '../../test/visible';
import { AuthoriseDialog } from './AuthoriseDialog';
import { ANALYSTS, GRANTER, GRANTS, ORG_MEMBER, gridUser } from './testFixtures';

// antd selects and modals are slow under jsdom; each journey clicks through several steps.
vi.setConfig({ testTimeout: 20_000 });

const GRANTS_ON = 'POST /api/auth/grants/dataset/ds-1';
const SAVE = 'POST /api/auth/saveGrants';
const BEYOND = 'You cannot grant a level higher than your own';

let server: ReturnType<typeof installFakeServer>;
const onClose = vi.fn();

function renderDialog(canManage = true, permissions = GRANTER) {
  useSession.getState().setUser(userWith(permissions), []);
  renderWithProviders(
    <AuthoriseDialog
      kind="dataset"
      resourceId="ds-1"
      resourceName="Orders"
      canManage={canManage}
      onClose={onClose}
    />,
  );
}

/** Opens an antd select by its test id and picks the option showing `label`. */
async function pick(testId: string, label: string) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('input')!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].filter(
      (node) => node.textContent === label,
    );
    expect(found.length).toBeGreaterThan(0);
    return found.at(-1)!;
  });
  fireEvent.click(option);
}

const row = (key: string) => screen.findByTestId(`grants-row-${key}`);

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  onClose.mockReset();
  server = installFakeServer({
    [GRANTS_ON]: answer(GRANTS),
    'POST /api/role/list': answer([ANALYSTS, ORG_MEMBER]),
    'POST /api/user/userGrid/1/20': answer({
      listObject: [gridUser(7, 'ann', 'Ann Lee')],
      itemCount: 1,
    }),
    'POST /api/dept/tree': answer([]),
  });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the authorise dialog', () => {
  it('lists who holds what, by name, with built-in roles in the reader’s language', async () => {
    renderDialog();
    expectVisible(await screen.findByText('Authorise: Orders'));
    const ann = await row('user-7');
    expectVisible(within(ann).getByText('Ann Lee'));
    expectVisible(within(ann).getByText('Read'));
    const members = await row('role-3');
    await waitFor(() => expectVisible(within(members).getByText('Organization Member')));
    expectVisible(within(members).getByText('Use'));
    const sales = await row('dept-2');
    expectVisible(within(sales).getByText('Sales'));
    expect(within(sales).getByRole('checkbox')).toHaveProperty('checked', true);
    // Every level is explained where it is chosen.
    const legend = screen.getByTestId('grants-legend');
    expectVisible(within(legend).getByText('Use, and download its data.'));
  });

  it('saves the whole list: a changed level and an added role', async () => {
    server.on(SAVE, answer(null));
    renderDialog();
    await row('user-7');
    await pick('grants-level-user-7', 'Export');
    await pick('grants-add-type', 'Role');
    await pick('grants-add-target', 'Analysts');
    await pick('grants-add-level', 'Manage');
    fireEvent.click(screen.getByTestId('grants-add-ok'));
    const analysts = await row('role-10');
    expectVisible(within(analysts).getByText('Analysts'));
    fireEvent.click(screen.getByTestId('grants-save'));

    await waitFor(() => expect(server.callsTo(SAVE)).toHaveLength(1));
    expect(server.callsTo(SAVE)[0]!.body).toEqual({
      kind: 'dataset',
      resourceId: 'ds-1',
      grants: [
        { targetType: 'user', targetId: 7, level: 'export' },
        { targetType: 'role', targetId: 3, level: 'use' },
        { targetType: 'dept', targetId: 2, level: 'export', withSubOrgs: true },
        { targetType: 'role', targetId: 10, level: 'manage' },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('removes a target and unticks sub-organisations before saving', async () => {
    server.on(SAVE, answer(null));
    renderDialog();
    fireEvent.click(within(await row('dept-2')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('grants-remove-user-7'));
    expect(screen.queryByTestId('grants-row-user-7')).toBeNull();
    fireEvent.click(screen.getByTestId('grants-save'));
    await waitFor(() => expect(server.callsTo(SAVE)).toHaveLength(1));
    expect(server.callsTo(SAVE)[0]!.body).toMatchObject({
      grants: [
        { targetType: 'role', targetId: 3, level: 'use' },
        { targetType: 'dept', targetId: 2, level: 'export', withSubOrgs: false },
      ],
    });
  });

  it('says in the dialog why a grant above one’s own level was refused, and stays open', async () => {
    server.on(SAVE, () => ({ status: 403, code: 'GRANT_BEYOND_OWN', message: BEYOND }));
    renderDialog();
    await row('user-7');
    await pick('grants-level-user-7', 'Manage');
    fireEvent.click(screen.getByTestId('grants-save'));
    expectVisible(await screen.findByText(BEYOND));
    expect(screen.getByTestId('grants-error').textContent).toContain(BEYOND);
    // Said once, where it was made: no toast on top of it.
    expect(server.errors).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expectVisible(screen.getByTestId('grants-dialog'));
  });

  it('only shows the list to someone who does not manage the resource', async () => {
    renderDialog(false, [PERMISSIONS.datasetRead]);
    const ann = await row('user-7');
    expectVisible(within(ann).getByText('Read'));
    expectVisible(screen.getByTestId('grants-readonly'));
    expect(screen.queryByTestId('grants-save')).toBeNull();
    expect(screen.queryByTestId('grants-add')).toBeNull();
    expect(screen.queryByTestId('grants-remove-user-7')).toBeNull();
    expect(within(await row('dept-2')).queryByRole('checkbox')).toBeNull();
    expect(server.callsTo('POST /api/role/list')).toHaveLength(0);
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderDialog();
    expectVisible(await screen.findByText('授权：Orders'));
    const members = await row('role-3');
    await waitFor(() => expectVisible(within(members).getByText('组织成员')));
    expectVisible(within(members).getByText('使用'));
    expectVisible(within(await row('dept-2')).getByText('包含下级组织'));
    expectVisible(screen.getByTestId('grants-save'));
    expect(screen.getByTestId('grants-save').textContent).toBe('保 存');
  });
});
