import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { http } from '../../../api/client';
import { answer, installFakeServer } from '../../../test/fakeServer';
import type { FakeAnswer } from '../../../test/fakeHttp';
import { renderWithProviders } from '../../../test/render';
import {
  BACKGROUND_URL,
  PICTURE_URL,
  canvasStyle,
  everyComponent,
  kpiAnswer,
  twoCharts,
} from '../testFixtures';
import { PanelView } from './PanelView';
import { PanelDocument } from './PanelDocument';
import { expectVisible } from '../../../test/visible';

// ECharts is not needed by these documents (KPI cards draw with React).
vi.mock('./preloadCharts', () => ({ preloadChartDrawing: vi.fn() }));

const dataOf = (chartId: string) => `POST /chart/view/getData/${chartId}`;
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
/** The chart-data calls that reached the server. */
const chartCalls = () => server.calls.filter((call) => call.url.startsWith('/chart/view/getData/'));
/** Every chart id the documents place answers its KPI card. */
const CHART_IDS = ['v-kpi', 'v-ok', 'v-broken', 'v-same'];

let server: ReturnType<typeof installFakeServer>;

const item = (id: string) => document.querySelector<HTMLElement>(`[data-component-id="${id}"]`)!;

beforeAll(async () => {
  await initI18n('en');
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.size}`);
  URL.revokeObjectURL = vi.fn();
});
beforeEach(() => {
  server = installFakeServer({
    [`GET ${PICTURE_URL}`]: answer(bytes('pic')),
    [`GET ${BACKGROUND_URL}`]: answer(bytes('background!')),
  });
  for (const id of CHART_IDS) server.on(dataOf(id), answer(kpiAnswer(id)));
});
afterEach(cleanup);

describe('the dashboard view', () => {
  it('places every component type at its canvas position, later ones on top', async () => {
    renderWithProviders(
      <PanelView
        canvasStyle={canvasStyle({ selfAdaption: false })}
        components={everyComponent()}
      />,
    );
    const canvas = screen.getByTestId('panel-canvas');
    expect(canvas.style.width).toBe('1600px');
    expect(canvas.style.height).toBe('900px');
    // Items sit in one wrapper in every layout (PanelView: no remount when the layout settles).
    const order = [...canvas.firstElementChild!.children].map((el) =>
      el.getAttribute('data-component-id'),
    );
    expect(order).toEqual(['rect-1', 'text-1', 'button-1', 'picture-1', 'chart-1', 'group-1']);
    expect(order.map((id) => Number(item(id!).style.zIndex))).toEqual([1, 2, 3, 4, 5, 6]);

    const text = item('text-1');
    expect([text.style.left, text.style.top, text.style.width, text.style.height]).toEqual([
      '20px',
      '10px',
      '300px',
      '100px',
    ]);
    expect(text.style.transform).toBe('rotate(15deg)');
    expect(item('picture-1').style.opacity).toBe('0.5');
    expect(screen.getByTestId('canvas-rect-rect-1').style.backgroundColor).toBe(
      'rgb(255, 238, 204)',
    );
    expect(screen.getByTestId('canvas-rect-rect-1').style.border).toBe('2px solid rgb(255, 0, 0)');
    expect(screen.getByTestId('canvas-button-button-1').textContent).toBe('Open report');
    // Rich text is text: the marks apply, the markup-looking run stays inert.
    const textBox = screen.getByTestId('canvas-text-text-1');
    expect(within(textBox).getByText('sales').style.fontWeight).toBe('bold');
    expect(within(textBox).getByText('<img src=x onerror=alert(1)>').style.fontStyle).toBe(
      'italic',
    );
    expect(textBox.querySelector('img')).toBeNull();
    // The picture arrives through the authorised fetch, drawn from an object URL.
    const img = await waitFor(() => {
      const found = screen.getByTestId('canvas-picture-picture-1').querySelector('img');
      if (!found) throw new Error('no picture yet');
      return found;
    });
    expect(img.getAttribute('src')).toBe('blob:test/3');
    expect(img.style.objectFit).toBe('cover');
    expect(server.callsTo(`GET ${PICTURE_URL}`)).toHaveLength(1);
    // The chart draws once its data arrives.
    await waitFor(() =>
      expect(screen.getByTestId('canvas-chart-chart-1').dataset.status).toBe('success'),
    );
    // (The KPI card's drawing half loads lazily, the first time.)
    expect(
      await within(screen.getByTestId('canvas-chart-chart-1')).findByText(
        '1,234,567.89',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
  });

  it('places group children by their fractions of the group, groups inside groups too', () => {
    renderWithProviders(
      <PanelView
        canvasStyle={canvasStyle({ selfAdaption: false })}
        components={everyComponent()}
      />,
    );
    const group = item('group-1');
    expect([group.style.left, group.style.top, group.style.width]).toEqual([
      '800px',
      '400px',
      '400px',
    ]);
    const child = item('g-text');
    expect(group.contains(child)).toBe(true);
    expect([child.style.left, child.style.top, child.style.width, child.style.height]).toEqual([
      '0%',
      '0%',
      '50%',
      '50%',
    ]);
    const inner = item('g-inner');
    expect([inner.style.left, inner.style.top, inner.style.transform]).toEqual([
      '50%',
      '50%',
      'rotate(30deg)',
    ]);
    const deepest = item('g-rect');
    expect(inner.contains(deepest)).toBe(true);
    expect([deepest.style.left, deepest.style.width, deepest.style.height]).toEqual([
      '25%',
      '50%',
      '100%',
    ]);
    // The text child is drawn at its canvas size inside the group: half of 400 x 200.
    const drawn = screen.getByTestId('canvas-text-g-text').parentElement!;
    expect([drawn.style.width, drawn.style.height]).toEqual(['200px', '100px']);
  });

  it('paints the background colour, or the stored picture, and keeps a gap when asked', async () => {
    const { unmount } = renderWithProviders(
      <PanelView
        canvasStyle={canvasStyle({
          panel: { color: '#102030', imageUrl: '', backgroundType: 'color', gap: 'no' },
        })}
        components={twoCharts()}
      />,
    );
    expect(screen.getByTestId('panel-canvas').style.backgroundColor).toBe('rgb(16, 32, 48)');
    unmount();
    renderWithProviders(
      <PanelView
        canvasStyle={canvasStyle({
          panel: {
            color: '#102030',
            imageUrl: BACKGROUND_URL,
            backgroundType: 'image',
            gap: 'yes',
          },
        })}
        components={twoCharts()}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('panel-canvas').style.backgroundImage).toBe('url("blob:test/11")'),
    );
    const inner = item('chart-v-ok').firstElementChild as HTMLElement;
    expect([inner.style.left, inner.style.top, inner.style.right, inner.style.bottom]).toEqual([
      '5px',
      '5px',
      '5px',
      '5px',
    ]);
  });

  it('draws at the fixed scale of the canvas style when not adapting', () => {
    renderWithProviders(
      <PanelView
        canvasStyle={canvasStyle({ selfAdaption: false, scaleWidth: 50, scaleHeight: 200 })}
        components={everyComponent()}
      />,
    );
    const canvas = screen.getByTestId('panel-canvas');
    expect([canvas.style.width, canvas.style.height]).toEqual(['800px', '1800px']);
    const text = item('text-1');
    expect([text.style.left, text.style.top, text.style.width, text.style.height]).toEqual([
      '10px',
      '20px',
      '150px',
      '200px',
    ]);
    // Text keeps its proportions: drawn at its canvas size and scaled with the canvas.
    const drawn = screen.getByTestId('canvas-text-text-1').parentElement!;
    expect(drawn.style.transform).toBe('scale(0.5, 2)');
  });

  it('shows a failing chart’s own message in its box while its neighbour draws', async () => {
    server.on(dataOf('v-broken'), () => ({
      status: 500,
      message: 'Data source “Warehouse” is unreachable',
    }));
    renderWithProviders(<PanelView canvasStyle={canvasStyle()} components={twoCharts()} />);
    const broken = screen.getByTestId('canvas-chart-chart-v-broken');
    const fine = screen.getByTestId('canvas-chart-chart-v-ok');
    expect(broken.dataset.status).toBe('waiting');
    expectVisible(within(broken).getByRole('status', { name: 'Loading chart' }));
    await waitFor(() => expect(broken.dataset.status).toBe('error'));
    const alert = within(broken).getByRole('alert');
    expect(alert.textContent).toContain('Data source “Warehouse” is unreachable');
    expect(alert.textContent).toContain('cannot be shown normally');
    await waitFor(() => expect(fine.dataset.status).toBe('success'));
    expect(within(fine).queryByRole('alert')).toBeNull();
    expectVisible(await within(fine).findByText('1,234,567.89', {}, { timeout: 5_000 }));
  });

  it('asks for at most four charts at once, and stops asking when the dashboard closes', async () => {
    const pending: { id: string; signal?: AbortSignal; answer: () => void }[] = [];
    // The signal each call left with, in the order the calls left.
    const signals: (AbortSignal | undefined)[] = [];
    http().instance.interceptors.request.use((config) => {
      signals.push(config.signal as AbortSignal | undefined);
      return config;
    });
    const ids = Array.from({ length: 10 }, (_, i) => `v${i}`);
    for (const id of ids) {
      server.on(
        dataOf(id),
        () =>
          new Promise<FakeAnswer>((resolve) =>
            pending.push({
              id,
              signal: signals[pending.length],
              answer: () => resolve({ data: kpiAnswer(id) }),
            }),
          ),
      );
    }
    const { unmount } = renderWithProviders(
      <PanelView canvasStyle={canvasStyle()} components={twoCharts(ids)} />,
    );
    await waitFor(() => expect(pending).toHaveLength(4));
    pending[0]!.answer();
    await waitFor(() => expect(pending).toHaveLength(5));
    expect(chartCalls()).toHaveLength(5);
    unmount();
    expect(pending.slice(1).every((call) => call.signal?.aborted)).toBe(true);
    // The answers that would free a slot arrive: none starts another chart's call.
    await act(async () => {
      for (const call of pending) call.answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(chartCalls()).toHaveLength(5);
  });

  it('lays the theme’s chart look over a chart that gives the dashboard priority', async () => {
    for (const id of ['v-ok', 'v-broken']) {
      server.on(
        dataOf(id),
        answer({
          ...kpiAnswer(id),
          stylePriority: id === 'v-ok' ? 'panel' : 'view',
          customAttr: { color: { quotaColor: '#00ff00' } },
        }),
      );
    }
    const themed = canvasStyle({
      chart: { customAttr: { color: { quotaColor: '#ff0000' } }, customStyle: {} },
    });
    renderWithProviders(<PanelView canvasStyle={themed} components={twoCharts()} />);
    const value = async (id: string) =>
      (
        await within(screen.getByTestId(`canvas-chart-${id}`)).findByText(
          '1,234,567.89',
          {},
          { timeout: 5_000 },
        )
      ).style.color;
    expect(await value('chart-v-ok')).toBe('rgb(255, 0, 0)');
    expect(await value('chart-v-broken')).toBe('rgb(0, 255, 0)');
  });

  it('keeps its charts mounted when the box, measured late, fits the canvas narrower', async () => {
    // In a browser the box may measure 0 until its page's styles apply; the observer then
    // reports 800 px for a wider canvas: 'items' becomes 'stage'. The charts' calls, already
    // on their way, must go on rather than be cancelled and asked again.
    const observed: ResizeObserverCallback[] = [];
    const Real = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    let release = () => {};
    server.on(
      dataOf('v-ok'),
      () =>
        new Promise<FakeAnswer>((resolve) => {
          release = () => resolve({ data: kpiAnswer('v-ok') });
        }),
    );
    try {
      renderWithProviders(<PanelView canvasStyle={canvasStyle()} components={twoCharts()} />);
      await waitFor(() => expect(server.callsTo(dataOf('v-ok'))).toHaveLength(1));
      const box = { width: 800, height: 600 } as DOMRectReadOnly;
      act(() => {
        for (const callback of observed) {
          callback([{ contentRect: box } as ResizeObserverEntry], {} as ResizeObserver);
        }
      });
      expect(screen.getByTestId('panel-view').dataset.layout).toBe('stage');
      act(() => release());
      const chart = screen.getByTestId('canvas-chart-chart-v-ok');
      await waitFor(() => expect(chart.dataset.status).toBe('success'));
      expect(server.callsTo(dataOf('v-ok'))).toHaveLength(1);
    } finally {
      globalThis.ResizeObserver = Real;
    }
  });

  it('asks once for a chart placed twice', async () => {
    const twice = twoCharts(['v-same', 'v-same']);
    renderWithProviders(<PanelView canvasStyle={canvasStyle()} components={twice} />);
    await waitFor(() =>
      expect(document.querySelectorAll('[data-status="success"]').length).toBe(2),
    );
    expect(server.callsTo(dataOf('v-same'))).toHaveLength(1);
  });

  it('opens the chart detail dialog from a chart, with its data as a table', async () => {
    renderWithProviders(<PanelView canvasStyle={canvasStyle()} components={twoCharts()} />);
    fireEvent.click(await screen.findByTestId('canvas-chart-detail-chart-v-ok'));
    const dialog = await screen.findByTestId('chart-detail-dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Data' }));
    const table = await within(dialog).findByTestId('chart-detail-table');
    expect(within(table).getAllByText('Revenue').length).toBeGreaterThan(0);
    expectVisible(within(table).getByText('1,234,567.89'));
    expect(chartCalls()).toHaveLength(2);
  });

  it('offers the chart details in the chart’s context menu', async () => {
    renderWithProviders(<PanelView canvasStyle={canvasStyle()} components={twoCharts()} />);
    const chart = await screen.findByTestId('canvas-chart-chart-v-broken');
    fireEvent.contextMenu(chart, { clientX: 40, clientY: 50 });
    // The menu's chunk (with antd's Dropdown) loads on the first right-click.
    const anchor = await screen.findByTestId('chart-menu-anchor', {}, { timeout: 5_000 });
    expect([anchor.style.left, anchor.style.top]).toEqual(['40px', '50px']);
    fireEvent.click(await screen.findByText('Chart details'));
    expectVisible(await screen.findByTestId('chart-detail-dialog'));
    expectVisible(await screen.findByText('Revenue card', { selector: '.ant-modal-title' }));
  });

  it('says clearly when a stored document does not parse', async () => {
    renderWithProviders(
      <PanelDocument panelStyle="{}" panelData='[{"component":"text","onclick":"x"}]' />,
    );
    // The notice's Result arrives in a chunk of its own (lib/LazyResult.tsx).
    await waitFor(() =>
      expect(screen.getByTestId('panel-document-invalid').textContent).toContain(
        'This dashboard cannot be shown',
      ),
    );
  });
});
