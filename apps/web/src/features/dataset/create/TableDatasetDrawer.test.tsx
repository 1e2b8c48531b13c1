import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { SOURCE, TABLES, TREE, datasetView } from '../../../test/datasetFixtures';
import { renderWithProviders } from '../../../test/render';
import { TableDatasetDrawer } from './TableDatasetDrawer';
import { expectVisible } from '../../../test/visible';
import { answer, installFakeServer, type FakeRoute } from '../../../test/fakeServer';

const ADD = 'POST /dataset/table/add';
const TABLES_OF_PG = 'POST /datasource/getTables/ds-pg';
/** The server adds the dataset as sent and answers its view. */
const added: FakeRoute = (call) => {
  const { name } = call.body as { name: string };
  return { data: datasetView({ id: name, name }) };
};
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
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({
    'POST /dataset/group/tree': answer(TREE),
    'POST /datasource/list': answer([SOURCE]),
    [TABLES_OF_PG]: answer(TABLES),
  });
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

    server.on(ADD, added);
    expect(screen.getByTestId('dataset-table-save').textContent).toBe('Create 2 datasets');
    fireEvent.click(screen.getByTestId('dataset-table-save'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(server.callsTo(TABLES_OF_PG)[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(server.callsTo(ADD).map((call) => call.body)).toEqual([
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
    expect(server.callsTo(ADD)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('dataset-table-name-orders'), {
      target: { value: 'Orders' },
    });
    // The server adds the first and refuses the second.
    server.on(ADD, (call) =>
      server.callsTo(ADD).length === 1
        ? added(call)
        : { status: 409, code: 'DATASET_NAME_TAKEN', message: 'name taken' },
    );
    fireEvent.click(screen.getByTestId('dataset-table-save'));
    await waitFor(() => expect(server.callsTo(ADD)).toHaveLength(2));
    expect(server.callsTo(ADD).map((call) => (call.body as { name: string }).name)).toEqual([
      'Orders',
      'logins',
    ]);
    // The drawer stays with the refused table still ticked, to fix and send again.
    await waitFor(() =>
      expect(screen.getByTestId('dataset-table-save').textContent).toBe('Create 1 dataset'),
    );
    expectVisible(screen.getByTestId('dataset-table-name-logins'));
    expect(onCreated).not.toHaveBeenCalled();
  });
});
