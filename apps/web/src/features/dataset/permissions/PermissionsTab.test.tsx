import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, initI18n } from '../../../i18n';
import { useSession } from '../../../store/session';
import { MANAGER, MEMBER, datasetView, rows, user } from '../../../test/datasetFixtures';
import { answer, installFakeServer } from '../../../test/fakeServer';
import { renderWithProviders } from '../../../test/render';
import { expectVisible } from '../../../test/visible';
import { DatasetDetail } from '../detail/DatasetDetail';
import { PermissionsTab } from './PermissionsTab';
import { ANN, PERMISSION_ROUTES, PERM_FIELDS } from './testFixtures';

// antd selects, modals and tabs are slow under jsdom; each journey clicks through several steps.
vi.setConfig({ testTimeout: 60_000 });

const SAVE_ROW = 'POST /dataset/rowPermission/save';
const DELETE_ROW = 'POST /dataset/rowPermission/delete';
const SAVE_COLUMN = 'POST /dataset/columnPermission/save';
const DELETE_COLUMN = 'POST /dataset/columnPermission/delete';
const PREVIEW_AS = 'POST /dataset/previewAs/d-orders';

let server: ReturnType<typeof installFakeServer>;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  server = installFakeServer(
    Object.fromEntries(Object.entries(PERMISSION_ROUTES).map(([key, data]) => [key, answer(data)])),
  );
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const renderTab = () => renderWithProviders(<PermissionsTab datasetId="d-orders" />);

/** Opens an antd Select inside `scope` by its test id and clicks the option with this text. */
async function choose(testId: string, label: string) {
  const select = await screen.findByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (item) => item.textContent === label && !item.closest('.ant-select-dropdown-hidden'),
    );
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

/** The input of an antd control, wherever it puts the test id (the input or its wrapper). */
const inputIn = (testId: string) => {
  const element = screen.getByTestId(testId);
  return (element instanceof HTMLInputElement ? element : element.querySelector('input'))!;
};

const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));

/** Adds a rule for the built-in member role whose one condition is Region = ${user.<name>}. */
async function fillRegionRule(attribute: string) {
  fireEvent.click(await screen.findByTestId('row-rule-add'));
  await choose('perm-target-role', 'Organization Member');
  await choose('rule-field', 'Region');
  await choose('rule-source', 'User attribute');
  fireEvent.change(screen.getByTestId('rule-attribute'), { target: { value: attribute } });
  fireEvent.click(screen.getByTestId('row-rule-save'));
}

describe('the dataset permissions tab', () => {
  it('lists row rules with their targets and filters, and column rules with their treatment', async () => {
    renderTab();
    const member = await screen.findByTestId('row-rule-role-3');
    // The built-in role is named in the reader's language, not by its stored name.
    await waitFor(() => expectVisible(within(member).getByText('Organization Member')));
    expect(screen.getByTestId('row-rule-role-3-summary').textContent).toBe(
      'Region = ${user.region}',
    );
    expect(screen.getByTestId('row-rule-user-7-summary').textContent).toBe(
      'Amount ≥ 100 AND (Customer contains Acme OR Customer is null)',
    );
    expectVisible(screen.getByText(/combined with AND\. System administrators are exempt/));

    await openTab('Column permissions');
    const phone = await screen.findByTestId('column-rule-dept-2-f5');
    expectVisible(within(phone).getByText('East office'));
    expectVisible(within(phone).getByText('Mask'));
    expectVisible(within(phone).getByText('first 3, last 4'));
    const amount = screen.getByTestId('column-rule-role-10-f3');
    expectVisible(within(amount).getByText('Sales reps'));
    expectVisible(within(amount).getByText('Hide'));
  });

  it('adds a role rule reading the user attribute region', async () => {
    server.on(SAVE_ROW, answer({ id: 'rp3' }));
    renderTab();
    await fillRegionRule('region');
    await waitFor(() => expect(server.callsTo(SAVE_ROW)).toHaveLength(1));
    expect(server.callsTo(SAVE_ROW)[0]!.body).toEqual({
      datasetId: 'd-orders',
      targetType: 'role',
      targetId: 3,
      filter: { kind: 'condition', fieldId: 'f4', operator: 'eq', value: '${user.region}' },
    });
    // The dialog closes and the list is read again.
    await waitFor(() => expect(screen.queryByTestId('row-rule-save')).toBeNull());
    expect(server.callsTo('POST /dataset/rowPermission/list/d-orders').length).toBeGreaterThan(1);
  });

  it('refuses an attribute name with a space in place and sends nothing', async () => {
    renderTab();
    await fillRegionRule('my region');
    expectVisible(await screen.findByText(/with no spaces/));
    expect(server.callsTo(SAVE_ROW)).toHaveLength(0);
  });

  it('says in the dialog when the server refuses a field of the rule', async () => {
    server.on(SAVE_ROW, () => ({
      status: 400,
      code: 'ROW_PERMISSION_FIELD',
      message: 'Unknown field',
    }));
    renderTab();
    await fillRegionRule('region');
    expectVisible(
      await within(await screen.findByTestId('row-rule-error')).findByText(
        'The rule names a field this dataset does not have.',
      ),
    );
    expect(server.errors).toEqual([]);
  });

  it('deletes a row rule and a column rule by their target (and field)', async () => {
    server.on(DELETE_ROW, answer(null));
    server.on(DELETE_COLUMN, answer(null));
    renderTab();
    fireEvent.click(await screen.findByTestId('row-rule-user-7-delete'));
    fireEvent.click(await screen.findByTestId('row-rule-user-7-delete-ok'));
    await waitFor(() => expect(server.callsTo(DELETE_ROW)).toHaveLength(1));
    expect(server.callsTo(DELETE_ROW)[0]!.body).toEqual({
      datasetId: 'd-orders',
      targetType: 'user',
      targetId: 7,
    });

    await openTab('Column permissions');
    fireEvent.click(await screen.findByTestId('column-rule-role-10-f3-delete'));
    fireEvent.click(await screen.findByTestId('column-rule-role-10-f3-delete-ok'));
    await waitFor(() => expect(server.callsTo(DELETE_COLUMN)).toHaveLength(1));
    expect(server.callsTo(DELETE_COLUMN)[0]!.body).toEqual({
      datasetId: 'd-orders',
      targetType: 'role',
      targetId: 10,
      fieldId: 'f3',
    });
  });

  it('offers masking only for text fields and shows the mask on a sample', async () => {
    server.on(SAVE_COLUMN, answer({ id: 'cp3' }));
    renderTab();
    await openTab('Column permissions');
    fireEvent.click(await screen.findByTestId('column-rule-add'));
    await choose('perm-target-role', 'Sales reps');
    await choose('column-rule-field', 'Amount');
    const mask = inputIn('column-rule-mask');
    expect(mask.disabled).toBe(true);
    expectVisible(screen.getByText('Only text fields can be masked.'));

    await choose('column-rule-field', 'Phone');
    expect(mask.disabled).toBe(false);
    fireEvent.click(mask);
    expect((await screen.findByTestId('mask-example-result')).textContent).toBe('138****5678');
    fireEvent.change(inputIn('mask-keep-start'), {
      target: { value: '2' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('mask-example-result').textContent).toBe('13*****5678'),
    );
    fireEvent.click(screen.getByTestId('column-rule-save'));
    await waitFor(() => expect(server.callsTo(SAVE_COLUMN)).toHaveLength(1));
    expect(server.callsTo(SAVE_COLUMN)[0]!.body).toEqual({
      datasetId: 'd-orders',
      targetType: 'role',
      targetId: 10,
      fieldId: 'f5',
      mode: 'mask',
      keepStart: 2,
      keepEnd: 4,
    });
  });

  it('says in the dialog when the server refuses a mask on a field that is not text', async () => {
    server.on(SAVE_COLUMN, () => ({ status: 400, code: 'COLUMN_MASK_TYPE', message: 'no' }));
    renderTab();
    await openTab('Column permissions');
    fireEvent.click(await screen.findByTestId('column-rule-dept-2-f5-edit'));
    fireEvent.click(await screen.findByTestId('column-rule-save'));
    expectVisible(
      await within(await screen.findByTestId('column-rule-error')).findByText(
        'Only text fields can be masked.',
      ),
    );
  });

  it('previews the dataset as the chosen user sees it', async () => {
    server.on(
      PREVIEW_AS,
      answer({
        fields: PERM_FIELDS.slice(0, 2),
        data: [
          ['2026-01-01', 'Acme'],
          ['2026-01-02', 'Bolt'],
        ],
        total: 2,
      }),
    );
    renderTab();
    await openTab('Preview as a user');
    expect(server.callsTo(PREVIEW_AS)).toHaveLength(0);
    await choose('preview-as-user-select', `${ANN.nickName} (${ANN.username})`);
    await waitFor(() => expect(server.callsTo(PREVIEW_AS)).toHaveLength(1));
    expect(server.callsTo(PREVIEW_AS)[0]!.body).toEqual({ userId: 7 });
    const grid = await screen.findByTestId('preview-as-grid');
    expectVisible(within(grid).getByText('Bolt'));
    expect(within(grid).queryByTestId('grid-col-Amount')).toBeNull();
    expect(screen.getByTestId('preview-as-count').textContent).toBe('Showing 2 of 2 rows');
  });

  it('is in Chinese for a zh-CN reader', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderTab();
    const member = await screen.findByTestId('row-rule-role-3');
    await waitFor(() => expectVisible(within(member).getByText('组织成员')));
    expectVisible(screen.getByRole('tab', { name: '行权限' }));
    expect(screen.getByTestId('row-rule-user-7-summary').textContent).toBe(
      'Amount ≥ 100 且 (Customer 包含 Acme 或 Customer 为空值)',
    );
  });
});

describe('the dataset detail', () => {
  const renderDetail = (permissions: string[], level: 'view' | 'manage') => {
    server.on('POST /dataset/table/get/d-orders', answer(datasetView({ permission: level })));
    server.on(
      'POST /dataset/table/getPreviewData/d-orders',
      answer({ fields: PERM_FIELDS.slice(0, 3), data: rows(2), total: 2 }),
    );
    useSession.getState().setUser(user(permissions), []);
    renderWithProviders(<DatasetDetail datasetId="d-orders" onEditSql={() => undefined} />);
  };

  it('shows the permissions tab to those who manage the dataset', async () => {
    renderDetail(MANAGER, 'manage');
    await openTab('Permissions');
    expectVisible(await screen.findByTestId('row-rule-role-3'));
  });

  it('has no permissions tab for someone who does not manage the dataset', async () => {
    renderDetail(MEMBER, 'view');
    await screen.findByRole('tab', { name: 'Fields' });
    expect(screen.queryByRole('tab', { name: 'Permissions' })).toBeNull();
  });
});
