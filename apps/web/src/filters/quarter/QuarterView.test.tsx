import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { loadAntdLocale } from '../../app/antdLocale';
import { initI18n } from '../../i18n';
import { openPicker, pickCell } from '../datePeriod/pickerTestActions';
import { renderInEditor, renderOnDashboard, widget } from '../datePeriod/widgetHarness';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('QuarterView', () => {
  it('in the editor, picking a quarter sets the default value', async () => {
    const { defaults } = renderInEditor(widget('w1', 'quarter', {}, ['2024-Q2']));
    const host = await openPicker('w1');
    expect(host.querySelector('input')!.value).toBe('2024-Q2');
    await pickCell('2024-Q4');
    expect(defaults).toEqual([['2024-Q4']]);
  });

  it('on a dashboard, a quarter filters the charts by its months (SPEC §9 07-09)', async () => {
    const { chartFilter } = renderOnDashboard([widget('w1', 'quarter', {}, ['2024-Q2'])]);
    await openPicker('w1');
    await pickCell('2024-Q3');
    await waitFor(() =>
      expect(chartFilter()).toEqual([
        {
          componentId: 'w1',
          fieldId: 'f1',
          operator: 'between',
          value: ['2024-07', '2024-09'],
          dateGrouping: 'year-month',
        },
      ]),
    );
  });

  it('stays a single choice even when attrs.multiple is set', async () => {
    renderInEditor(widget('w1', 'quarter', { multiple: true }, ['2024-Q2']));
    const host = await screen.findByTestId('canvas-filter-w1');
    expect(host.querySelector('.ant-picker-multiple')).toBeNull();
    expect(host.querySelector('input')!.value).toBe('2024-Q2');
  });

  it("uses the antd locale's quarter placeholder when none is set", async () => {
    renderInEditor(widget('w1', 'quarter'), await loadAntdLocale('zh-CN'));
    const host = await screen.findByTestId('canvas-filter-w1');
    expect(host.querySelector('input')!.placeholder).toBe('请选择季度');
  });
});
