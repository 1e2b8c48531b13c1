import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../test/canvasChunks';
import {
  act,
  cleanup,
  configure,
  createEvent,
  fireEvent,
  screen,
  within,
} from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CanvasComponent, FilterComponent } from '@tessera/contracts';
import { initI18n } from '../../../../i18n';
import { answer, installFakeServer } from '../../../../test/fakeServer';
import { createEditorStore } from '../../../../canvas/core/store';
import { renderWithProviders } from '../../../../test/render';
import { DEMO_TREE, canvasStyle, kpiAnswer, panelDetail } from '../../testFixtures';
import { PALETTE_DRAG_TYPE } from '../paletteItems';
import { PanelEditor } from '../PanelEditor';
import { chartOnCanvas, filterWidget, ORDER_FIELDS, storedChart } from './testFixtures';
import { expectVisible } from '../../../../test/visible';

vi.mock('../../view/preloadCharts', () => ({ preloadChartDrawing: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

beforeAll(async () => {
  await initI18n('en');
});
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({
    'POST /dataset/group/tree': answer([]),
    'POST /dataset/field/list/d-orders': answer(ORDER_FIELDS),
    // The jump dialog offers the dashboards.
    'POST /panel/group/tree': answer(DEMO_TREE),
  });
  for (const id of ['v-a', 'v-b']) {
    server.on(`POST /chart/view/getData/${id}`, answer(kpiAnswer(id)));
    server.on(
      `POST /chart/view/getOneWithPermission/${id}`,
      answer(storedChart(id, `Chart ${id}`, 'd-orders', ['o-region'])),
    );
  }
});
afterEach(cleanup);

function renderEditor(
  components: CanvasComponent[] = [chartOnCanvas('v-a'), chartOnCanvas('v-b', 420)],
) {
  const store = createEditorStore({ canvasStyle: canvasStyle(), components });
  renderWithProviders(
    <MemoryRouter>
      <PanelEditor
        detail={panelDetail({ chartDatasets: { 'v-a': 'd-orders', 'v-b': 'd-orders' } })}
        store={store}
      />
    </MemoryRouter>,
  );
  return store;
}

const filtersIn = (store: ReturnType<typeof renderEditor>) =>
  store
    .getState()
    .editor.doc.components.filter((c): c is FilterComponent => c.component === 'filter');

describe('the editor with filter widgets, linkage and jumps', () => {
  it('lists the 12 filter widgets in the palette and places one at its SPEC §9 size', () => {
    const store = renderEditor([]);
    expect(screen.getByTestId('palette-filters').querySelectorAll('button')).toHaveLength(12);
    expect(screen.getByTestId('palette-filter-numberRange').textContent).toBe('Number range');
    fireEvent.click(screen.getByTestId('palette-filter-numberRange'));
    const [placed] = filtersIn(store);
    expect(placed).toMatchObject({
      serviceName: 'numberRange',
      style: { width: 500, height: 90, fontSize: 14, fontWeight: 500 },
    });
    // Selected once placed: its options show in the side panel.
    expect(store.getState().editor.selection).toEqual([placed!.id]);
    expectVisible(screen.getByTestId('filter-options-pane'));
    act(() => void store.getState().run('undo'));
    expect(filtersIn(store)).toEqual([]);
  });

  it('places a filter widget dropped on the canvas where it is dropped', () => {
    const store = renderEditor([]);
    const data = new Map([[PALETTE_DRAG_TYPE, 'filter:textSelectGrid']]);
    const dataTransfer = {
      types: [...data.keys()],
      getData: (type: string) => data.get(type) ?? '',
      dropEffect: 'none',
    };
    const canvas = screen.getByTestId('editor-canvas');
    fireEvent.dragOver(canvas, { dataTransfer });
    // jsdom's drag events carry no pointer position: give the drop one.
    const drop = createEvent.drop(canvas, { dataTransfer });
    Object.defineProperties(drop, { clientX: { value: 400 }, clientY: { value: 300 } });
    fireEvent(canvas, drop);
    expect(filtersIn(store)).toMatchObject([
      { serviceName: 'textSelectGrid', style: { left: 250, top: 150, width: 300, height: 300 } },
    ]);
  });

  it("opens a chart's linkage and jump dialogs from its context menu", async () => {
    renderEditor();
    fireEvent.contextMenu(await screen.findByTestId('canvas-chart-chart-v-a'));
    fireEvent.click(await screen.findByTestId('ctx-linkage'));
    expectVisible(await screen.findByTestId('linkage-dialog'));
    expectVisible(await screen.findByTestId('linkage-target-v-b'));
    expect(screen.queryByTestId('linkage-target-v-a')).toBeNull();
    fireEvent.click(screen.getByText('Cancel'));
    fireEvent.contextMenu(screen.getByTestId('canvas-chart-chart-v-a'));
    fireEvent.click(await screen.findByTestId('ctx-jump'));
    expectVisible(await screen.findByTestId('jump-dialog'));
  });

  describe('with a widget drawn on the canvas', () => {
    it("sets a widget's default value from the canvas as one undoable edit", () => {
      const store = renderEditor([
        filterWidget('w', 'textInput', { attrs: { datasetId: 'd-orders', fieldId: 'o-region' } }),
      ]);
      // The real text search widget on the canvas, in the editor's 'edit' mode.
      const input = within(screen.getByTestId('filter-text-w')).getByRole('searchbox');
      fireEvent.change(input, { target: { value: 'East' } });
      fireEvent.blur(input);
      expect(filtersIn(store)[0]!.options.value).toEqual(['East']);
      act(() => void store.getState().run('undo'));
      expect(filtersIn(store)[0]!.options.value).toEqual([]);
    });
  });
});
