import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import type { DatasetField } from '@tessera/contracts';
import { initI18n } from '../../../i18n';
import * as datasetApi from '../../../api/dataset';
import { FIELDS, field } from '../../../test/datasetFixtures';
import { renderWithProviders } from '../../../test/render';
import { FieldsTab } from './FieldsTab';

vi.mock('../../../api/dataset', () => ({
  listFields: vi.fn(),
  saveField: vi.fn(),
  deleteField: vi.fn(),
  getPreviewData: vi.fn(),
}));
const api = vi.mocked(datasetApi);
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  api.listFields.mockResolvedValue(FIELDS);
  api.saveField.mockImplementation(async (body) =>
    field({
      ...FIELDS.find((item) => item.id === body.id)!,
      ...body,
      id: body.id ?? 'new',
    } as DatasetField),
  );
});
afterEach(cleanup);

/** Opens an antd Select by its test id and clicks the option with this text. */
async function choose(testId: string, label: string) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('input')!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (item) => item.textContent === label && !item.closest('.ant-select-dropdown-hidden'),
    );
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

const expressionError = (message: string, position: number) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: {
      success: false,
      code: 'DATASET_EXPRESSION_INVALID',
      message,
      data: { position, near: ')' },
    },
  });

describe('the fields tab', () => {
  it('saves a text column turned into time with the first date format, then the one chosen', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    await screen.findByTestId('field-type-f1');
    expect(screen.queryByTestId('field-format-f1')).toBeNull();
    await choose('field-type-f1', 'Time');
    await waitFor(() => expect(api.saveField).toHaveBeenCalledTimes(1));
    expect(api.saveField.mock.calls[0]![0]).toEqual({
      id: 'f1',
      tableId: 'd-orders',
      name: 'Order day',
      deType: 1,
      dateFormat: 'yyyy-MM-dd',
      groupType: 'd',
      hidden: false,
    });
    await choose('field-format-f1', 'dd/MM/yyyy');
    await waitFor(() => expect(api.saveField).toHaveBeenCalledTimes(2));
    expect(api.saveField.mock.calls[1]![0]).toMatchObject({
      id: 'f1',
      deType: 1,
      dateFormat: 'dd/MM/yyyy',
    });
  });

  it('saves a new display name, the measure role and hiding', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    const name = await screen.findByTestId('field-name-f2');
    fireEvent.change(name, { target: { value: 'Client ' } });
    fireEvent.blur(name);
    await waitFor(() => expect(api.saveField).toHaveBeenCalledTimes(1));
    expect(api.saveField.mock.calls[0]![0]).toMatchObject({ id: 'f2', name: 'Client' });
    fireEvent.click(screen.getByTestId('field-role-f2'));
    await waitFor(() => expect(api.saveField).toHaveBeenCalledTimes(2));
    expect(api.saveField.mock.calls[1]![0]).toMatchObject({ id: 'f2', groupType: 'q' });
    fireEvent.click(screen.getByTestId('field-hidden-f3'));
    await waitFor(() => expect(api.saveField).toHaveBeenCalledTimes(3));
    expect(api.saveField.mock.calls[2]![0]).toMatchObject({ id: 'f3', hidden: true });
  });

  it('shows fields read-only to someone who may not edit the dataset', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit={false} />);
    expect(await screen.findByText('Order day')).toBeTruthy();
    expect(screen.queryByTestId('field-name-f1')).toBeNull();
    expect(screen.queryByTestId('field-type-f1')).toBeNull();
    expect(screen.queryByTestId('field-add-calc')).toBeNull();
    expect((screen.getByTestId('field-role-f3') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('adding a calculated field', () => {
  it('inserts [id] references by display name at the caret and sends the expression', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    await screen.findByTestId('field-row-f3');
    fireEvent.click(screen.getByTestId('field-add-calc'));
    fireEvent.change(await screen.findByTestId('calc-name'), { target: { value: 'Net' } });
    const area = screen.getByTestId('calc-expression') as HTMLTextAreaElement;
    // The list shows display names; a click puts the field's id reference in the text.
    fireEvent.click(within(screen.getByTestId('calc-field-f3')).getByText('Amount'));
    expect(area.value).toBe('[f3]');
    fireEvent.change(area, { target: { value: '[f3] * 0.9 + ' } });
    area.setSelectionRange(area.value.length, area.value.length);
    fireEvent.select(area);
    fireEvent.click(screen.getByTestId('calc-field-f3'));
    expect(area.value).toBe('[f3] * 0.9 + [f3]');
    expect(screen.getByTestId('calc-readable').textContent).toBe(
      'Reads as: [Amount] * 0.9 + [Amount]',
    );

    fireEvent.click(screen.getByTestId('calc-save'));
    await waitFor(() => expect(api.saveField).toHaveBeenCalledTimes(1));
    expect(api.saveField).toHaveBeenCalledWith(
      {
        tableId: 'd-orders',
        name: 'Net',
        deType: 2,
        groupType: 'q',
        hidden: false,
        expression: '[f3] * 0.9 + [f3]',
      },
      { quiet: true },
    );
  });

  it("shows the server's mistake and its position under the expression", async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    await screen.findByTestId('field-row-f3');
    fireEvent.click(screen.getByTestId('field-add-calc'));
    fireEvent.change(await screen.findByTestId('calc-name'), { target: { value: 'Bad' } });
    fireEvent.change(screen.getByTestId('calc-expression'), { target: { value: 'ROUND([f3], )' } });
    api.saveField.mockRejectedValue(
      expressionError('The expression has a mistake at position 12, near ")"', 12),
    );
    fireEvent.click(screen.getByTestId('calc-save'));
    const error = await screen.findByTestId('calc-error');
    expect(error.textContent).toContain('The expression has a mistake at position 12, near ")"');
    expect(error.querySelector('mark')?.textContent).toBe(')');
    // The dialog stays open with the text as typed.
    expect((screen.getByTestId('calc-expression') as HTMLTextAreaElement).value).toBe(
      'ROUND([f3], )',
    );
  });
});
