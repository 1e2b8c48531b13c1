import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './svg';
import EChartsView from './EChartsView';

const option = (values: number[]) => ({
  animation: false,
  xAxis: { type: 'category', data: values.map(String) },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: values }],
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A dashboard export waits for every chart's host to say it has drawn (features/panel/export).
describe('a chart says when it has drawn', () => {
  it('marks its host drawn once ECharts has painted its option', async () => {
    const { getByTestId } = render(
      <EChartsView option={option([1, 2])} height={200} dimensionValues={[]} />,
    );
    await waitFor(() => expect(getByTestId('echarts-view').dataset.drawn).toBe('true'));
  });

  it('is not drawn while a new option waits to be set (a map loading its boundaries)', async () => {
    let loaded!: () => void;
    const prepare = () => new Promise<void>((resolve) => (loaded = resolve));
    const view = (values: number[], withPrepare?: () => Promise<void>) => (
      <EChartsView
        option={option(values)}
        height={200}
        dimensionValues={[]}
        prepare={withPrepare}
      />
    );
    const { getByTestId, rerender } = render(view([1, 2]));
    const host = getByTestId('echarts-view');
    await waitFor(() => expect(host.dataset.drawn).toBe('true'));

    rerender(view([3, 4, 5], prepare));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.dataset.drawn).toBe('false');
    loaded();
    await waitFor(() => expect(host.dataset.drawn).toBe('true'));
  });
});
