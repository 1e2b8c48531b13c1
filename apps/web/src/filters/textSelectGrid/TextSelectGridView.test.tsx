import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GRID_ALL_NODE_ID, type FieldValuesRequest } from '@tessera/contracts';
import { initI18n } from '../../i18n';
import { installFakeHttp, type FakeCall } from '../../test/fakeHttp';
import { filterWidget, renderFilterWidget } from '../../test/filterWidget';
import { textSelectGridMeta } from './index';

const REGIONS = ['North', 'South', 'East'];
let server: { calls: FakeCall[] };

beforeAll(() => initI18n('en'));
beforeEach(() => {
  server = installFakeHttp(({ body }) => {
    const { keyword = '' } = body as FieldValuesRequest;
    return { data: REGIONS.filter((r) => r.toLowerCase().includes(keyword.toLowerCase())) };
  });
});
afterEach(cleanup);

const grid = () => screen.getByTestId('filter-grid-w-textSelectGrid');
const item = (label: string) =>
  within(grid()).getByText(label).closest('label')!.querySelector('input')!;
/** The 'All' node's checkbox input (antd puts the test id on the input). */
const allNode = () => screen.getByTestId('filter-grid-all') as HTMLInputElement;
const allState = () => {
  const box = allNode().closest('.ant-checkbox')!;
  if (box.className.includes('ant-checkbox-indeterminate')) return 'indeterminate';
  return box.className.includes('ant-checkbox-checked') ? 'checked' : 'unchecked';
};

describe('the text list (grid select)', () => {
  it("keeps its 'All' node in step with the values (SPEC §4)", async () => {
    const widget = filterWidget('textSelectGrid', { fieldId: 'f-region', multiple: true });
    const { onChange } = renderFilterWidget(textSelectGridMeta, widget, { panelId: 'p-1' });
    await within(grid()).findByText('South');
    expect(server.calls[0]!.body).toEqual({
      fieldIds: ['f-region'],
      limit: 100,
      offset: 0,
      panelId: 'p-1',
    });
    expect(allNode().getAttribute('data-node-id')).toBe(String(GRID_ALL_NODE_ID));
    expect(allState()).toBe('unchecked');

    fireEvent.click(item('South'));
    expect(onChange).toHaveBeenLastCalledWith(['South']);
    expect(allState()).toBe('indeterminate');

    fireEvent.click(allNode());
    expect(onChange).toHaveBeenLastCalledWith(['South', 'North', 'East']);
    expect(allState()).toBe('checked');

    fireEvent.click(item('North'));
    expect(onChange).toHaveBeenLastCalledWith(['South', 'East']);
    expect(allState()).toBe('indeterminate');

    fireEvent.click(item('South'));
    fireEvent.click(item('East'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(allState()).toBe('unchecked');

    fireEvent.click(allNode());
    fireEvent.click(allNode());
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('is radio-like when single: one value, no All node', async () => {
    const widget = filterWidget('textSelectGrid', { fieldId: 'f-region' });
    const { onChange } = renderFilterWidget(textSelectGridMeta, widget, { value: ['North'] });
    await within(grid()).findByText('South');
    expect(screen.queryByTestId('filter-grid-all')).toBeNull();
    expect(item('North').checked).toBe(true);
    fireEvent.click(item('East'));
    expect(onChange).toHaveBeenLastCalledWith(['East']);
    expect(item('North').checked).toBe(false);
    fireEvent.click(item('East'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('searches on the server as the user types', async () => {
    const widget = filterWidget('textSelectGrid', { fieldId: 'f-region', multiple: true });
    renderFilterWidget(textSelectGridMeta, widget, { panelId: 'p-1' });
    await within(grid()).findByText('South');
    fireEvent.change(screen.getByTestId('filter-grid-search'), { target: { value: ' th ' } });
    await waitFor(() => expect(within(grid()).queryByText('East')).toBeNull());
    expect(within(grid()).getByText('North')).toBeTruthy();
    expect(server.calls.at(-1)!.body).toEqual({
      fieldIds: ['f-region'],
      keyword: 'th',
      limit: 100,
      offset: 0,
      panelId: 'p-1',
    });
  });

  it('without a field: an empty, disabled list showing the placeholder', async () => {
    const widget = filterWidget('textSelectGrid', { placeholder: 'Regions', multiple: true });
    renderFilterWidget(textSelectGridMeta, widget, { mode: 'edit' });
    const search = screen.getByTestId('filter-grid-search') as HTMLInputElement;
    expect(search.disabled).toBe(true);
    expect(search.placeholder).toBe('Regions');
    expect(grid().querySelectorAll('.ant-checkbox')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(server.calls).toEqual([]);
  });
});
