import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import * as datasetApi from '../../../api/dataset';
import * as datasourceApi from '../../../api/datasource';
import { SOURCE, TABLES, TREE, datasetView } from '../../../test/datasetFixtures';
import { renderWithProviders } from '../../../test/render';
import { TableDatasetDrawer } from './TableDatasetDrawer';
import { expectVisible } from '../../../test/visible';

vi.mock('../../../api/dataset', () => ({ datasetTree: vi.fn(), addDataset: vi.fn() }));
vi.mock('../../../api/datasource', () => ({ listDatasources: vi.fn(), getTables: vi.fn() }));
const api = vi.mocked(datasetApi);
const sources = vi.mocked(datasourceApi);
vi.setConfig({ testTimeout: 20_000 });

/** Opens an antd Select by its test id and clicks the option with this text. */
async function choose(testId: string, label: string) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('input')!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) =>
      item.textContent?.endsWith(label),
    );
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

/** Ticks a table in the picker (antd puts the test id on the checkbox input). */
const tick = async (name: string) =>
  fireEvent.click(await screen.findByTestId(`dataset-pick-table-${name}`));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  api.datasetTree.mockResolvedValue(TREE);
  sources.listDatasources.mockResolvedValue([SOURCE]);
  sources.getTables.mockResolvedValue(TABLES);
});
afterEach(cleanup);

describe('a dataset from database tables', () => {
  it('adds one dataset per ticked table, named after it unless renamed, into the folder', async () => {
    const onCreated = vi.fn();
    renderWithProviders(
      <TableDatasetDrawer groupId="f-sales" onClose={vi.fn()} onCreated={onCreated} />,
    );
    await choose('dataset-table-source', 'Sales warehouse');
    // The tables are asked for once a source is chosen, grouped by schema.
    fireEvent.change(await screen.findByTestId('dataset-table-search'), {
      target: { value: 'order' },
    });
    expect(screen.queryByTestId('dataset-pick-table-customers')).toBeNull();
    await tick('orders');
    await tick('order_items');
    expect((screen.getByTestId('dataset-table-name-orders') as HTMLInputElement).value).toBe(
      'orders',
    );
    fireEvent.change(screen.getByTestId('dataset-table-name-order_items'), {
      target: { value: 'Order lines' },
    });
    fireEvent.click(screen.getByTestId('dataset-mode').querySelector('input[value="extract"]')!);

    api.addDataset.mockImplementation(async (body) =>
      datasetView({ id: body.name, name: body.name }),
    );
    expect(screen.getByTestId('dataset-table-save').textContent).toBe('Create 2 datasets');
    fireEvent.click(screen.getByTestId('dataset-table-save'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sources.getTables).toHaveBeenCalledWith('ds-pg', expect.any(AbortSignal));
    expect(api.addDataset.mock.calls.map(([body]) => body)).toEqual([
      {
        name: 'orders',
        groupId: 'f-sales',
        datasourceId: 'ds-pg',
        mode: 'extract',
        info: { kind: 'table', table: 'orders', schema: 'public' },
      },
      {
        name: 'Order lines',
        groupId: 'f-sales',
        datasourceId: 'ds-pg',
        mode: 'extract',
        info: { kind: 'table', table: 'order_items', schema: 'public' },
      },
    ]);
  });

  it('refuses an empty name before sending and keeps a refused table ticked', async () => {
    const onCreated = vi.fn();
    renderWithProviders(
      <TableDatasetDrawer groupId={null} onClose={vi.fn()} onCreated={onCreated} />,
    );
    await choose('dataset-table-source', 'Sales warehouse');
    await tick('orders');
    await tick('logins');
    fireEvent.change(screen.getByTestId('dataset-table-name-orders'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('dataset-table-save'));
    expectVisible(await screen.findByText('The name cannot be empty'));
    expect(api.addDataset).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('dataset-table-name-orders'), {
      target: { value: 'Orders' },
    });
    api.addDataset
      .mockResolvedValueOnce(datasetView({ id: 'a', name: 'Orders' }))
      .mockRejectedValueOnce(new Error('name taken'));
    fireEvent.click(screen.getByTestId('dataset-table-save'));
    await waitFor(() => expect(api.addDataset).toHaveBeenCalledTimes(2));
    // The drawer stays with the refused table still ticked, to fix and send again.
    await waitFor(() =>
      expect(screen.getByTestId('dataset-table-save').textContent).toBe('Create 1 dataset'),
    );
    expectVisible(screen.getByTestId('dataset-table-name-logins'));
    expect(onCreated).not.toHaveBeenCalled();
  });
});
