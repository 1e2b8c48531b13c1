import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { DatasourceView } from '@tessera/contracts';
import { i18n, initI18n } from '../../i18n';
import * as datasourceApi from '../../api/datasource';
import { TableBrowser, type TableRef } from './TableBrowser';

vi.mock('../../api/datasource', () => ({
  listDatasources: vi.fn(),
  getTables: vi.fn(),
  getColumns: vi.fn(),
}));
const api = vi.mocked(datasourceApi);
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
  const view = render(
    <I18nextProvider i18n={i18n}>
      <TableBrowser datasourceId="pg" selected={selected} onSelect={onSelect} onBack={vi.fn()} />
    </I18nextProvider>,
  );
  return { onSelect, view };
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  api.listDatasources.mockResolvedValue([SOURCE]);
  api.getTables.mockResolvedValue([
    { name: 'orders', schema: 'public' },
    { name: 'events', schema: 'audit' },
    { name: 'customers', schema: 'public' },
  ]);
  api.getColumns.mockResolvedValue([
    { name: 'id', deType: 2, nativeType: 'integer' },
    { name: 'order_date', deType: 1, nativeType: 'date' },
    { name: 'region', deType: 0, nativeType: 'text' },
    { name: 'amount', deType: 2, nativeType: 'numeric' },
  ]);
});
afterEach(cleanup);

describe('the table browser', () => {
  it('lists the tables grouped by schema, the default schema first, and filters them', async () => {
    const { onSelect } = renderBrowser(null);
    expect(await screen.findByTestId('browser-table-orders')).toBeTruthy();
    expect(screen.getByTestId('browser-title').textContent).toBe('Orders DB');
    const list = screen.getByTestId('browser-tables');
    const labels = [
      ...list.querySelectorAll('.ds-browser__schema-name, .ds-browser__table-name'),
    ].map((node) => node.textContent);
    expect(labels).toEqual(['public', 'customers', 'orders', 'audit', 'events']);
    expect(screen.getByText('3 tables')).toBeTruthy();
    expect(screen.getByText('Select a table to see its columns')).toBeTruthy();

    fireEvent.change(screen.getByTestId('browser-search'), { target: { value: 'EVE' } });
    expect(screen.queryByTestId('browser-table-orders')).toBeNull();
    fireEvent.click(screen.getByTestId('browser-table-events'));
    expect(onSelect).toHaveBeenCalledWith({ schema: 'audit', name: 'events' });
  });

  it('shows the columns of the selected table with their localised type and native type', async () => {
    renderBrowser({ schema: 'public', name: 'orders' });
    const row = await screen.findByTestId('column-order_date');
    expect(api.getColumns).toHaveBeenCalledWith('pg', { schema: 'public', table: 'orders' });
    expect(within(row).getByText('Time')).toBeTruthy();
    expect(within(row).getByText('date')).toBeTruthy();
    expect(within(screen.getByTestId('column-amount')).getByText('Number')).toBeTruthy();
    expect(within(screen.getByTestId('column-region')).getByText('Text')).toBeTruthy();
    expect(screen.getByTestId('browser-columns-summary').textContent).toContain('4 columns');
    expect(screen.getByTestId('browser-table-orders').className).toContain('--active');
  });

  it('says so when the source no longer exists', async () => {
    api.listDatasources.mockResolvedValue([]);
    renderBrowser(null);
    expect(
      await screen.findByText('This data source does not exist or you cannot see it.'),
    ).toBeTruthy();
  });
});
