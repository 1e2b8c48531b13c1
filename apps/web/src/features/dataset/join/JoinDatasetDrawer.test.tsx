import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import {
  chooseOption,
  datasetView,
  FIELDS,
  openSelect,
  TREE,
  VIEWS,
} from '../../../test/datasetPartsFixtures';
import { renderWithProviders } from '../../../test/render';
import { JoinDatasetDrawer } from './JoinDatasetDrawer';
import { answer, installFakeServer, type FakeRoute } from '../../../test/fakeServer';

const ADD = 'POST /dataset/table/add';
// antd selects and drawers are slow under jsdom on a shared machine; these click through many steps.
vi.setConfig({ testTimeout: 60_000 });

function renderDrawer() {
  const onDone = vi.fn();
  renderWithProviders(<JoinDatasetDrawer open groupId="sales" onClose={vi.fn()} onDone={onDone} />);
  return { onDone };
}

/** Picks a dataset in a tree picker by clicking its title. */
async function pickDataset(testId: string, datasetId: string) {
  openSelect(screen.getByTestId(testId));
  const option = await waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>(
      `[data-testid="${testId}-option-${datasetId}"]`,
    );
    if (found.length === 0) throw new Error(`no option ${datasetId}`);
    return found[found.length - 1]!;
  });
  await act(async () => {
    fireEvent.click(option);
  });
}

/** Waits until every dataset's source is known, so refusals are decided. */
const sourcesKnown = () =>
  waitFor(() =>
    expect(server.calls.filter((call) => call.url.startsWith('/dataset/table/get/'))).toHaveLength(
      Object.keys(VIEWS).length,
    ),
  );

async function joinCustomersOnOrders() {
  await sourcesKnown();
  await pickDataset('dsj-base', 'orders');
  fireEvent.click(screen.getByTestId('dsj-add-join'));
  await pickDataset('dsj-join-0-dataset', 'customers');
  await chooseOption(screen.getByTestId('dsj-join-0-left-0'), 'order_customer');
  await chooseOption(screen.getByTestId('dsj-join-0-right-0'), 'customer_id');
}

beforeAll(async () => {
  await initI18n('en');
});
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  // The tree, each dataset's view and each one's fields, as the server holds them.
  const routes: Record<string, FakeRoute> = { 'POST /dataset/group/tree': answer(TREE) };
  for (const [id, view] of Object.entries(VIEWS)) {
    routes[`POST /dataset/table/get/${id}`] = answer(view);
    routes[`POST /dataset/field/list/${id}`] = answer(FIELDS[id] ?? []);
  }
  server = installFakeServer(routes);
});
afterEach(cleanup);

describe('joining datasets', () => {
  it('draws a box per dataset and one line per join, labelled with its join type', async () => {
    renderDrawer();
    await joinCustomersOnOrders();
    await chooseOption(screen.getByTestId('dsj-join-0-type'), 'Inner join');
    fireEvent.click(screen.getByTestId('dsj-add-join'));
    await pickDataset('dsj-join-1-dataset', 'regions');
    await chooseOption(screen.getByTestId('dsj-join-1-left-0'), 'order_region');

    const diagram = screen.getByTestId('dsj-diagram');
    const boxes = within(diagram)
      .getAllByTestId('dsj-box')
      .map((box) => box.dataset.dataset);
    expect(boxes).toEqual(['orders', 'customers', 'regions']);
    expect(diagram.querySelector('[data-dataset="customers"] text')?.textContent).toBe('Customers');
    const lines = within(diagram).getAllByTestId('dsj-line');
    expect(lines.map((line) => line.dataset.joinType)).toEqual(['inner', 'left']);
    expect(lines[0]!.querySelector('[data-join-type="inner"]')).toBeTruthy();

    fireEvent.click(screen.getByTestId('dsj-join-1-remove'));
    expect(within(diagram).getAllByTestId('dsj-line')).toHaveLength(1);
  });

  it('hangs a join from the dataset its left field belongs to', async () => {
    renderDrawer();
    await joinCustomersOnOrders();
    fireEvent.click(screen.getByTestId('dsj-add-join'));
    await pickDataset('dsj-join-1-dataset', 'regions');
    // The left side offers the base's and the earlier join's fields.
    await chooseOption(screen.getByTestId('dsj-join-1-left-0'), 'customer_name');
    const box = (id: string) =>
      screen.getByTestId('dsj-diagram').querySelector(`[data-dataset="${id}"] rect`)!;
    // Regions sits one column right of Customers, which sits one right of Orders.
    const x = (id: string) => Number(box(id).getAttribute('x'));
    expect(x('customers')).toBeGreaterThan(x('orders'));
    expect(x('regions')).toBeGreaterThan(x('customers'));
  });

  it('refuses the base itself and a dataset of another data source, each with its own message', async () => {
    renderDrawer();
    await sourcesKnown();
    await pickDataset('dsj-base', 'orders');
    fireEvent.click(screen.getByTestId('dsj-add-join'));
    openSelect(screen.getByTestId('dsj-join-0-dataset'));
    const option = async (id: string) =>
      waitFor(() => {
        const found = document.querySelectorAll<HTMLElement>(
          `[data-testid="dsj-join-0-dataset-option-${id}"]`,
        );
        return found[found.length - 1]!;
      });
    const self = await option('orders');
    expect(self.dataset.refused).toBe('self');
    expect(self.textContent).toContain('A dataset cannot be joined to itself');
    const other = await option('stock');
    expect(other.dataset.refused).toBe('source');
    expect(other.textContent).toContain('Joined datasets must share the same data source');
    expect((await option('order-report')).textContent).toContain(
      'A join dataset cannot be joined again',
    );
    expect((await option('customers')).dataset.refused).toBe('');

    await act(async () => {
      fireEvent.click(other);
    });
    expect(screen.queryByTestId('dsj-join-0-left-0')).toBeNull();
    expect(within(screen.getByTestId('dsj-diagram')).queryAllByTestId('dsj-line')).toHaveLength(0);
  });

  it('flags a joined dataset that the new base makes invalid', async () => {
    renderDrawer();
    await joinCustomersOnOrders();
    await pickDataset('dsj-base', 'customers');
    expect(screen.getByTestId('dsj-join-0-refused').textContent).toBe(
      'A dataset cannot be joined to itself',
    );
    fireEvent.change(screen.getByTestId('dsj-name'), { target: { value: 'Orders by customer' } });
    fireEvent.click(screen.getByTestId('dsj-save'));
    await act(async () => undefined);
    expect(server.callsTo(ADD)).toHaveLength(0);
  });

  it('asks for a field pair before saving', async () => {
    renderDrawer();
    await sourcesKnown();
    await pickDataset('dsj-base', 'orders');
    fireEvent.click(screen.getByTestId('dsj-add-join'));
    await pickDataset('dsj-join-0-dataset', 'customers');
    fireEvent.change(screen.getByTestId('dsj-name'), { target: { value: 'Orders by customer' } });
    fireEvent.click(screen.getByTestId('dsj-save'));
    expect((await screen.findByTestId('dsj-problem')).textContent).toBe(
      'Choose at least one pair of fields to join on',
    );
    expect(server.callsTo(ADD)).toHaveLength(0);
  });

  it('sends the base, each join with its type and field pairs, the name, folder and mode', async () => {
    const { onDone } = renderDrawer();
    await joinCustomersOnOrders();
    await chooseOption(screen.getByTestId('dsj-join-0-type'), 'Full join');
    fireEvent.click(screen.getByTestId('dsj-join-0-add-pair'));
    await chooseOption(screen.getByTestId('dsj-join-0-left-1'), 'order_region');
    await chooseOption(screen.getByTestId('dsj-join-0-right-1'), 'customer_name');
    fireEvent.change(screen.getByTestId('dsj-name'), { target: { value: ' Orders by customer ' } });
    fireEvent.click(screen.getByTestId('dsj-mode-extract'));
    server.on(ADD, answer(datasetView({ id: 'joined', kind: 'join' })));
    fireEvent.click(screen.getByTestId('dsj-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('joined'));
    expect(server.callsTo(ADD).map((call) => call.body)).toEqual([
      {
        name: 'Orders by customer',
        groupId: 'sales',
        mode: 'extract',
        info: {
          kind: 'join',
          base: 'orders',
          joins: [
            {
              datasetId: 'customers',
              type: 'full',
              on: [
                { leftFieldId: 'o-customer', rightFieldId: 'c-id' },
                { leftFieldId: 'o-region', rightFieldId: 'c-name' },
              ],
            },
          ],
        },
      },
    ]);
  });
});
