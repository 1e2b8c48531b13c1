import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { clickOutside, openPicker, pickCell } from '../datePeriod/pickerTestActions';
import { renderInEditor, renderOnDashboard, widget } from '../datePeriod/widgetHarness';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const yearCondition = (operator: 'eq' | 'in', value: string[]) => [
  { componentId: 'w1', fieldId: 'f1', operator, value, dateGrouping: 'year' },
];

describe('YearView', () => {
  it('in the editor, picking a year sets the default value', async () => {
    const { defaults } = renderInEditor(widget('w1', 'year', {}, ['2024']));
    await openPicker('w1');
    await pickCell('2026');
    expect(defaults).toEqual([['2026']]);
  });

  it('on a dashboard, picking a year filters the charts by that year', async () => {
    const { chartFilter } = renderOnDashboard([widget('w1', 'year', {}, ['2024'])]);
    const host = await openPicker('w1');
    expect(host.querySelector('input')!.value).toBe('2024');
    await pickCell('2022');
    await waitFor(() => expect(chartFilter()).toEqual(yearCondition('eq', ['2022'])));
  });

  it('with attrs.multiple, picked years are applied together when the picker closes', async () => {
    const { chartFilter } = renderOnDashboard([widget('w1', 'year', { multiple: true }, ['2024'])]);
    const host = await openPicker('w1');
    await pickCell('2021');
    clickOutside(host);
    // antd keeps a multiple choice in calendar order.
    await waitFor(() => expect(chartFilter()).toEqual(yearCondition('in', ['2021', '2024'])));
  });

  it('an empty widget asks with no filter and shows its placeholder', async () => {
    const { chartFilter } = renderOnDashboard([widget('w1', 'year', { placeholder: 'Year' })]);
    const host = await screen.findByTestId('canvas-filter-w1');
    expect(host.querySelector('input')!.placeholder).toBe('Year');
    expect(chartFilter()).toEqual([]);
  });
});
