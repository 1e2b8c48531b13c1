import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n, initI18n } from '../../i18n';
import { openPicker, pickCell } from '../datePeriod/pickerTestActions';
import { renderInEditor, renderOnDashboard, widget } from '../datePeriod/widgetHarness';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const button = () => screen.getByTestId('filter-confirm-c1');

const dayCondition = (day: string) => [
  { componentId: 'w1', fieldId: 'f1', operator: 'eq', value: [day], dateGrouping: 'date' },
];

describe('ConfirmButtonView', () => {
  it("shows the label, else the placeholder, else a localised 'Confirm'", async () => {
    renderInEditor(widget('c1', 'confirmButton', { label: 'Apply', placeholder: 'Go' }));
    expect((await screen.findByTestId('filter-confirm-c1')).textContent).toBe('Apply');
    cleanup();
    renderInEditor(widget('c1', 'confirmButton', { placeholder: '<i>Go</i>' }));
    expect((await screen.findByTestId('filter-confirm-c1')).textContent).toBe('<i>Go</i>');
    cleanup();
    renderInEditor(widget('c1', 'confirmButton'));
    expect((await screen.findByTestId('filter-confirm-c1')).textContent).toBe('Confirm');
    cleanup();
    await i18n.changeLanguage('zh-TW');
    try {
      renderInEditor(widget('c1', 'confirmButton'));
      // antd spaces two-character Chinese button texts; the text itself is the locale's.
      expect((await screen.findByTestId('filter-confirm-c1')).textContent?.replace(/\s/g, '')).toBe(
        '確定',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('fills its box in the host font', async () => {
    renderInEditor(widget('c1', 'confirmButton'));
    const el = await screen.findByTestId('filter-confirm-c1');
    expect([el.style.height, el.style.fontSize, el.style.fontWeight]).toEqual([
      '100%',
      'inherit',
      'inherit',
    ]);
    expect(el.className).toContain('ant-btn-block');
  });

  it('in the editor a press does nothing (there are no live values to apply)', async () => {
    const { defaults } = renderInEditor(widget('c1', 'confirmButton'));
    fireEvent.click(await screen.findByTestId('filter-confirm-c1'));
    expect(defaults).toEqual([]);
  });

  it('on a dashboard, holds every change until pressed, then applies them (SPEC §2)', async () => {
    const { store, chartFilter } = renderOnDashboard([
      widget('w1', 'date', {}, ['2024-05-01']),
      widget('c1', 'confirmButton'),
    ]);
    await screen.findByTestId('filter-confirm-c1');
    expect(store().getState().hasConfirm).toBe(true);
    expect(chartFilter()).toEqual(dayCondition('2024-05-01'));

    act(() => store().getState().setValue('w1', ['2024-05-09']));
    expect(store().getState().pending).toEqual({ w1: ['2024-05-09'] });
    expect(store().getState().values.w1).toEqual(['2024-05-01']);
    // The widget shows the held day; the chart still asks with the applied one.
    expect((screen.getByTestId('filter-picker-w1') as HTMLInputElement).value).toBe('2024-05-09');
    expect(chartFilter()).toEqual(dayCondition('2024-05-01'));

    fireEvent.click(button());
    await waitFor(() => expect(chartFilter()).toEqual(dayCondition('2024-05-09')));
    expect(store().getState().pending).toEqual({});
  });

  it('a day picked in a widget waits for the button too, and clearing waits as well', async () => {
    const { store, chartFilter } = renderOnDashboard([
      widget('w1', 'date', {}, ['2024-05-01']),
      widget('c1', 'confirmButton', { label: 'Apply' }),
    ]);
    await openPicker('w1');
    await pickCell('2024-05-22');
    await waitFor(() => expect(store().getState().pending).toEqual({ w1: ['2024-05-22'] }));
    expect(chartFilter()).toEqual(dayCondition('2024-05-01'));
    fireEvent.click(button());
    await waitFor(() => expect(chartFilter()).toEqual(dayCondition('2024-05-22')));

    act(() => store().getState().setValue('w1', []));
    expect(chartFilter()).toEqual(dayCondition('2024-05-22'));
    fireEvent.click(button());
    await waitFor(() => expect(chartFilter()).toEqual([]));
  });

  it('without a confirm button a change applies at once', async () => {
    const { store, chartFilter } = renderOnDashboard([widget('w1', 'date', {}, ['2024-05-01'])]);
    await screen.findByTestId('filter-picker-w1');
    act(() => store().getState().setValue('w1', ['2024-05-09']));
    expect(store().getState().pending).toEqual({});
    await waitFor(() => expect(chartFilter()).toEqual(dayCondition('2024-05-09')));
  });
});
