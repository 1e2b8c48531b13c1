import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PanelLinkage } from '@tessera/contracts';
import { initI18n } from '../../../../i18n';
import { answer, installFakeServer } from '../../../../test/fakeServer';
import { chooseOption } from '../../../../test/datasetPartsFixtures';
import { LinkageDialog } from './LinkageDialog';
import { renderInEditor } from './testHarness';
import { BUDGET_FIELDS, chartOnCanvas, ORDER_FIELDS, storedChart } from './testFixtures';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

/** Sales by region and customer (Orders), Orders by day (Orders), Budget (another dataset). */
const STORED = {
  'v-sales': storedChart('v-sales', 'Sales', 'd-orders', ['o-region', 'o-customer']),
  'v-days': storedChart('v-days', 'Orders by day', 'd-orders', ['o-day']),
  'v-budget': storedChart('v-budget', 'Budget', 'd-budget', ['b-region']),
};

beforeAll(async () => {
  await initI18n('en');
});
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({
    'POST /dataset/field/list/d-orders': answer(ORDER_FIELDS),
    'POST /dataset/field/list/d-budget': answer(BUDGET_FIELDS),
  });
  for (const [id, chart] of Object.entries(STORED)) {
    server.on(`POST /chart/view/getOneWithPermission/${id}`, answer(chart));
  }
});
afterEach(cleanup);

function renderDialog(linkage: PanelLinkage[] = []) {
  const onClose = vi.fn();
  const { store } = renderInEditor(<LinkageDialog sourceViewId="v-sales" onClose={onClose} />, {
    components: [
      chartOnCanvas('v-sales'),
      chartOnCanvas('v-days', 420),
      chartOnCanvas('v-budget', 840),
    ],
    canvasStyle: { linkage },
    // v-budget was placed since the dashboard was loaded: its dataset comes from the chart.
    chartDatasets: { 'v-sales': 'd-orders', 'v-days': 'd-orders' },
  });
  return { store, onClose };
}

const linkageOf = (store: ReturnType<typeof renderDialog>['store']) =>
  store.getState().editor.doc.canvasStyle.linkage;

/** Waits until the source chart's dimensions show (its fields read). */
const ready = () => screen.findAllByText('Budget');

describe('linkage dialog', () => {
  it('links the chosen charts, mapping each dimension, as one undoable edit', async () => {
    const { store, onClose } = renderDialog();
    await ready();
    // Same dataset: each dimension maps to itself.
    await act(async () => {
      fireEvent.click(screen.getByTestId('linkage-enable-v-days'));
    });
    // Another dataset: a field of the same name is proposed; the other one stays unmapped.
    await act(async () => {
      fireEvent.click(screen.getByTestId('linkage-enable-v-budget'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('linkage-field-v-budget-o-region').textContent).toContain('Region'),
    );
    const before = store.getState().editor.history.snapshots.length;
    fireEvent.click(screen.getByTestId('linkage-save'));
    expect(linkageOf(store)).toEqual([
      {
        sourceViewId: 'v-sales',
        targetViewId: 'v-days',
        fields: [
          { sourceFieldId: 'o-region', targetFieldId: 'o-region' },
          { sourceFieldId: 'o-customer', targetFieldId: 'o-customer' },
        ],
      },
      {
        sourceViewId: 'v-sales',
        targetViewId: 'v-budget',
        fields: [{ sourceFieldId: 'o-region', targetFieldId: 'b-region' }],
      },
    ]);
    expect(store.getState().editor.history.snapshots).toHaveLength(before + 1);
    expect(onClose).toHaveBeenCalled();
    act(() => void store.getState().run('undo'));
    expect(linkageOf(store)).toEqual([]);
  });

  it('offers only target fields of the dimension type', async () => {
    renderDialog();
    await ready();
    await act(async () => {
      fireEvent.click(screen.getByTestId('linkage-enable-v-budget'));
    });
    // Region is text: Budget's number field "Target" is not offered.
    await chooseOption(screen.getByTestId('linkage-field-v-budget-o-region'), 'Region');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map(
      (o) => o.textContent,
    );
    expect(offered).not.toContain('Target');
  });

  it("replaces the chart's earlier links, keeping the other charts'", async () => {
    const other: PanelLinkage = {
      sourceViewId: 'v-days',
      targetViewId: 'v-sales',
      fields: [{ sourceFieldId: 'o-day', targetFieldId: 'o-day' }],
    };
    const earlier: PanelLinkage = {
      sourceViewId: 'v-sales',
      targetViewId: 'v-budget',
      fields: [{ sourceFieldId: 'o-region', targetFieldId: 'b-region' }],
    };
    const { store } = renderDialog([other, earlier]);
    await ready();
    const budget = screen.getByTestId<HTMLInputElement>('linkage-enable-v-budget');
    expect(budget.checked).toBe(true);
    await act(async () => {
      fireEvent.click(budget);
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('linkage-enable-v-days'));
    });
    fireEvent.click(screen.getByTestId('linkage-save'));
    expect(linkageOf(store)).toEqual([
      other,
      {
        sourceViewId: 'v-sales',
        targetViewId: 'v-days',
        fields: [
          { sourceFieldId: 'o-region', targetFieldId: 'o-region' },
          { sourceFieldId: 'o-customer', targetFieldId: 'o-customer' },
        ],
      },
    ]);
  });

  it('refuses to save a chosen chart with no dimension mapped', async () => {
    // Budget fields without a "Customer" or "Region": nothing can be proposed.
    server.on(
      'POST /dataset/field/list/d-budget',
      answer(BUDGET_FIELDS.map((f) => ({ ...f, name: `${f.name}!` }))),
    );
    const { store } = renderDialog();
    await ready();
    await act(async () => {
      fireEvent.click(screen.getByTestId('linkage-enable-v-budget'));
    });
    fireEvent.click(screen.getByTestId('linkage-save'));
    expect(screen.getByTestId('linkage-problem').textContent).toBe(
      'Choose a receiving field for at least one dimension of each ticked chart',
    );
    expect(linkageOf(store)).toEqual([]);
  });

  it("clears the chart's linkage as one undoable edit", async () => {
    const earlier: PanelLinkage = {
      sourceViewId: 'v-sales',
      targetViewId: 'v-budget',
      fields: [{ sourceFieldId: 'o-region', targetFieldId: 'b-region' }],
    };
    const { store } = renderDialog([earlier]);
    await ready();
    fireEvent.click(screen.getByTestId('linkage-clear'));
    expect(linkageOf(store)).toEqual([]);
    act(() => void store.getState().run('undo'));
    expect(linkageOf(store)).toEqual([earlier]);
  });
});
