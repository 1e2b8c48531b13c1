import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import type { DatasetField } from '@tessera/contracts';
import { initI18n } from '../../../i18n';
import { FIELDS, field } from '../../../test/datasetFixtures';
import { renderWithProviders } from '../../../test/render';
import { FieldsTab } from './FieldsTab';
import { expectVisible } from '../../../test/visible';
import { answer, installFakeServer, type FakeRoute } from '../../../test/fakeServer';

// The expression box loads CodeMirror lazily; on a busy 2-core machine that takes a while.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await initI18n('en');
});
const LIST = 'POST /dataset/field/list/d-orders';
const SAVE = 'POST /dataset/field/save';
/** The server stores the field as sent and answers it back. */
const stored: FakeRoute = (call) => {
  const body = call.body as Partial<DatasetField>;
  return {
    data: field({
      ...FIELDS.find((item) => item.id === body.id)!,
      ...body,
      id: body.id ?? 'new',
    } as DatasetField),
  };
};
/** The bodies of the field saves that reached the server, in order. */
const saves = () => server.callsTo(SAVE).map((call) => call.body);

let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({ [LIST]: answer(FIELDS), [SAVE]: stored });
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

/** The server's refusal of an expression, with where it went wrong in the stored text. */
const expressionError =
  (message: string, position: number): FakeRoute =>
  () => ({
    status: 400,
    code: 'DATASET_EXPRESSION_INVALID',
    message,
    data: { position, near: ')' },
  });

describe('the fields tab', () => {
  it('saves a text column turned into time with the first date format, then the one chosen', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    await screen.findByTestId('field-type-f1');
    expect(screen.queryByTestId('field-format-f1')).toBeNull();
    await choose('field-type-f1', 'Time');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      id: 'f1',
      tableId: 'd-orders',
      name: 'Order day',
      deType: 1,
      dateFormat: 'yyyy-MM-dd',
      groupType: 'd',
      hidden: false,
    });
    await choose('field-format-f1', 'dd/MM/yyyy');
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toMatchObject({
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
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ id: 'f2', name: 'Client' });
    fireEvent.click(screen.getByTestId('field-role-f2'));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toMatchObject({ id: 'f2', groupType: 'q' });
    fireEvent.click(screen.getByTestId('field-hidden-f3'));
    await waitFor(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]).toMatchObject({ id: 'f3', hidden: true });
  });

  it('shows fields read-only to someone who may not edit the dataset', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit={false} />);
    expectVisible(await screen.findByText('Order day'));
    expect(screen.queryByTestId('field-name-f1')).toBeNull();
    expect(screen.queryByTestId('field-type-f1')).toBeNull();
    expect(screen.queryByTestId('field-add-calc')).toBeNull();
    expect((screen.getByTestId('field-role-f3') as HTMLButtonElement).disabled).toBe(true);
  });
});

/** The real CodeMirror view of the expression box, once its lazy chunk has loaded. */
async function expressionBox(): Promise<EditorView> {
  const host = await screen.findByTestId('calc-expression', {}, { timeout: 10_000 });
  return waitFor(() => {
    const found = EditorView.findFromDOM(host.querySelector('.cm-editor') as HTMLElement);
    expect(found).toBeTruthy();
    return found!;
  });
}

/** Replaces the box's text and puts the caret at its end, as typing would. */
const typeInto = (view: EditorView, text: string) =>
  act(() =>
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: text },
      selection: { anchor: text.length },
    }),
  );

/** The server's refusal of a change that breaks calculated fields, naming them. */
const dependantsError = () => ({
  status: 409,
  code: 'DATASET_FIELD_DEPENDANTS',
  message: 'Calculated fields use this field',
  data: { dependants: [{ id: 'c1', name: 'Net' }] },
});

const NET = field({
  id: 'c1',
  name: 'Net',
  kind: 'calculated',
  expression: '[f3] * 0.9',
  originName: '',
  deType: 2,
  groupType: 'q',
  sort: 3,
});

describe('adding a calculated field', () => {
  it('shows field names in the box, inserts them at the caret and sends ids', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    await screen.findByTestId('field-row-f3');
    fireEvent.click(screen.getByTestId('field-add-calc'));
    fireEvent.change(await screen.findByTestId('calc-name'), { target: { value: 'Net' } });
    const box = await expressionBox();
    // The list shows display names; a click puts the field's reference, by name, at the caret.
    fireEvent.click(within(screen.getByTestId('calc-field-f3')).getByText('Amount'));
    expect(box.state.doc.toString()).toBe('[Amount]');
    typeInto(box, '[Amount] * 0.9 + ');
    fireEvent.click(screen.getByTestId('calc-field-f3'));
    expect(box.state.doc.toString()).toBe('[Amount] * 0.9 + [Amount]');

    fireEvent.click(screen.getByTestId('calc-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      tableId: 'd-orders',
      name: 'Net',
      deType: 2,
      groupType: 'q',
      hidden: false,
      expression: '[f3] * 0.9 + [f3]',
    });
  });

  it("shows the server's mistake under the box and marks its spot in the text on screen", async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    await screen.findByTestId('field-row-f3');
    fireEvent.click(screen.getByTestId('field-add-calc'));
    fireEvent.change(await screen.findByTestId('calc-name'), { target: { value: 'Bad' } });
    const box = await expressionBox();
    typeInto(box, 'ROUND([Amount], )');
    // The server reads 'ROUND([f3], )': its ")" is at 12 there, at 16 on screen.
    server.on(SAVE, expressionError('The expression has a mistake at position 13, near ")"', 12));
    fireEvent.click(screen.getByTestId('calc-save'));
    const error = await screen.findByTestId('calc-error', {}, { timeout: 15_000 });
    // Counted in the text on screen, not the stored one.
    expect(error.textContent).toContain('The expression has a mistake at position 17');
    expect(error.querySelector('mark')?.textContent).toBe(')');
    await waitFor(() => expect(box.dom.querySelector('.cm-expr-mistake')?.textContent).toBe(')'));
    // The dialog stays open with the text as typed.
    expect(box.state.doc.toString()).toBe('ROUND([Amount], )');
    // The save asked for no toast: the mistake shows under the box only.
    expect(server.errors).toEqual([]);
  });

  it('marks the end of the text for a mistake at the end: `[Amount] /`', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    await screen.findByTestId('field-row-f3');
    fireEvent.click(screen.getByTestId('field-add-calc'));
    fireEvent.change(await screen.findByTestId('calc-name'), { target: { value: 'Half' } });
    const box = await expressionBox();
    typeInto(box, '[Amount] /');
    server.on(SAVE, expressionError('Unexpected end', '[f3] /'.length));
    fireEvent.click(screen.getByTestId('calc-save'));
    expect(
      (await screen.findByTestId('calc-error', {}, { timeout: 15_000 })).textContent,
    ).toContain('The expression has a mistake at the end');
    await waitFor(() => expect(box.dom.querySelector('.cm-expr-mistake-end')).toBeTruthy());
  });
});

describe('a saved calculated field', () => {
  beforeEach(() => server.on(LIST, answer([...FIELDS, NET])));

  it('reads with names in the list, opens for editing and saves its changes', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    expect((await screen.findByTestId('field-expression-c1')).textContent).toBe('[Amount] * 0.9');
    fireEvent.click(screen.getByTestId('field-edit-c1'));
    const box = await expressionBox();
    expect(box.state.doc.toString()).toBe('[Amount] * 0.9');
    // It is not offered as a reference to itself.
    expect(screen.queryByTestId('calc-field-c1')).toBeNull();
    typeInto(box, '[Amount] * 0.8');
    fireEvent.click(screen.getByTestId('calc-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      id: 'c1',
      name: 'Net',
      expression: '[f3] * 0.8',
    });
  });

  it('asks before a type change that breaks it, and sends the change again once confirmed', async () => {
    renderWithProviders(<FieldsTab datasetId="d-orders" canEdit />);
    await screen.findByTestId('field-type-f3');
    // The first save is refused; the confirmed one is stored.
    server.on(SAVE, (call) => (saves().length === 1 ? dependantsError() : stored(call)));
    await choose('field-type-f3', 'Text');
    const list = await screen.findByTestId('field-dependants');
    expect(list.textContent).toContain('Net');
    fireEvent.click(screen.getByTestId('field-dependants-ok'));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[0]).toMatchObject({ id: 'f3', deType: 0 });
    expect(saves()[0]).not.toHaveProperty('confirm');
    expect(saves()[1]).toMatchObject({ id: 'f3', deType: 0, confirm: true });
  });
});
