import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ECElementEvent } from 'echarts/core';
import { echarts } from './echarts/core';
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

  it('says when the server cut the answer at its size limit (SECURITY E2), and only then', async () => {
    renderWithProviders(
      <ChartRenderer view={viewOf('bar')} data={{ ...salesData(), cut: 'bytes' }} height={320} />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Only part of the data is shown: the answer reached the size limit',
    );
    cleanup();
    renderWithProviders(<ChartRenderer view={viewOf('bar')} data={salesData()} height={320} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says a chart cut by its row limit draws "100 of 731 rows", with Change limit for editors', async () => {
    const onChangeLimit = vi.fn();
    const cut = { ...salesData(), cut: 'rows' as const, rowLimit: 100, totalRows: 731 };
    renderWithProviders(
      <ChartRenderer view={viewOf('bar')} data={cut} height={320} onChangeLimit={onChangeLimit} />,
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('100 of 731 rowsChange limit');
    act(() => screen.getByRole('button', { name: 'Change limit' }).click());
    expect(onChangeLimit).toHaveBeenCalledTimes(1);
    cleanup();
    // A reader who may not edit the chart is told, without an action.
    renderWithProviders(<ChartRenderer view={viewOf('bar')} data={cut} height={320} />);
    expect(screen.getByRole('note').textContent).toBe('100 of 731 rows');
    expect(screen.queryByRole('button', { name: 'Change limit' })).toBeNull();
    cleanup();
    const big = { ...cut, rowLimit: 1000, totalRows: 12345 };
    renderWithProviders(<ChartRenderer view={viewOf('bar')} data={big} height={320} />);
    expect(screen.getByRole('note').textContent).toBe('1,000 of 12,345 rows');
  });

  it('hands a click on a point back with the raw dimension values behind it', async () => {
    const onPointClick = vi.fn();
    const data = salesData({ dimensionValues: [['BJ'], ['SH'], ['SZ']] });
    const { container } = renderWithProviders(
      <ChartRenderer view={viewOf('bar')} data={data} height={320} onPointClick={onPointClick} />,
    );
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull(), loading);
    const host = container.querySelector<HTMLElement>('[data-testid="echarts-view"]')!;
    // What ECharts emits for a click on Shanghai's revenue bar.
    act(() => {
      const click = { dataIndex: 1, seriesName: 'Revenue', name: 'Shanghai', value: 2500 };
      echarts.getInstanceByDom(host)!.trigger('click', click as unknown as ECElementEvent);
    });
    expect(onPointClick).toHaveBeenCalledWith({
      index: 1,
      dimensionValues: ['SH'],
      seriesName: 'Revenue',
    });
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
