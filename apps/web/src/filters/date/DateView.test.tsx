import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadAntdLocale } from '../../app/antdLocale';
import { initI18n } from '../../i18n';
import { clickOutside } from '../datePeriod/pickerTestActions';
import { renderInEditor, renderOnDashboard, widget } from '../datePeriod/widgetHarness';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const open = async (id: string) => {
  const input = await screen.findByTestId(`filter-picker-${id}`);
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  return input as HTMLInputElement;
};

describe('DateView', () => {
  it('in the editor, picking a day sets the default value', async () => {
    const { defaults } = renderInEditor(widget('w1', 'date', {}, ['2024-05-01']));
    const input = await open('w1');
    expect(input.value).toBe('2024-05-01');
    fireEvent.click(await screen.findByTitle('2024-05-15'));
    expect(defaults).toEqual([['2024-05-15']]);
  });

  it('on a dashboard, picking a day filters the charts by that whole day', async () => {
    const { chartFilter } = renderOnDashboard([widget('w1', 'date', {}, ['2024-05-01'])]);
    await open('w1');
    expect(chartFilter()).toEqual([
      {
        componentId: 'w1',
        fieldId: 'f1',
        operator: 'eq',
        value: ['2024-05-01'],
        dateGrouping: 'date',
      },
    ]);
    fireEvent.click(await screen.findByTitle('2024-05-20'));
    await waitFor(() =>
      expect(chartFilter()).toEqual([
        {
          componentId: 'w1',
          fieldId: 'f1',
          operator: 'eq',
          value: ['2024-05-20'],
          dateGrouping: 'date',
        },
      ]),
    );
  });

  it('clearing the day removes the filter (an empty date value is null, SPEC §5)', async () => {
    const { chartFilter, container } = renderOnDashboard([
      widget('w1', 'date', {}, ['2024-05-01']),
    ]);
    await screen.findByTestId('filter-picker-w1');
    fireEvent.mouseDown(container.querySelector('.ant-picker-clear')!);
    fireEvent.click(container.querySelector('.ant-picker-clear')!);
    await waitFor(() => expect(chartFilter()).toEqual([]));
    expect((screen.getByTestId('filter-picker-w1') as HTMLInputElement).value).toBe('');
  });

  it('with attrs.multiple, each picked day is added to the list (operator in)', async () => {
    const { chartFilter } = renderOnDashboard([
      widget('w1', 'date', { multiple: true }, ['2024-05-01', '2024-05-03']),
    ]);
    expect(await screen.findAllByText(/^2024-05-0[13]$/)).toHaveLength(2);
    const picker = screen.getByTestId('canvas-filter-w1').querySelector('.ant-picker-selector')!;
    fireEvent.mouseDown(picker);
    fireEvent.click(picker);
    fireEvent.click(await screen.findByTitle('2024-05-15'));
    // Several days are applied together when the picker closes, not one request per click.
    expect(chartFilter()).toMatchObject([{ value: ['2024-05-01', '2024-05-03'] }]);
    clickOutside(screen.getByTestId('canvas-filter-w1'));
    await waitFor(() =>
      expect(chartFilter()).toEqual([
        {
          componentId: 'w1',
          fieldId: 'f1',
          operator: 'in',
          value: ['2024-05-01', '2024-05-03', '2024-05-15'],
          dateGrouping: 'date',
        },
      ]),
    );
  });

  it('fills its box, writes in the host font and shows the placeholder as plain text', async () => {
    renderInEditor(widget('w1', 'date', { placeholder: '<b>Pick</b> a day' }));
    const input = (await screen.findByTestId('filter-picker-w1')) as HTMLInputElement;
    expect(input.placeholder).toBe('<b>Pick</b> a day');
    expect(input.style.fontSize).toBe('inherit');
    expect(input.style.fontWeight).toBe('inherit');
    const picker = input.closest<HTMLElement>('.ant-picker')!;
    expect([picker.style.width, picker.style.height, picker.style.fontSize]).toEqual([
      '100%',
      '100%',
      'inherit',
    ]);
    // FilterView gives the box the SPEC §9 font the picker inherits.
    expect(screen.getByTestId('canvas-filter-w1').style.fontSize).toBe('14px');
  });

  it("writes the picker's texts in the app's antd locale (weekday names included)", async () => {
    const zhCN = await loadAntdLocale('zh-CN');
    renderInEditor(widget('w1', 'date', {}, ['2024-05-01']), zhCN);
    const input = await open('w1');
    expect(await screen.findByText('一')).toBeTruthy(); // dayjs zh-cn weekday, loaded with antd's
    expect(screen.getByText('今天')).toBeTruthy();
    expect(input.value).toBe('2024-05-01');
    cleanup();
    renderInEditor(widget('w2', 'date'), zhCN);
    expect(((await screen.findByTestId('filter-picker-w2')) as HTMLInputElement).placeholder).toBe(
      '请选择日期',
    );
  });
});
