import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DatasourceView } from '@tessera/contracts';
import { initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { TableBrowser, type TableRef } from './TableBrowser';
import { expectVisible } from '../../test/visible';
import { answer, installFakeServer, type FakeRoute } from '../../test/fakeServer';

const GET = 'POST /datasource/get/pg';
const TABLES = 'POST /datasource/getTables/pg';
const COLUMNS = 'POST /datasource/getColumns/pg';
vi.setConfig({ testTimeout: 20_000 });

const SOURCE = {
  id: 'pg',
  name: 'Orders DB',
  desc: '',
  type: 'postgresql',
  configuration: {
    host: '127.0.0.1',
    port: 5432,
    database: 'shop',
    username: 'postgres',
    hasPassword: false,
  },
  builtin: false,
  status: 'ok',
  statusMessage: null,
  statusTime: null,
  permission: 'manage',
  createTime: 0,
  updateTime: 0,
} as DatasourceView;

function renderBrowser(selected: TableRef | null) {
  const onSelect = vi.fn();
  const view = renderWithProviders(
    <TableBrowser datasourceId="pg" selected={selected} onSelect={onSelect} onBack={vi.fn()} />,
  );
  return { onSelect, view };
}

/** A refusal as the server sends it. */
const refusal =
  (status: number, code: string, message: string): FakeRoute =>
  () => ({ status, code, message });

beforeAll(async () => {
  await initI18n('en');
});
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({
    [GET]: answer(SOURCE),
    [TABLES]: answer([
      { name: 'orders', schema: 'public' },
      { name: 'events', schema: 'audit' },
      { name: 'customers', schema: 'public' },
    ]),
    [COLUMNS]: answer([
      { name: 'id', deType: 2, nativeType: 'integer' },
      { name: 'order_date', deType: 1, nativeType: 'date' },
      { name: 'region', deType: 0, nativeType: 'text' },
      { name: 'amount', deType: 2, nativeType: 'numeric' },
    ]),
  });
});
afterEach(cleanup);

describe('the table browser', () => {
  it('lists the tables grouped by schema, the default schema first, and filters them', async () => {
    const { onSelect } = renderBrowser(null);
    expectVisible(await screen.findByTestId('browser-table-orders'));
    const list = screen.getByTestId('browser-tables');
    const labels = [
      ...list.querySelectorAll('.ds-browser__schema-name, .ds-browser__table-name'),
    ].map((node) => node.textContent);
    expect(labels).toEqual(['public', 'customers', 'orders', 'audit', 'events']);
    expectVisible(screen.getByText('3 tables'));
    expectVisible(screen.getByText('Select a table to see its columns'));

    fireEvent.change(screen.getByTestId('browser-search'), { target: { value: 'EVE' } });
    expect(screen.queryByTestId('browser-table-orders')).toBeNull();
    fireEvent.click(screen.getByTestId('browser-table-events'));
    expect(onSelect).toHaveBeenCalledWith({ schema: 'audit', name: 'events' });
  });

  it('takes its title from the source fetched by id, never from the whole list', async () => {
    renderBrowser(null);
    await waitFor(() => expect(screen.getByTestId('browser-title').textContent).toBe('Orders DB'));
    expect(server.callsTo(GET)).toHaveLength(1);
    expect(server.callsTo('POST /datasource/list')).toHaveLength(0);
    expectVisible(screen.getByText('127.0.0.1:5432/shop'));
  });

  it('shows the columns of the selected table with their localised type and native type', async () => {
    renderBrowser({ schema: 'public', name: 'orders' });
    const row = await screen.findByTestId('column-order_date');
    expect(server.callsTo(COLUMNS)[0]?.body).toEqual({ schema: 'public', table: 'orders' });
    expectVisible(within(row).getByText('Time'));
    expectVisible(within(row).getByText('date'));
    expectVisible(within(screen.getByTestId('column-amount')).getByText('Number'));
    expectVisible(within(screen.getByTestId('column-region')).getByText('Text'));
    expect(screen.getByTestId('browser-columns-summary').textContent).toContain('4 columns');
    expect(screen.getByTestId('browser-table-orders').className).toContain('--active');
  });

  it('says so when the source no longer exists', async () => {
    server.on(GET, refusal(404, 'DATASOURCE_NOT_FOUND', 'Not found'));
    renderBrowser(null);
    expectVisible(await screen.findByText('This data source does not exist or you cannot see it.'));
    // Said in place only: the call asked the client for no toast.
    expect(server.errors).toEqual([]);
  });

  it('shows any other failure of the source in place, with a retry', async () => {
    server.on(GET, refusal(503, 'DATASOURCE_BUSY', 'Data source busy'));
    renderBrowser(null);
    expectVisible(await screen.findByText('Data source busy'));
    server.on(GET, answer(SOURCE));
    fireEvent.click(screen.getByText('Retry'));
    await waitFor(() => expect(screen.getByTestId('browser-title').textContent).toBe('Orders DB'));
  });

  it('cancels the table and column calls when it goes away', async () => {
    const signals: AbortSignal[] = [];
    // The server never answers the tables or the columns.
    const hang: FakeRoute = (call) => {
      if (call.signal) signals.push(call.signal);
      return new Promise<never>(() => undefined);
    };
    server.on(TABLES, hang);
    server.on(COLUMNS, hang);
    renderBrowser({ schema: 'public', name: 'orders' });
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals.some((signal) => signal.aborted)).toBe(false);
    cleanup();
    await waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
  });
});
