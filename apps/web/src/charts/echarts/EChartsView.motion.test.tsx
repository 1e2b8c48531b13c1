import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { echarts } from './core';
import './svg';
import EChartsView from './EChartsView';

const option = {
  xAxis: { type: 'category', data: ['a', 'b'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [1, 2] }],
};

function reducedMotion(reduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)' && reduced,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

/** The animation flag of the option the chart was drawn with. */
function drawnAnimation(container: HTMLElement): unknown {
  const host = container.firstElementChild as HTMLElement;
  const instance = echarts.getInstanceByDom(host);
  if (!instance) throw new Error('no chart was drawn');
  return (instance.getOption() as { animation?: unknown }).animation;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a chart and the reduced-motion setting', () => {
  it('animates by default', () => {
    reducedMotion(false);
    const { container } = render(<EChartsView option={option} height={200} dimensionValues={[]} />);
    expect(drawnAnimation(container)).not.toBe(false);
  });

  it('draws at once, with no entry animation, when the user asked for reduced motion', () => {
    reducedMotion(true);
    const { container } = render(<EChartsView option={option} height={200} dimensionValues={[]} />);
    expect(drawnAnimation(container)).toBe(false);
  });
});
