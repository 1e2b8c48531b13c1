import { userWith } from '../../test/userFixtures';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, type DatasourceView } from '@tessera/contracts';
import { initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import { TYPES } from '../../test/datasourceFixtures';
import { renderWithProviders } from '../../test/render';
import { DatasourceList } from './DatasourceList';
import { expectVisible } from '../../test/visible';
import { answer, installFakeServer } from '../../test/fakeServer';

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

const MANAGER = [PERMISSIONS.datasourceRead, PERMISSIONS.datasourceManage];
const MEMBER = [PERMISSIONS.datasourceRead];

const user = userWith;

function renderList(permissions: string[]) {
  useSession.getState().setUser(user(permissions), []);
  const onBrowse = vi.fn();
  renderWithProviders(<DatasourceList onBrowse={onBrowse} />);
  return { onBrowse };
}

const LIST = 'POST /datasource/list';
/** The query the latest list call sent to the server. */
const lastListQuery = () => server.callsTo(LIST).at(-1)?.body;

let server: ReturnType<typeof installFakeServer>;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  server = installFakeServer({
    [LIST]: answer([DEMO, SALES]),
    'GET /datasource/types': answer(TYPES),
  });
});
afterEach(cleanup);

describe('the data source list', () => {
  it('shows each source with its type, where it points and its status', async () => {
    renderList(MANAGER);
    const demo = await screen.findByTestId('ds-row-Demo warehouse');
    expectVisible(within(demo).getByText('DuckDB (embedded)'));
    expectVisible(within(demo).getByText('Embedded warehouse'));
    expectVisible(within(demo).getByText('Built-in'));
    expectVisible(within(demo).getByText('Connected'));
    expectVisible(within(demo).getByText('1 minute ago'));
    const sales = screen.getByTestId('ds-row-Sales');
    expectVisible(within(sales).getByText('127.0.0.1:5432/sales'));
    expect(screen.getByTestId('ds-status-sales').dataset.status).toBe('error');
    expectVisible(within(sales).getByText('Never'));
    expect(screen.getByTestId('ds-count').textContent).toBe('2 data sources');
  });

  it('offers managers add, test, edit and delete, but never edits the built-in one', async () => {
    renderList(MANAGER);
    await screen.findByTestId('ds-row-Sales');
    expectVisible(screen.getByTestId('ds-add'));
    expectVisible(screen.getByTestId('ds-edit-sales'));
    expectVisible(screen.getByTestId('ds-delete-sales'));
    expectVisible(screen.getByTestId('ds-test-demo'));
    expect(screen.queryByTestId('ds-edit-demo')).toBeNull();
    expect(screen.queryByTestId('ds-delete-demo')).toBeNull();
  });

  it('opens the authorise dialog of a source its manager holds manage on', async () => {
    server.on(
      'POST /api/auth/grants/datasource/sales',
      answer([
        {
          targetType: 'role',
          targetId: 3,
          targetName: 'org_member',
          level: 'use',
          withSubOrgs: false,
        },
      ]),
    );
    renderList(MANAGER);
    const sales = await screen.findByTestId('ds-row-Sales');
    fireEvent.click(within(sales).getByTestId('grants-authorise-sales'));
    const dialog = await screen.findByTestId('grants-dialog');
    expectVisible(screen.getByText('Authorise: Sales'));
    expectVisible(await within(dialog).findByText('Organization Member'));
    expect(server.callsTo('POST /api/auth/grants/datasource/sales')).toHaveLength(1);
  });

  it('lets members browse tables but not add, test, edit or delete', async () => {
    const { onBrowse } = renderList(MEMBER);
    await screen.findByTestId('ds-row-Sales');
    expect(screen.queryByTestId('ds-add')).toBeNull();
    expect(screen.queryByTestId('ds-test-sales')).toBeNull();
    expect(screen.queryByTestId('ds-edit-sales')).toBeNull();
    expect(screen.queryByTestId('ds-delete-sales')).toBeNull();
    expect(screen.queryByTestId('grants-authorise-sales')).toBeNull();
    fireEvent.click(screen.getByTestId('ds-browse-sales'));
    expect(onBrowse).toHaveBeenCalledWith('sales');
  });

  it('searches by name on the server and explains an empty result', async () => {
    renderList(MANAGER);
    await screen.findByTestId('ds-row-Sales');
    server.on(LIST, answer([]));
    fireEvent.change(screen.getByTestId('ds-search'), { target: { value: ' nothing ' } });
    await waitFor(() => expect(lastListQuery()).toEqual({ keyword: 'nothing' }));
    expectVisible(await screen.findByText('No data sources match your search'));
    server.on(LIST, answer([DEMO, SALES]));
    fireEvent.click(screen.getByText('Clear filters'));
    // The unfiltered answer is still cached: it shows at once, and refreshes behind.
    expectVisible(await screen.findByTestId('ds-row-Sales'));
    expect(lastListQuery()).toEqual({});
  });

  it('offers the types the server knows in the type filter', async () => {
    renderList(MEMBER);
    await screen.findByTestId('ds-row-Sales');
    fireEvent.mouseDown(screen.getByTestId('ds-type-filter').querySelector('input')!);
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(TYPES.length),
    );
    const labels = [...document.querySelectorAll('.ant-select-item-option-content')].map(
      (node) => node.textContent,
    );
    expect(labels[0]).toContain('PostgreSQL');
    expect(labels.at(-1)).toContain('DuckDB (embedded)');
  });

  it('refetches the list after a delete, and the row is gone', async () => {
    renderList(MANAGER);
    await screen.findByTestId('ds-row-Sales');
    const calls = server.callsTo(LIST).length;
    server.on('POST /datasource/delete/sales', answer(null));
    server.on(LIST, answer([DEMO]));
    fireEvent.click(screen.getByTestId('ds-delete-sales'));
    fireEvent.click(await screen.findByTestId('ds-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('ds-row-Sales')).toBeNull());
    expect(server.callsTo('POST /datasource/delete/sales')).toHaveLength(1);
    expect(server.callsTo(LIST).length).toBeGreaterThan(calls);
    expect(screen.getByTestId('ds-count').textContent).toBe('1 data source');
  });

  it('cancels the list call when the page goes away', async () => {
    let signal: AbortSignal | undefined;
    // The server never answers; the call's signal is what the page holds on to.
    server.on(LIST, (call) => {
      signal = call.signal;
      return new Promise(() => undefined);
    });
    renderList(MANAGER);
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal!.aborted).toBe(false);
    cleanup();
    await waitFor(() => expect(signal!.aborted).toBe(true));
  });

  it('tests a stored source and shows the refreshed status', async () => {
    renderList(MANAGER);
    await screen.findByTestId('ds-row-Sales');
    server.on(
      'POST /datasource/validate/sales',
      answer({ ok: true, message: null, elapsedMs: 12 }),
    );
    server.on(LIST, answer([DEMO, { ...SALES, status: 'ok', statusMessage: null }]));
    await act(async () => fireEvent.click(screen.getByTestId('ds-test-sales')));
    expect(server.callsTo('POST /datasource/validate/sales')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('ds-status-sales').dataset.status).toBe('ok'));
  });
});

describe('the create and edit drawer', () => {
  it('picks a type, fills its default port, tests the connection and saves', async () => {
    renderList(MANAGER);
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

    server.on('POST /datasource/validate', answer({ ok: true, message: null, elapsedMs: 37 }));
    fireEvent.click(screen.getByTestId('ds-form-test'));
    expectVisible(await screen.findByText('Connection succeeded in 37 ms'));
    expect(server.callsTo('POST /datasource/validate').map((call) => call.body)).toEqual([
      {
        type: 'mysql',
        configuration: {
          host: 'mysql.local',
          port: 3306,
          database: 'shop',
          username: 'root',
          password: '',
        },
      },
    ]);

    const shop = view({ id: 'shop', name: 'Shop', type: 'mysql' });
    server.on('POST /datasource/add', answer(shop));
    server.on(LIST, answer([DEMO, SALES, shop]));
    fireEvent.click(screen.getByTestId('ds-form-save'));
    await waitFor(() => expect(server.callsTo('POST /datasource/add')).toHaveLength(1));
    expect(server.callsTo('POST /datasource/add')[0]!.body).toMatchObject({
      name: 'Shop',
      desc: '',
      type: 'mysql',
      configuration: { host: 'mysql.local', port: 3306, database: 'shop', username: 'root' },
    });
    // The list refetches by itself and shows the new source.
    expectVisible(await screen.findByTestId('ds-row-Shop'));
  });

  it('takes default ports and schema support from the server, not from a copy of its own', async () => {
    server.on(
      'GET /datasource/types',
      answer(
        TYPES.map((info) =>
          info.type === 'mysql' ? { ...info, defaultPort: 3307, supportsSchema: true } : info,
        ),
      ),
    );
    renderList(MANAGER);
    await screen.findByTestId('ds-row-Sales');
    fireEvent.click(screen.getByTestId('ds-add'));
    expect((await screen.findByTestId('ds-type-mysql')).textContent).toContain('3307');
    // Only creatable types are offered: never the built-in warehouse.
    expect(screen.queryByTestId('ds-type-duckdb')).toBeNull();
    fireEvent.click(screen.getByTestId('ds-type-mysql'));
    expect((screen.getByTestId('ds-form-port') as HTMLInputElement).value).toBe('3307');
    expectVisible(screen.getByTestId('ds-form-schema'));
  });

  it('shows a failed test with the server message and refuses bad input before sending', async () => {
    renderList(MANAGER);
    await screen.findByTestId('ds-row-Sales');
    fireEvent.click(screen.getByTestId('ds-add'));
    fireEvent.click(await screen.findByTestId('ds-type-postgresql'));
    fireEvent.click(screen.getByTestId('ds-form-test'));
    expectVisible(await screen.findByText('Please enter a host name or IP address'));
    expect(server.callsTo('POST /datasource/validate')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('ds-form-host'), { target: { value: '10.0.0.9' } });
    fireEvent.change(screen.getByTestId('ds-form-database'), { target: { value: 'x' } });
    fireEvent.change(screen.getByTestId('ds-form-username'), { target: { value: 'y' } });
    server.on(
      'POST /datasource/validate',
      answer({ ok: false, message: 'connect ECONNREFUSED 10.0.0.9:5432', elapsedMs: 5 }),
    );
    fireEvent.click(screen.getByTestId('ds-form-test'));
    expectVisible(await screen.findByText('Connection failed'));
    expectVisible(screen.getByText('connect ECONNREFUSED 10.0.0.9:5432'));

    fireEvent.click(screen.getByTestId('ds-form-save'));
    expectVisible(await screen.findByText('The name cannot be empty'));
    expect(server.callsTo('POST /datasource/add')).toHaveLength(0);
  });

  it('edits without sending the password when it is left empty', async () => {
    renderList(MANAGER);
    await screen.findByTestId('ds-row-Sales');
    fireEvent.click(screen.getByTestId('ds-edit-sales'));
    const password = (await screen.findByTestId('ds-form-password')) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('Unchanged — leave empty to keep');
    expect(screen.queryByTestId('ds-change-type')).toBeNull();
    fireEvent.change(screen.getByTestId('ds-form-name'), { target: { value: 'Sales v2' } });
    server.on('POST /datasource/update', answer({ ...SALES, name: 'Sales v2' }));
    fireEvent.click(screen.getByTestId('ds-form-save'));
    await waitFor(() => expect(server.callsTo('POST /datasource/update')).toHaveLength(1));
    const body = server.callsTo('POST /datasource/update')[0]!.body as {
      configuration: Record<string, unknown>;
    };
    expect(body).toMatchObject({ id: 'sales', name: 'Sales v2', type: 'postgresql' });
    expect('password' in body.configuration).toBe(false);
  });

  it('asks for the password again before sending an edit that moves the host', async () => {
    renderList(MANAGER);
    await screen.findByTestId('ds-row-Sales');
    fireEvent.click(screen.getByTestId('ds-edit-sales'));
    fireEvent.change(await screen.findByTestId('ds-form-host'), {
      target: { value: 'elsewhere.example' },
    });
    fireEvent.click(screen.getByTestId('ds-form-save'));
    expect(
      await screen.findByText('Type the password again: the host, port or user has changed'),
    ).toBeTruthy();
    expect(server.callsTo('POST /datasource/update')).toHaveLength(0);
  });
});
