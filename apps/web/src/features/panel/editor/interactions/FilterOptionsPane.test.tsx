import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import type { FilterComponent } from '@tessera/contracts';
import { initI18n } from '../../../../i18n';
import { answer, installFakeServer } from '../../../../test/fakeServer';
import { datasetNode, folder } from '../../../../test/datasetFixtures';
import { chooseOption, openSelect } from '../../../../test/datasetPartsFixtures';
import { ComponentStylePane } from '../ComponentStylePane';
import { renderInEditor } from './testHarness';
import {
  BUDGET_FIELDS,
  chartOnCanvas,
  filterWidget,
  ORDER_FIELDS,
  storedChart,
} from './testFixtures';
import { expectVisible } from '../../../../test/visible';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

const TREE = [
  folder('f-demo', 'Demo', [datasetNode('d-orders', 'Orders'), datasetNode('d-budget', 'Budget')]),
];

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  installFakeServer({
    'POST /dataset/group/tree': answer(TREE),
    'POST /dataset/field/list/d-orders': answer(ORDER_FIELDS),
    'POST /dataset/field/list/d-budget': answer(BUDGET_FIELDS),
    // A select widget drawn for its default value lists the field's values.
    'POST /dataset/field/multFieldValues': answer(['East', 'North', 'South']),
    'POST /chart/view/getOneWithPermission/v-new': answer(
      storedChart('v-new', 'Placed since', 'd-orders'),
    ),
    'POST /chart/view/getOneWithPermission/v-budget': answer(
      storedChart('v-budget', 'Budget by region', 'd-budget'),
    ),
    'POST /chart/view/getOneWithPermission/v-orders': answer(
      storedChart('v-orders', 'Orders by region', 'd-orders'),
    ),
  });
});
afterEach(cleanup);

function renderPane(widget: FilterComponent, chartDatasets: Record<string, string> = {}) {
  return renderInEditor(
    <ComponentStylePane
      onPickChart={vi.fn()}
      onEditChart={vi.fn()}
      onDetails={vi.fn()}
      onPickPicture={vi.fn()}
    />,
    {
      components: [
        chartOnCanvas('v-orders'),
        chartOnCanvas('v-budget', 420),
        chartOnCanvas('v-new', 840),
        widget,
      ],
      selected: [widget.id],
      chartDatasets,
    },
  );
}

const widgetIn = (store: ReturnType<typeof renderPane>['store']) =>
  store.getState().editor.doc.components.find((c) => c.id === 'w') as FilterComponent;

/** Opens a select and waits until its options (the newest dropdown's) read `expected`. */
async function expectOptions(testId: string, expected: string[]) {
  openSelect(screen.getByTestId(testId));
  await waitFor(() => {
    const lists = [...document.querySelectorAll('.ant-select-dropdown')];
    const list = lists[lists.length - 1];
    const texts = [...(list?.querySelectorAll('.ant-select-item-option') ?? [])].map(
      (option) => option.textContent ?? '',
    );
    expect(texts).toEqual(expected);
  });
}

async function pickDataset(datasetId: string) {
  openSelect(screen.getByTestId('filter-dataset'));
  const option = await screen.findByTestId(`filter-dataset-option-${datasetId}`);
  await act(async () => {
    fireEvent.click(option);
  });
}

describe('filter widget options pane', () => {
  it('lists only number fields for a number widget, and says so (SPEC §5 filter-field rules)', async () => {
    const { store } = renderPane(filterWidget('w', 'numberRange'));
    expect(screen.getByTestId('filter-field-rule').textContent).toBe(
      'Number widgets accept number fields only',
    );
    await pickDataset('d-orders');
    expect(widgetIn(store).options.attrs.datasetId).toBe('d-orders');
    await expectOptions('filter-field', ['Amount']);
  });

  it('lists only time fields for a date widget and text fields for a text one', async () => {
    renderPane(filterWidget('w', 'dateRange', { attrs: { datasetId: 'd-orders' } }));
    expect(screen.getByTestId('filter-field-rule').textContent).toBe(
      'Date widgets accept time fields only',
    );
    await expectOptions('filter-field', ['Order day']);
    cleanup();
    renderPane(filterWidget('w', 'textSelect', { attrs: { datasetId: 'd-orders' } }));
    // The hidden note is not offered.
    await expectOptions('filter-field', ['Region', 'Customer']);
  });

  it('picks the field as one undoable edit, clearing the old default value', async () => {
    const { store } = renderPane(
      filterWidget('w', 'textSelect', {
        attrs: { datasetId: 'd-orders', fieldId: 'o-customer' },
        value: ['Ada'],
      }),
    );
    const before = store.getState().editor.history.snapshots.length;
    await chooseOption(screen.getByTestId('filter-field'), 'Region');
    expect(widgetIn(store).options).toMatchObject({
      attrs: { fieldId: 'o-region' },
      value: [],
    });
    expect(store.getState().editor.history.snapshots).toHaveLength(before + 1);
    act(() => void store.getState().run('undo'));
    expect(widgetIn(store).options).toMatchObject({
      attrs: { fieldId: 'o-customer' },
      value: ['Ada'],
    });
  });

  it('warns until the dataset and field are chosen, and not about an empty default value', () => {
    renderPane(filterWidget('w', 'textSelect'));
    expect(screen.getByTestId('filter-required').textContent).toBe(
      'Choose the dataset and the field this filter works on',
    );
    cleanup();
    renderPane(filterWidget('w', 'textSelect', { attrs: { datasetId: 'd-orders' } }));
    expectVisible(screen.getByTestId('filter-required'));
    cleanup();
    // Issue 19: set up correctly with no default value — the widget starts unset, no warning.
    renderPane(
      filterWidget('w', 'textSelect', { attrs: { datasetId: 'd-orders', fieldId: 'o-region' } }),
    );
    expect(screen.queryByTestId('filter-required')).toBeNull();
  });

  it('asks the confirm button for no field and shows it no message', () => {
    renderPane(filterWidget('w', 'confirmButton'));
    expectVisible(screen.getByTestId('filter-options-pane'));
    expect(screen.queryByTestId('filter-dataset')).toBeNull();
    expect(screen.queryByTestId('filter-field')).toBeNull();
    expect(screen.queryByTestId('filter-required')).toBeNull();
  });

  it("offers the canvas's charts reading the dataset, placed since included, as targets", async () => {
    const { store } = renderPane(
      filterWidget('w', 'textSelect', { attrs: { datasetId: 'd-orders' } }),
      { 'v-orders': 'd-orders', 'v-budget': 'd-budget' },
    );
    await expectOptions('filter-targets', ['Orders by region', 'Placed since']);
    await chooseOption(screen.getByTestId('filter-targets'), 'Placed since');
    expect(widgetIn(store).options.attrs.viewIds).toEqual(['v-new']);
  });

  it('commits the title once on blur, at most 50 characters', () => {
    const { store } = renderPane(filterWidget('w', 'textInput'));
    const input = screen.getByTestId('filter-label') as HTMLInputElement;
    expect(input.maxLength).toBe(50);
    fireEvent.change(input, { target: { value: 'Region' } });
    expect(widgetIn(store).options.attrs.label).toBe('');
    fireEvent.blur(input);
    expect(widgetIn(store).options.attrs.label).toBe('Region');
  });
});

describe('filter widget options pane with the widget drawn', () => {
  it('draws the default value in edit mode and sets it as one undoable edit', () => {
    const { store } = renderPane(
      filterWidget('w', 'textInput', { attrs: { datasetId: 'd-orders', fieldId: 'o-region' } }),
    );
    // The real text search widget, drawn by the pane for its default value.
    const input = within(screen.getByTestId('filter-text-w')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: ' East ' } });
    fireEvent.blur(input);
    expect(widgetIn(store).options.value).toEqual(['East']);
    expect(screen.queryByTestId('filter-required')).toBeNull();
    act(() => void store.getState().run('undo'));
    expect(widgetIn(store).options.value).toEqual([]);
  });

  it('converts the value with the widget when switching to single choice (SPEC §4)', () => {
    const { store } = renderPane(
      filterWidget('w', 'textSelect', {
        attrs: { datasetId: 'd-orders', fieldId: 'o-region', multiple: true },
        value: ['North', 'South'],
      }),
    );
    fireEvent.click(screen.getByTestId('filter-multiple'));
    expect(widgetIn(store).options).toMatchObject({ attrs: { multiple: false }, value: ['North'] });
    act(() => void store.getState().run('undo'));
    expect(widgetIn(store).options).toMatchObject({
      attrs: { multiple: true },
      value: ['North', 'South'],
    });
  });
});
