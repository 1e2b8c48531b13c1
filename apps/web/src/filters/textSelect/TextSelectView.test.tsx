import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldValuesRequest } from '@tessera/contracts';
import { initI18n } from '../../i18n';
import { installFakeHttp, type FakeCall } from '../../test/fakeHttp';
import { filterWidget, renderFilterWidget } from '../../test/filterWidget';
import { FIELD_VALUES_PAGE } from '../common/useFieldValues';
import { textSelectMeta } from './index';

/** The server's distinct values of the field: 150 regions, searched and paged there. */
const REGIONS = Array.from({ length: 150 }, (_, i) => `Region ${String(i).padStart(3, '0')}`);
let server: { calls: FakeCall[] };
vi.setConfig({ testTimeout: 20_000 });
const valueCalls = () =>
  server.calls
    .filter((call) => call.url === '/dataset/field/multFieldValues')
    .map((call) => call.body as FieldValuesRequest);

beforeAll(() => initI18n('en'));
beforeEach(() => {
  server = installFakeHttp(({ body }) => {
    const { keyword = '', limit = 100, offset = 0 } = body as FieldValuesRequest;
    const found = REGIONS.filter((r) => r.includes(keyword));
    return { data: found.slice(offset, offset + limit) };
  });
});
afterEach(cleanup);

const control = () => screen.getByTestId('filter-select-w-textSelect');
const open = () => fireEvent.mouseDown(control().querySelector('input')!);
const visibleOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option')]
    .filter((item) => !item.closest('.ant-select-dropdown-hidden'))
    .map((item) => item.textContent);

async function choose(label: string) {
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (item) => item.textContent === label && !item.closest('.ant-select-dropdown-hidden'),
    );
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

describe('the text select', () => {
  it('lists the values the server sends for its field and dashboard, a page at a time', async () => {
    const widget = filterWidget('textSelect', { fieldId: 'f-region', placeholder: 'Region' });
    const { onChange } = renderFilterWidget(textSelectMeta, widget, { panelId: 'p-1' });
    expect(control().textContent).toContain('Region');
    open();
    await waitFor(() => expect(visibleOptions()).toContain('Region 000'), { timeout: 5_000 });
    expect(valueCalls()).toEqual([
      { fieldIds: ['f-region'], limit: FIELD_VALUES_PAGE, offset: 0, panelId: 'p-1' },
    ]);

    fireEvent.click(await screen.findByTestId('filter-load-more'));
    await waitFor(() => expect(valueCalls()).toHaveLength(2), { timeout: 5_000 });
    expect(valueCalls()[1]).toEqual({
      fieldIds: ['f-region'],
      limit: 100,
      offset: 100,
      panelId: 'p-1',
    });
    // The last page was short: nothing more to ask.
    await waitFor(() => expect(screen.queryByTestId('filter-load-more')).toBeNull());

    await choose('Region 001');
    expect(onChange).toHaveBeenLastCalledWith(['Region 001']);
  });

  it('sends what the user types to the server, once they stop typing', async () => {
    const widget = filterWidget('textSelect', { fieldId: 'f-region' });
    renderFilterWidget(textSelectMeta, widget, { panelId: 'p-1' });
    open();
    await waitFor(() => expect(valueCalls()).toHaveLength(1));
    const search = control().querySelector('input')!;
    fireEvent.change(search, { target: { value: 'Region 1' } });
    fireEvent.change(search, { target: { value: 'Region 14' } });
    await waitFor(() => expect(visibleOptions()).toEqual(REGIONS.slice(140, 150)));
    // Only the settled text went to the server, not each key.
    expect(valueCalls().slice(1)).toEqual([
      { fieldIds: ['f-region'], keyword: 'Region 14', limit: 100, offset: 0, panelId: 'p-1' },
    ]);
    expect(screen.queryByTestId('filter-load-more')).toBeNull();
  });

  it('reports the chosen list when multiple', async () => {
    const widget = filterWidget('textSelect', { fieldId: 'f-region', multiple: true });
    const { onChange } = renderFilterWidget(textSelectMeta, widget, { value: ['Region 005'] });
    open();
    // The chosen default shows as chosen (tags collapse in jsdom, which has no widths).
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option-selected')].map(
          (item) => item.textContent,
        ),
      ).toEqual(['Region 005']),
    );
    await choose('Region 002');
    expect(onChange).toHaveBeenLastCalledWith(['Region 005', 'Region 002']);
  });

  it('without a field: empty, disabled, showing the placeholder, asking nothing', async () => {
    const widget = filterWidget('textSelect', { placeholder: 'Choose a region' });
    renderFilterWidget(textSelectMeta, widget, { mode: 'edit', panelId: 'p-1' });
    expect(control().querySelector('.ant-select-disabled')).toBeTruthy();
    expect(control().textContent).toBe('Choose a region');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.calls).toEqual([]);
  });
});
