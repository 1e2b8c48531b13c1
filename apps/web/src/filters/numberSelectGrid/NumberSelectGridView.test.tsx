import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FieldValuesRequest } from '@tessera/contracts';
import { initI18n } from '../../i18n';
import { installFakeHttp, type FakeCall } from '../../test/fakeHttp';
import { filterWidget, renderFilterWidget } from '../../test/filterWidget';
import { numberSelectGridMeta } from './index';

/** 130 distinct numbers on the server: two pages. */
const NUMBERS = Array.from({ length: 130 }, (_, i) => i * 10);
let server: { calls: FakeCall[] };
// Two pages of antd checkboxes take seconds to draw in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => initI18n('en'));
beforeEach(() => {
  server = installFakeHttp(({ body }) => {
    const { limit = 100, offset = 0 } = body as FieldValuesRequest;
    return { data: NUMBERS.slice(offset, offset + limit) };
  });
});
afterEach(cleanup);

const grid = () => screen.getByTestId('filter-grid-w-numberSelectGrid');
const item = (label: string) =>
  within(grid()).getByText(label).closest('label')!.querySelector('input')!;

describe('the number list (grid select)', () => {
  it('loads the next page on "load more", and All selects every loaded number', async () => {
    const widget = filterWidget('numberSelectGrid', { fieldId: 'f-qty', multiple: true });
    const { onChange } = renderFilterWidget(numberSelectGridMeta, widget, { panelId: 'p-2' });
    await within(grid()).findByText('990', {}, { timeout: 5_000 });
    expect(within(grid()).queryByText('1000')).toBeNull();

    fireEvent.click(screen.getByTestId('filter-load-more'));
    await within(grid()).findByText('1290', {}, { timeout: 5_000 });
    expect(server.calls.map((call) => call.body)).toEqual([
      { fieldIds: ['f-qty'], limit: 100, offset: 0, panelId: 'p-2' },
      { fieldIds: ['f-qty'], limit: 100, offset: 100, panelId: 'p-2' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('filter-load-more')).toBeNull());

    fireEvent.click(screen.getByTestId('filter-grid-all'));
    expect(onChange).toHaveBeenLastCalledWith(NUMBERS);
  });

  it('reports numbers as numbers', async () => {
    const widget = filterWidget('numberSelectGrid', { fieldId: 'f-qty', multiple: true });
    const { onChange } = renderFilterWidget(numberSelectGridMeta, widget, { value: [20] });
    await within(grid()).findByText('30');
    expect(item('20').checked).toBe(true);
    fireEvent.click(item('30'));
    expect(onChange).toHaveBeenLastCalledWith([20, 30]);
  });
});
