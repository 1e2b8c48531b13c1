import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadAntdLocale } from '../../app/antdLocale';
import { i18n, initI18n } from '../../i18n';
import { openPicker, pickCell } from '../datePeriod/pickerTestActions';
import { renderInEditor, renderOnDashboard, widget } from '../datePeriod/widgetHarness';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const inputsOf = (host: HTMLElement) => [...host.querySelectorAll('input')];

describe('DateRangeView', () => {
  it('in the editor, picking a start and an end sets the default value', async () => {
    const { defaults } = renderInEditor(
      widget('w1', 'dateRange', {}, ['2024-05-01', '2024-05-31']),
    );
    const host = await openPicker('w1');
    expect(inputsOf(host).map((i) => i.value)).toEqual(['2024-05-01', '2024-05-31']);
    await pickCell('2024-05-10');
    await pickCell('2024-05-20');
    await waitFor(() => expect(defaults).toEqual([['2024-05-10', '2024-05-20']]));
  });

  it('on a dashboard, a range filters the charts between its days, end day included', async () => {
    const { chartFilter } = renderOnDashboard([
      widget('w1', 'dateRange', {}, ['2024-05-01', '2024-05-31']),
    ]);
    await openPicker('w1');
    await pickCell('2024-05-20');
    await pickCell('2024-05-10'); // picked backwards: the picker puts them in order
    await waitFor(() =>
      expect(chartFilter()).toEqual([
        {
          componentId: 'w1',
          fieldId: 'f1',
          operator: 'between',
          value: ['2024-05-10', '2024-05-20'],
          dateGrouping: 'date',
        },
      ]),
    );
  });

  it('a start later than the end filters nothing and says why (SPEC §5)', async () => {
    const { chartFilter } = renderOnDashboard([
      widget('w1', 'dateRange', {}, ['2024-06-01', '2024-05-01']),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Start date cannot be later than the end date',
    );
    const host = screen.getByTestId('canvas-filter-w1');
    expect(host.querySelector('.ant-picker-status-error')).not.toBeNull();
    expect(chartFilter()).toEqual([]);
  });

  it('says it in the interface language', async () => {
    await i18n.changeLanguage('zh-CN');
    try {
      renderInEditor(widget('w1', 'dateRange', {}, ['2024-06-01', '2024-05-01']));
      expect((await screen.findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a valid range shows no message; clearing it removes the filter', async () => {
    const { chartFilter } = renderOnDashboard([
      widget('w1', 'dateRange', {}, ['2024-05-01', '2024-05-31']),
    ]);
    const host = await screen.findByTestId('canvas-filter-w1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chartFilter()).toHaveLength(1);
    fireEvent.mouseDown(host.querySelector('.ant-picker-clear')!);
    fireEvent.click(host.querySelector('.ant-picker-clear')!);
    await waitFor(() => expect(chartFilter()).toEqual([]));
  });

  it("fills its box in the host font; placeholder on both ends, else the locale's", async () => {
    renderInEditor(widget('w1', 'dateRange', { placeholder: 'When' }));
    const host = await screen.findByTestId('canvas-filter-w1');
    expect(inputsOf(host).map((i) => i.placeholder)).toEqual(['When', 'When']);
    const picker = host.querySelector<HTMLElement>('.ant-picker')!;
    expect([picker.style.width, picker.style.fontSize, picker.style.fontWeight]).toEqual([
      '100%',
      'inherit',
      'inherit',
    ]);
    cleanup();
    renderInEditor(widget('w2', 'dateRange'), await loadAntdLocale('zh-CN'));
    const other = await screen.findByTestId('canvas-filter-w2');
    expect(inputsOf(other).map((i) => i.placeholder)).toEqual(['开始日期', '结束日期']);
  });
});
