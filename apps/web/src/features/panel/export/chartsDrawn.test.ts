// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartBoxDrawn, chartsDrawnState, waitForChartsDrawn } from './chartsDrawn';

let boxes = 0;

/** A chart box as UserViewView draws it, with what is inside it. */
function chartBox(status: string, inner = '') {
  const box = document.createElement('div');
  box.setAttribute('data-testid', `canvas-chart-${(boxes += 1)}`);
  box.setAttribute('data-status', status);
  box.innerHTML = inner;
  return box;
}
const ECHARTS = (drawn?: 'true' | 'false') =>
  `<div data-testid="echarts-view"${drawn ? ` data-drawn="${drawn}"` : ''}><canvas></canvas></div>`;
const SPINNER = '<div role="status"></div>';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('chartBoxDrawn', () => {
  it('is drawn once its data arrived and ECharts finished painting', () => {
    expect(chartBoxDrawn(chartBox('success', ECHARTS('true')))).toBe(true);
    expect(chartBoxDrawn(chartBox('success', ECHARTS('false')))).toBe(false);
    // Mounted, its option not set yet.
    expect(chartBoxDrawn(chartBox('success', ECHARTS()))).toBe(false);
  });

  it('is not drawn while waiting, re-styling, or loading its renderer', () => {
    expect(chartBoxDrawn(chartBox('waiting', SPINNER))).toBe(false);
    expect(chartBoxDrawn(chartBox('merging', ECHARTS('true')))).toBe(false);
    expect(chartBoxDrawn(chartBox('success', SPINNER))).toBe(false);
  });

  it('counts a table or a KPI (no ECharts) and a failed chart as drawn', () => {
    expect(chartBoxDrawn(chartBox('success', '<div role="table"></div>'))).toBe(true);
    expect(chartBoxDrawn(chartBox('error', '<p>the data source timed out</p>'))).toBe(true);
  });
});

describe('chartsDrawnState', () => {
  it('counts the chart boxes and those drawn, and the pictures still loading', () => {
    const root = document.createElement('div');
    root.append(
      chartBox('success', ECHARTS('true')),
      chartBox('waiting', SPINNER),
      chartBox('error'),
    );
    const picture = document.createElement('img');
    Object.defineProperty(picture, 'complete', { value: false });
    root.append(picture);
    expect(chartsDrawnState(root)).toEqual({ total: 3, drawn: 2, picturesLoading: 1 });
  });
});

describe('waitForChartsDrawn', () => {
  it('resolves once every chart has drawn, seen on two looks in a row', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    const box = chartBox('waiting', SPINNER);
    root.append(box);
    const states: number[] = [];
    let resolved: boolean | undefined;
    void waitForChartsDrawn(root, {
      signal: new AbortController().signal,
      onState: (s) => states.push(s.drawn),
    }).then((drawn) => (resolved = drawn));
    await vi.advanceTimersByTimeAsync(300);
    expect(resolved).toBeUndefined();
    box.setAttribute('data-status', 'success');
    box.innerHTML = ECHARTS('true');
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(true);
    expect(states.at(-1)).toBe(1);
  });

  it('resolves false when the charts never settle within the time', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.append(chartBox('waiting', SPINNER));
    const done = waitForChartsDrawn(root, {
      signal: new AbortController().signal,
      timeoutMs: 1_000,
    });
    await vi.advanceTimersByTimeAsync(1_100);
    expect(await done).toBe(false);
  });

  it('rejects with the abort reason when cancelled', async () => {
    const root = document.createElement('div');
    root.append(chartBox('waiting', SPINNER));
    const controller = new AbortController();
    const done = waitForChartsDrawn(root, { signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(done).rejects.toThrow('cancelled');
  });

  it('resolves at once for a dashboard without charts', async () => {
    const root = document.createElement('div');
    const done = waitForChartsDrawn(root, { signal: new AbortController().signal, intervalMs: 1 });
    expect(await done).toBe(true);
  });
});
