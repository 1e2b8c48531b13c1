import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { CHART_TYPES, type ChartType } from '@tessera/contracts';
import { initI18n } from '../i18n';
import { renderWithProviders } from '../test/render';
import { ChartFailure } from './ChartFailure';
import { ChartRenderer, echartsViewModule } from './ChartRenderer';
import { echarts } from './echarts/core';
import { loadChartType } from './registry';
import { at, inputFor, salesData, viewOf } from './test/fixtures';

// SECURITY C7: stored text (titles, labels, axis names, formats, legend names, data values)
// renders as text, never as markup.
const XSS = '<img src=x onerror=alert(1)>';

const hostile = salesData({
  x: [XSS, 'Shanghai', 'Shenzhen'],
  series: [
    { name: XSS, fieldId: 'f2', role: 'measure', data: [1, 2, 3] },
    { name: 'Profit', fieldId: 'f3', role: 'measure', data: [4, 5, 6] },
  ],
  fields: [
    { key: 'd0', fieldId: 'f1', name: XSS, deType: 0, role: 'dimension' },
    { key: 'm0', fieldId: 'f2', name: XSS, deType: 2, role: 'measure' },
  ],
  tableRow: [{ d0: XSS, m0: 1 }],
});

const hostileAttr = {
  label: { show: true, formatter: `${XSS}{b}{c}` },
  tooltip: { formatter: `${XSS}{a}{b}{c}` },
};
const hostileStyle = { xAxis: { name: XSS }, yAxis: { name: XSS } };

beforeAll(async () => {
  await initI18n('en');
  await Promise.all([
    loadChartType('bar'),
    loadChartType('table'),
    loadChartType('text'),
    echartsViewModule.load('view'),
  ]);
}, 60_000);

afterEach(cleanup);

describe('SECURITY C7: chart text is inert', () => {
  it('draws a bar chart whose every text is hostile, and its tooltip, without creating an element', async () => {
    const { container } = renderWithProviders(
      <ChartRenderer
        view={{ ...viewOf('bar', hostileAttr, hostileStyle), title: XSS }}
        data={hostile}
        height={320}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe(XSS);
    await waitFor(() => expect(container.querySelector('svg text')).not.toBeNull());
    const host = container.querySelector<HTMLElement>('[data-testid="echarts-view"]')!;
    act(() => {
      echarts
        .getInstanceByDom(host)!
        .dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: 0 });
    });
    expect(document.querySelector('img')).toBeNull();
    expect(container.textContent).toContain(XSS);
  });

  it('draws a table and a KPI card of hostile values as text', async () => {
    renderWithProviders(<ChartRenderer view={{ ...viewOf('table'), title: XSS }} data={hostile} />);
    await screen.findAllByRole('columnheader', { name: XSS });
    expect(screen.getAllByText(XSS).length).toBeGreaterThan(1);
    cleanup();
    renderWithProviders(<ChartRenderer view={viewOf('text')} data={hostile} />);
    await screen.findByText(XSS);
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a hostile server message as text in the failure', () => {
    renderWithProviders(<ChartFailure message={XSS} />);
    expect(screen.getByRole('alert').textContent).toContain(XSS);
    expect(document.querySelector('img')).toBeNull();
  });

  it('never lets an ECharts tooltip render HTML, for every ECharts type', async () => {
    const echartsTypes = CHART_TYPES.filter(
      (type): type is ChartType => !['table', 'text'].includes(type),
    );
    for (const type of echartsTypes) {
      const loaded = await loadChartType(type);
      if (loaded.renderer !== 'echarts') throw new Error(`${type} is not an ECharts type`);
      const option = loaded.module.toOption(inputFor(type, hostile, hostileAttr));
      expect(at(option, 'tooltip', 'renderMode'), type).toBe('richText');
    }
  });
});
