import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import {
  CompletionContext,
  type CompletionResult,
  type CompletionSource,
} from '@codemirror/autocomplete';
import { initI18n } from '../../../i18n';
import { SOURCE, TABLES, TREE, datasetView } from '../../../test/datasetFixtures';
import { renderWithProviders } from '../../../test/render';
import { TYPES } from '../../../test/datasourceFixtures';
import { SqlDatasetDrawer } from './SqlDatasetDrawer';
import { expectVisible } from '../../../test/visible';
import { answer, installFakeServer, type FakeRoute } from '../../../test/fakeServer';

const PREVIEW = 'POST /dataset/table/sqlPreview';
const COLUMNS = 'POST /datasource/getColumns/ds-pg';
vi.setConfig({ testTimeout: 20_000 });

// CodeMirror measures text with ranges, which jsdom does not lay out.
beforeAll(async () => {
  const empty = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects = empty as unknown as Range['getClientRects'];
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  await initI18n('en');
});

const EDIT = datasetView({
  id: 'd-top',
  name: 'Top customers',
  kind: 'sql',
  info: { kind: 'sql', sql: 'SELECT name, total FROM customers' },
});

/** The real CodeMirror view inside the drawer, once its lazy chunk has loaded. */
async function editor(): Promise<EditorView> {
  const host = await screen.findByTestId('sql-editor', {}, { timeout: 10_000 });
  const view = await waitFor(() => {
    const found = EditorView.findFromDOM(host.querySelector('.cm-editor') as HTMLElement);
    expect(found).toBeTruthy();
    return found!;
  });
  return view;
}

const type = (view: EditorView, text: string) =>
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));

/** The server's refusal of a statement. */
const refusal =
  (message: string): FakeRoute =>
  () => ({ status: 400, code: 'DATASET_SQL_REFUSED', message });

let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({
    'POST /dataset/group/tree': answer(TREE),
    'POST /datasource/list': answer([SOURCE]),
    'POST /datasource/getTables/ds-pg': answer(TABLES),
    'GET /datasource/types': answer(TYPES),
    [COLUMNS]: answer([{ name: 'total', deType: 2, nativeType: 'NUMERIC' }]),
  });
});
afterEach(cleanup);

describe('the SQL dataset editor', () => {
  it('runs the SQL and shows the columns with their type icons and the first rows', async () => {
    renderWithProviders(
      <SqlDatasetDrawer groupId={null} editing={EDIT} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    const view = await editor();
    // The stored SQL is back in the editor.
    expect(view.state.doc.toString()).toBe('SELECT name, total FROM customers');
    server.on(
      PREVIEW,
      answer({
        fields: [
          { name: 'name', deType: 0, nativeType: 'TEXT' },
          { name: 'total', deType: 2, nativeType: 'NUMERIC' },
        ],
        data: [
          ['Ada', 120.5],
          ['=HYPERLINK("x")', null],
        ],
      }),
    );
    fireEvent.click(screen.getByTestId('sql-run'));
    const grid = await screen.findByTestId('sql-grid');
    const [run] = server.callsTo(PREVIEW);
    expect(run?.body).toEqual({ dataSourceId: 'ds-pg', sql: 'SELECT name, total FROM customers' });
    expect(run?.signal).toBeInstanceOf(AbortSignal);
    expect(
      within(grid).getByTestId('grid-col-name').querySelector('[data-detype="0"]'),
    ).toBeTruthy();
    expect(
      within(grid).getByTestId('grid-col-total').querySelector('[data-detype="2"]'),
    ).toBeTruthy();
    expectVisible(within(grid).getByText('Ada'));
    expectVisible(within(grid).getByText('=HYPERLINK("x")'));
    expectVisible(screen.getByText('2 columns · first 2 rows'));
  });

  it("shows the server's refusal under the editor, and Ctrl-Enter runs again", async () => {
    renderWithProviders(
      <SqlDatasetDrawer groupId={null} editing={EDIT} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    const view = await editor();
    await type(view, 'DELETE FROM customers');
    server.on(PREVIEW, refusal('Only one read-only SELECT statement is allowed (DELETE)'));
    fireEvent.click(screen.getByTestId('sql-run'));
    const error = await screen.findByTestId('sql-error');
    expect(error.textContent).toContain('Only one read-only SELECT statement is allowed (DELETE)');
    // Shown under the editor only, not toasted as well.
    expect(server.errors).toEqual([]);

    server.on(
      PREVIEW,
      answer({ fields: [{ name: 'n', deType: 2, nativeType: 'INT' }], data: [[1]] }),
    );
    await type(view, 'SELECT 1 AS n');
    fireEvent.keyDown(view.contentDOM, { key: 'Enter', code: 'Enter', keyCode: 13, ctrlKey: true });
    expectVisible(await screen.findByTestId('sql-grid'));
    expect(screen.queryByTestId('sql-error')).toBeNull();
    const last = server.callsTo(PREVIEW).at(-1);
    expect(last?.body).toEqual({ dataSourceId: 'ds-pg', sql: 'SELECT 1 AS n' });
    expect(last?.signal).toBeInstanceOf(AbortSignal);
  });

  it('completes the columns of the tables the SQL names, asking only for those', async () => {
    renderWithProviders(
      <SqlDatasetDrawer groupId={null} editing={EDIT} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    const view = await editor();
    await waitFor(() => expect(server.callsTo(COLUMNS)).toHaveLength(1), { timeout: 3_000 });
    expect(server.callsTo(COLUMNS)[0]?.body).toEqual({ schema: 'public', table: 'customers' });
    expect(server.callsTo(COLUMNS)[0]?.signal).toBeInstanceOf(AbortSignal);
    await type(view, 'SELECT name, total FROM customers WHERE to');
    // What the editor's own completion sources offer at the end of the text (the popup shows
    // the same list).
    const labels = async () => {
      const context = new CompletionContext(view.state, view.state.doc.length, true);
      const sourcesAt = view.state.languageDataAt<CompletionSource>('autocomplete', context.pos);
      const results = await Promise.all(sourcesAt.map((source) => source(context)));
      return results
        .filter((result): result is CompletionResult => result !== null)
        .flatMap((result) => result.options.map((option) => option.label));
    };
    await waitFor(async () => expect(await labels()).toContain('total'), { timeout: 3_000 });
    // Tables of the source complete too, and the columns of unnamed tables are never asked for.
    expect(await labels()).toContain('orders');
    expect(
      server.calls.filter((call) => call.url.startsWith('/datasource/getColumns/')),
    ).toHaveLength(1);
  });

  it('saves an edit with /dataset/table/update and the SQL as typed', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <SqlDatasetDrawer groupId="f-sales" editing={EDIT} onClose={vi.fn()} onSaved={onSaved} />,
    );
    const view = await editor();
    await type(view, 'SELECT name FROM customers');
    server.on('POST /dataset/table/update', answer(EDIT));
    fireEvent.click(screen.getByTestId('sql-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.callsTo('POST /dataset/table/add')).toHaveLength(0);
    expect(server.callsTo('POST /dataset/table/update').map((call) => call.body)).toEqual([
      {
        id: 'd-top',
        name: 'Top customers',
        groupId: 'f-sales',
        mode: 'direct',
        info: { kind: 'sql', sql: 'SELECT name FROM customers' },
      },
    ]);
  });
});
