import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldValuesRequest } from '@tessera/contracts';
import { initI18n } from '../../i18n';
import { installFakeHttp, type FakeCall } from '../../test/fakeHttp';
import { filterWidget, renderFilterWidget } from '../../test/filterWidget';
import { numberSelectMeta } from './index';

let server: { calls: FakeCall[] };

beforeAll(() => initI18n('en'));
beforeEach(() => {
  // A number field's distinct values, as the server sends them: numbers.
  server = installFakeHttp(({ body }) => {
    const { keyword = '' } = body as FieldValuesRequest;
    return { data: [10, 20, 25, 200].filter((v) => String(v).includes(keyword)) };
  });
});
afterEach(cleanup);

const control = () => screen.getByTestId('filter-select-w-numberSelect');

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

describe('the number select', () => {
  it('reports the chosen value as a number', async () => {
    const widget = filterWidget('numberSelect', { fieldId: 'f-amount' });
    const { onChange } = renderFilterWidget(numberSelectMeta, widget, { panelId: 'p-9' });
    fireEvent.mouseDown(control().querySelector('input')!);
    await choose('25');
    expect(onChange).toHaveBeenLastCalledWith([25]);
    expect(server.calls[0]!.body).toEqual({
      fieldIds: ['f-amount'],
      limit: 100,
      offset: 0,
      panelId: 'p-9',
    });
    // Fewer than a page came back: no "load more".
    expect(screen.queryByTestId('filter-load-more')).toBeNull();
  });

  it('searches on the server and adds to the chosen numbers', async () => {
    const widget = filterWidget('numberSelect', { fieldId: 'f-amount', multiple: true });
    const { onChange } = renderFilterWidget(numberSelectMeta, widget, { value: [10] });
    fireEvent.mouseDown(control().querySelector('input')!);
    fireEvent.change(control().querySelector('input')!, { target: { value: '2' } });
    await waitFor(() =>
      expect(server.calls.map((call) => (call.body as FieldValuesRequest).keyword)).toContain('2'),
    );
    await choose('200');
    expect(onChange).toHaveBeenLastCalledWith([10, 200]);
  });
});
