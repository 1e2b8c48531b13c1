import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { DatasourceView, UserInfo } from '@tessera/contracts';
import { i18n, initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import * as datasourceApi from '../../api/datasource';
import { DatasourceList } from './DatasourceList';

vi.mock('../../api/datasource', () => ({
  listDatasources: vi.fn(),
  addDatasource: vi.fn(),
  updateDatasource: vi.fn(),
  deleteDatasource: vi.fn(),
  validateConnection: vi.fn(),
  validateDatasource: vi.fn(),
  getTables: vi.fn(),
  getColumns: vi.fn(),
  datasourceTypes: vi.fn(),
}));
const api = vi.mocked(datasourceApi);
// antd drawers and forms are slow under jsdom; these journeys click through several steps.
vi.setConfig({ testTimeout: 20_000 });

const view = (patch: Partial<DatasourceView>): DatasourceView => ({
  id: 'x',
  name: 'x',
  desc: '',
  type: 'postgresql',
  configuration: {
    host: '127.0.0.1',
    port: 5432,
    database: 'sales',
    username: 'report',
    hasPassword: true,
  },
  builtin: false,
  status: 'unknown',
  statusMessage: null,
  statusTime: null,
  permission: 'manage',
  createTime: 0,
  updateTime: 0,
  ...patch,
});

const DEMO = view({
  id: 'demo',
  name: 'Demo warehouse',
  type: 'duckdb',
  builtin: true,
  status: 'ok',
  statusTime: Date.now() - 60_000,
  configuration: { hasPassword: false } as DatasourceView['configuration'],
});
const SALES = view({
  id: 'sales',
  name: 'Sales',
  status: 'error',
  statusMessage: 'password authentication failed',
});

const user = (roles: string[]) =>
  ({
    userId: 1,
    username: 'u',
    nickName: 'U',
    roles,
    isAdmin: roles.includes('admin'),
  }) as UserInfo;

function renderList(roles: string[]) {
  useSession.getState().setUser(user(roles), []);
  const onBrowse = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DatasourceList onBrowse={onBrowse} />
    </I18nextProvider>,
  );
  return { onBrowse };
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  api.listDatasources.mockResolvedValue([DEMO, SALES]);
});
afterEach(cleanup);

describe('the data source list', () => {
  it('shows each source with its type, where it points and its status', async () => {
    renderList(['admin']);
    const demo = await screen.findByTestId('ds-row-Demo warehouse');
    expect(within(demo).getByText('DuckDB (embedded)')).toBeTruthy();
    expect(within(demo).getByText('Embedded warehouse')).toBeTruthy();
    expect(within(demo).getByText('Built-in')).toBeTruthy();
    expect(within(demo).getByText('Connected')).toBeTruthy();
    expect(within(demo).getByText('1 minute ago')).toBeTruthy();
    const sales = screen.getByTestId('ds-row-Sales');
    expect(within(sales).getByText('127.0.0.1:5432/sales')).toBeTruthy();
    expect(screen.getByTestId('ds-status-sales').dataset.status).toBe('error');
    expect(within(sales).getByText('Never')).toBeTruthy();
    expect(screen.getByTestId('ds-count').textContent).toBe('2 data sources');
  });

  it('offers administrators add, test, edit and delete, but never edits the built-in one', async () => {
    renderList(['admin']);
    await screen.findByTestId('ds-row-Sales');
    expect(screen.getByTestId('ds-add')).toBeTruthy();
    expect(screen.getByTestId('ds-edit-sales')).toBeTruthy();
    expect(screen.getByTestId('ds-delete-sales')).toBeTruthy();
    expect(screen.getByTestId('ds-test-demo')).toBeTruthy();
    expect(screen.queryByTestId('ds-edit-demo')).toBeNull();
    expect(screen.queryByTestId('ds-delete-demo')).toBeNull();
  });

  it('lets members browse tables but not add, test, edit or delete', async () => {
    const { onBrowse } = renderList(['org_member']);
    await screen.findByTestId('ds-row-Sales');
    expect(screen.queryByTestId('ds-add')).toBeNull();
    expect(screen.queryByTestId('ds-test-sales')).toBeNull();
    expect(screen.queryByTestId('ds-edit-sales')).toBeNull();
    expect(screen.queryByTestId('ds-delete-sales')).toBeNull();
    fireEvent.click(screen.getByTestId('ds-browse-sales'));
    expect(onBrowse).toHaveBeenCalledWith('sales');
  });

  it('searches by name on the server and explains an empty result', async () => {
    renderList(['admin']);
    await screen.findByTestId('ds-row-Sales');
    api.listDatasources.mockResolvedValue([]);
    fireEvent.change(screen.getByTestId('ds-search'), { target: { value: ' nothing ' } });
    await waitFor(() =>
      expect(api.listDatasources).toHaveBeenLastCalledWith({ keyword: 'nothing' }),
    );
    expect(await screen.findByText('No data sources match your search')).toBeTruthy();
    fireEvent.click(screen.getByText('Clear filters'));
    await waitFor(() => expect(api.listDatasources).toHaveBeenLastCalledWith({}));
  });

  it('tests a stored source and shows the refreshed status', async () => {
    renderList(['admin']);
    await screen.findByTestId('ds-row-Sales');
    api.validateDatasource.mockResolvedValue({ ok: true, message: null, elapsedMs: 12 });
    api.listDatasources.mockResolvedValue([DEMO, { ...SALES, status: 'ok', statusMessage: null }]);
    await act(async () => fireEvent.click(screen.getByTestId('ds-test-sales')));
    expect(api.validateDatasource).toHaveBeenCalledWith('sales');
    await waitFor(() => expect(screen.getByTestId('ds-status-sales').dataset.status).toBe('ok'));
  });
});

describe('the create and edit drawer', () => {
  it('picks a type, fills its default port, tests the connection and saves', async () => {
    renderList(['admin']);
    await screen.findByTestId('ds-row-Sales');
    fireEvent.click(screen.getByTestId('ds-add'));
    fireEvent.click(await screen.findByTestId('ds-type-mysql'));
    expect((screen.getByTestId('ds-form-port') as HTMLInputElement).value).toBe('3306');
    // MySQL has no schema field.
    expect(screen.queryByTestId('ds-form-schema')).toBeNull();
    fireEvent.change(screen.getByTestId('ds-form-name'), { target: { value: 'Shop' } });
    fireEvent.change(screen.getByTestId('ds-form-host'), { target: { value: 'mysql.local' } });
    fireEvent.change(screen.getByTestId('ds-form-database'), { target: { value: 'shop' } });
    fireEvent.change(screen.getByTestId('ds-form-username'), { target: { value: 'root' } });

    api.validateConnection.mockResolvedValue({ ok: true, message: null, elapsedMs: 37 });
    fireEvent.click(screen.getByTestId('ds-form-test'));
    expect(await screen.findByText('Connection succeeded in 37 ms')).toBeTruthy();
    expect(api.validateConnection).toHaveBeenCalledWith({
      type: 'mysql',
      configuration: {
        host: 'mysql.local',
        port: 3306,
        database: 'shop',
        username: 'root',
        password: '',
      },
    });

    api.addDatasource.mockResolvedValue(view({ id: 'shop', name: 'Shop', type: 'mysql' }));
    fireEvent.click(screen.getByTestId('ds-form-save'));
    await waitFor(() => expect(api.addDatasource).toHaveBeenCalledTimes(1));
    expect(api.addDatasource.mock.calls[0]![0]).toMatchObject({
      name: 'Shop',
      desc: '',
      type: 'mysql',
    });
  });

  it('shows a failed test with the server message and refuses bad input before sending', async () => {
    renderList(['admin']);
    await screen.findByTestId('ds-row-Sales');
    fireEvent.click(screen.getByTestId('ds-add'));
    fireEvent.click(await screen.findByTestId('ds-type-postgresql'));
    fireEvent.click(screen.getByTestId('ds-form-test'));
    expect(await screen.findByText('Please enter a host name or IP address')).toBeTruthy();
    expect(api.validateConnection).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('ds-form-host'), { target: { value: '10.0.0.9' } });
    fireEvent.change(screen.getByTestId('ds-form-database'), { target: { value: 'x' } });
    fireEvent.change(screen.getByTestId('ds-form-username'), { target: { value: 'y' } });
    api.validateConnection.mockResolvedValue({
      ok: false,
      message: 'connect ECONNREFUSED 10.0.0.9:5432',
      elapsedMs: 5,
    });
    fireEvent.click(screen.getByTestId('ds-form-test'));
    expect(await screen.findByText('Connection failed')).toBeTruthy();
    expect(screen.getByText('connect ECONNREFUSED 10.0.0.9:5432')).toBeTruthy();

    fireEvent.click(screen.getByTestId('ds-form-save'));
    expect(await screen.findByText('The name must be 2-25 characters')).toBeTruthy();
    expect(api.addDatasource).not.toHaveBeenCalled();
  });

  it('edits without sending the password when it is left empty', async () => {
    renderList(['admin']);
    await screen.findByTestId('ds-row-Sales');
    fireEvent.click(screen.getByTestId('ds-edit-sales'));
    const password = (await screen.findByTestId('ds-form-password')) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('Unchanged — leave empty to keep');
    expect(screen.queryByTestId('ds-change-type')).toBeNull();
    fireEvent.change(screen.getByTestId('ds-form-name'), { target: { value: 'Sales v2' } });
    api.updateDatasource.mockResolvedValue({ ...SALES, name: 'Sales v2' });
    fireEvent.click(screen.getByTestId('ds-form-save'));
    await waitFor(() => expect(api.updateDatasource).toHaveBeenCalledTimes(1));
    const body = api.updateDatasource.mock.calls[0]![0];
    expect(body).toMatchObject({ id: 'sales', name: 'Sales v2', type: 'postgresql' });
    expect('password' in body.configuration).toBe(false);
  });

  it('asks for the password again before sending an edit that moves the host', async () => {
    renderList(['admin']);
    await screen.findByTestId('ds-row-Sales');
    fireEvent.click(screen.getByTestId('ds-edit-sales'));
    fireEvent.change(await screen.findByTestId('ds-form-host'), {
      target: { value: 'elsewhere.example' },
    });
    fireEvent.click(screen.getByTestId('ds-form-save'));
    expect(
      await screen.findByText('Type the password again: the host, port or user has changed'),
    ).toBeTruthy();
    expect(api.updateDatasource).not.toHaveBeenCalled();
  });
});
