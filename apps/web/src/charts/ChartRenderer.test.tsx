import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n';

const loading = { timeout: 5_000 };
import { renderWithProviders } from '../test/render';
import { ChartRenderer, echartsViewModule } from './ChartRenderer';
import { loadChartType } from './registry';
import { salesData, viewOf } from './test/fixtures';

beforeAll(async () => {
  await initI18n('en');
  // Transforming antd, ECharts and the type chunks takes seconds the first time under vitest;
  // load them here so the tests time the rendering, not the module transform.
  await Promise.all([
    loadChartType('bar'),
    loadChartType('table'),
    loadChartType('text'),
    echartsViewModule.load('view'),
  ]);
}, 60_000);

afterEach(cleanup);

describe('ChartRenderer', () => {
  it('draws a bar chart with ECharts as SVG under jsdom, bars and categories included', async () => {
    const { container } = renderWithProviders(
      <ChartRenderer view={viewOf('bar')} data={salesData()} height={320} />,
    );
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull(), loading);
    await waitFor(() => expect(container.querySelector('svg')!.textContent).toContain('Shanghai'));
    // One rect-like path per drawn bar: five bars (one value is null) plus the legend icons.
    expect(container.querySelectorAll('svg path').length).toBeGreaterThan(5);
  });

  it('draws a table chart with React: header, rows and the total row', async () => {
    renderWithProviders(<ChartRenderer view={viewOf('table')} data={salesData()} />);
    expect(await screen.findByRole('columnheader', { name: 'City' }, loading)).toBeTruthy();
    expect(screen.getByText('Shanghai')).toBeTruthy();
    expect(screen.getByText('1,234,567.89')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
  });

  it('shows the empty state when the answer has no rows', () => {
    renderWithProviders(
      <ChartRenderer
        view={viewOf('bar')}
        data={salesData({ x: [], series: [], tableRow: [], dimensionValues: [] })}
      />,
    );
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('hides the title line when customStyle.text.show is off', async () => {
    renderWithProviders(
      <ChartRenderer view={viewOf('text', {}, { text: { show: false } })} data={salesData()} />,
    );
    expect(await screen.findByText('Revenue', {}, loading)).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
