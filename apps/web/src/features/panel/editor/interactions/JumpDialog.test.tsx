import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, screen } from '@testing-library/react';
import type { PanelJump } from '@tessera/contracts';
import { initI18n } from '../../../../i18n';
import { answer, installFakeServer } from '../../../../test/fakeServer';
import { datasetNode } from '../../../../test/datasetFixtures';
import { chooseOption, openSelect } from '../../../../test/datasetPartsFixtures';
import { DEMO_TREE, panelDetail } from '../../testFixtures';
import { JumpDialog } from './JumpDialog';
import { renderInEditor } from './testHarness';
import { BUDGET_FIELDS, chartOnCanvas, ORDER_FIELDS, storedChart } from './testFixtures';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

beforeAll(async () => {
  await initI18n('en');
});
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({
    'POST /dataset/group/tree': answer([
      datasetNode('d-orders', 'Orders'),
      datasetNode('d-budget', 'Budget'),
    ]),
    'POST /dataset/field/list/d-orders': answer(ORDER_FIELDS),
    'POST /dataset/field/list/d-budget': answer(BUDGET_FIELDS),
    'POST /chart/view/getOneWithPermission/v-sales': answer(
      storedChart('v-sales', 'Sales', 'd-orders', ['o-region', 'o-customer']),
    ),
    'POST /panel/group/tree': answer(DEMO_TREE),
    // "Ops" shows one chart over Budget.
    'GET /panel/group/findOne/p-2': answer(
      panelDetail({ id: 'p-2', name: 'Ops', chartDatasets: { 'v-plan': 'd-budget' } }),
    ),
  });
});
afterEach(cleanup);

function renderDialog(jumps: PanelJump[] = []) {
  const onClose = vi.fn();
  const { store } = renderInEditor(<JumpDialog sourceViewId="v-sales" onClose={onClose} />, {
    components: [chartOnCanvas('v-sales')],
    canvasStyle: { jumps },
    chartDatasets: { 'v-sales': 'd-orders' },
  });
  return { store, onClose };
}

const jumpsOf = (store: ReturnType<typeof renderDialog>['store']) =>
  store.getState().editor.doc.canvasStyle.jumps;

async function chooseUrl(url: string) {
  await screen.findByText('Jump from Sales');
  fireEvent.click(screen.getByText('A link'));
  fireEvent.change(screen.getByTestId('jump-url'), { target: { value: url } });
}

describe('jump dialog', () => {
  it('refuses a javascript: link with the SPEC §5 message and saves nothing', async () => {
    const { store, onClose } = renderDialog();
    await chooseUrl('javascript:alert(1)');
    fireEvent.click(screen.getByTestId('jump-save'));
    expect(screen.getByTestId('jump-problem').textContent).toBe(
      'The link must start with http:, https:, mailto: or tel:',
    );
    expect(jumpsOf(store)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a link opening in a new tab, passing the first dimension, as one undoable edit', async () => {
    const { store, onClose } = renderDialog();
    await chooseUrl('https://example.com/orders');
    fireEvent.click(screen.getByTestId('jump-new-tab'));
    const before = store.getState().editor.history.snapshots.length;
    fireEvent.click(screen.getByTestId('jump-save'));
    expect(jumpsOf(store)).toEqual([
      {
        sourceViewId: 'v-sales',
        sourceFieldId: 'o-region',
        target: { type: 'url', url: 'https://example.com/orders' },
        newTab: true,
      },
    ]);
    expect(store.getState().editor.history.snapshots).toHaveLength(before + 1);
    expect(onClose).toHaveBeenCalled();
    act(() => void store.getState().run('undo'));
    expect(jumpsOf(store)).toEqual([]);
  });

  it("opens a dashboard, passing the chosen dimension to a field of that dashboard's datasets", async () => {
    const earlier: PanelJump = {
      sourceViewId: 'v-sales',
      sourceFieldId: null,
      target: { type: 'url', url: 'mailto:sales@example.com' },
      newTab: false,
    };
    const { store } = renderDialog([earlier]);
    await screen.findByText('Jump from Sales');
    fireEvent.click(screen.getByText('A dashboard'));
    openSelect(screen.getByTestId('jump-panel'));
    const ops = await screen.findByTestId('jump-panel-option-p-2');
    await act(async () => {
      fireEvent.click(ops);
    });
    await chooseOption(screen.getByTestId('jump-target-field'), 'Region');
    await chooseOption(screen.getByTestId('jump-source-field'), 'Customer');
    fireEvent.click(screen.getByTestId('jump-save'));
    expect(server.callsTo('GET /panel/group/findOne/p-2')).toHaveLength(1);
    expect(jumpsOf(store)).toEqual([
      {
        sourceViewId: 'v-sales',
        sourceFieldId: 'o-customer',
        target: { type: 'panel', panelId: 'p-2', datasetId: 'd-budget', fieldId: 'b-region' },
        newTab: false,
      },
    ]);
  });

  it('asks for the dashboard before saving a dashboard jump', async () => {
    const { store } = renderDialog();
    await screen.findByText('Jump from Sales');
    fireEvent.click(screen.getByTestId('jump-save'));
    expect(screen.getByTestId('jump-problem').textContent).toBe('Choose the dashboard to open');
    expect(jumpsOf(store)).toEqual([]);
  });

  it('removes the jump as one undoable edit', async () => {
    const earlier: PanelJump = {
      sourceViewId: 'v-sales',
      sourceFieldId: 'o-region',
      target: { type: 'panel', panelId: 'p-2', datasetId: null, fieldId: null },
      newTab: true,
    };
    const { store } = renderDialog([earlier]);
    await screen.findByText('Jump from Sales');
    fireEvent.click(screen.getByTestId('jump-remove'));
    expect(jumpsOf(store)).toEqual([]);
    act(() => void store.getState().run('undo'));
    expect(jumpsOf(store)).toEqual([earlier]);
  });
});
