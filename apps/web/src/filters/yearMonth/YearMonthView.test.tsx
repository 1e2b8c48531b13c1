import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { loadAntdLocale } from '../../app/antdLocale';
import { initI18n } from '../../i18n';
import { clickOutside, openPicker, pickCell } from '../datePeriod/pickerTestActions';
import { renderInEditor, renderOnDashboard, widget } from '../datePeriod/widgetHarness';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const monthCondition = (operator: 'eq' | 'in', value: string[]) => [
  { componentId: 'w1', fieldId: 'f1', operator, value, dateGrouping: 'year-month' },
];

describe('YearMonthView', () => {
  it('in the editor, picking a month sets the default value', async () => {
    const { defaults } = renderInEditor(widget('w1', 'yearMonth', {}, ['2024-05']));
    await openPicker('w1');
    await pickCell('2024-07');
    expect(defaults).toEqual([['2024-07']]);
  });

  it('on a dashboard, picking a month filters the charts by that month', async () => {
    const { chartFilter } = renderOnDashboard([widget('w1', 'yearMonth', {}, ['2024-05'])]);
    await openPicker('w1');
    expect(chartFilter()).toEqual(monthCondition('eq', ['2024-05']));
    await pickCell('2024-11');
    await waitFor(() => expect(chartFilter()).toEqual(monthCondition('eq', ['2024-11'])));
  });

  it('with attrs.multiple, picked months are applied together when the picker closes', async () => {
    const { chartFilter } = renderOnDashboard([
      widget('w1', 'yearMonth', { multiple: true }, ['2024-05']),
    ]);
    const host = await openPicker('w1');
    await pickCell('2024-06');
    await pickCell('2024-08');
    expect(chartFilter()).toEqual(monthCondition('in', ['2024-05']));
    clickOutside(host);
    await waitFor(() =>
      expect(chartFilter()).toEqual(monthCondition('in', ['2024-05', '2024-06', '2024-08'])),
    );
  });

  it("shows the placeholder, else the antd locale's month placeholder", async () => {
    renderInEditor(widget('w1', 'yearMonth', { placeholder: 'Which month?' }));
    const host = await screen.findByTestId('canvas-filter-w1');
    expect(host.querySelector('input')!.placeholder).toBe('Which month?');
    cleanup();
    renderInEditor(widget('w2', 'yearMonth'), await loadAntdLocale('zh-TW'));
    const other = await screen.findByTestId('canvas-filter-w2');
    expect(other.querySelector('input')!.placeholder).toBe('請選擇月份');
  });
});
