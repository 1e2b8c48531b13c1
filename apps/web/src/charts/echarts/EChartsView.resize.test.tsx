import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './svg';
import { echarts } from './core';
import EChartsView from './EChartsView';

const option = {
  animation: false,
  xAxis: { type: 'category', data: ['a', 'b'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [1, 2] }],
};

/** A ResizeObserver whose reports the test sends, as the browser would after a layout. */
let report: () => void = () => undefined;
class ReportedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    report = () => this.callback([], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const sizeBox = (element: HTMLElement, width: number, height: number) => {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a chart follows its box', () => {
  it('draws again when its box changes size, not on the report of the size it was drawn at', () => {
    vi.stubGlobal('ResizeObserver', ReportedResizeObserver);
    const { getByTestId } = render(
      <EChartsView option={option} height={200} dimensionValues={[]} />,
    );
    const host = getByTestId('echarts-view');
    const instance = echarts.getInstanceByDom(host)!;
    const resize = vi.spyOn(instance, 'resize');

    // jsdom has no layout: the chart was drawn at 600 × 200 (EChartsView's fallback size).
    sizeBox(host, 600, 200);
    report();
    expect(resize).not.toHaveBeenCalled();

    sizeBox(host, 800, 200);
    report();
    expect(resize).toHaveBeenCalledTimes(1);

    sizeBox(host, 800, 260);
    report();
    expect(resize).toHaveBeenCalledTimes(2);

    // A hidden box (width 0: a collapsed tab) keeps the last drawing.
    sizeBox(host, 0, 0);
    report();
    expect(resize).toHaveBeenCalledTimes(2);
  });
});
