import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_UPLOAD_BYTES, type DatasetView, type UploadPreview } from '@tessera/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../i18n';
import {
  chooseOption,
  datasetView,
  TREE,
  UPLOAD_PREVIEW,
} from '../../../test/datasetPartsFixtures';
import { renderWithProviders } from '../../../test/render';
import { UploadDatasetDrawer } from './UploadDatasetDrawer';
import { expectVisible } from '../../../test/visible';
import { answer, installFakeServer } from '../../../test/fakeServer';
import type { FakeAnswer, FakeCall } from '../../../test/fakeHttp';

const UPLOAD = 'POST /dataset/table/excel/upload';
const IMPORT = 'POST /dataset/table/excel/import';
// antd selects and drawers are slow under jsdom on a shared machine; these click through many steps.
vi.setConfig({ testTimeout: 45_000 });

/** A call the test answers when it chooses to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDrawer(target?: { datasetId: string; name: string }) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <UploadDatasetDrawer open groupId="sales" target={target} onClose={onClose} onDone={onDone} />,
  );
  return { onDone, onClose };
}

function drop(name: string, size?: number) {
  const file = new File(['region,amount\nnorth,1\n'], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  const input = screen
    .getByTestId('dsu-drawer')
    .querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
  return file;
}

/** Drops a file and lets the upload answer at once with the preview. */
async function uploadToPreview(preview: UploadPreview = UPLOAD_PREVIEW) {
  server.on(UPLOAD, answer(preview));
  drop('sales 2024.xlsx');
  await screen.findByTestId('dsu-preview');
}

const saved = (patch: Partial<DatasetView>) => datasetView({ kind: 'upload', ...patch });

beforeAll(async () => {
  await initI18n('en');
});
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  server = installFakeServer({ 'POST /dataset/group/tree': answer(TREE) });
});
afterEach(cleanup);

describe('uploading a file into a dataset', () => {
  it('shows the upload progress, then the sheet, the inferred columns and the first rows', async () => {
    renderDrawer();
    const call = deferred<FakeAnswer>();
    server.on(UPLOAD, () => call.promise);
    const file = drop('sales 2024.xlsx');
    // The file went as multipart, in the field `file`.
    await waitFor(() => expect(server.callsTo(UPLOAD)).toHaveLength(1));
    const sent: FakeCall = server.callsTo(UPLOAD)[0]!;
    const part = (sent.body as FormData).get('file') as File;
    expect(part.name).toBe('sales 2024.xlsx');
    expect([part.size, part.type]).toEqual([file.size, file.type]);
    const progress = await screen.findByTestId('dsu-progress');
    expect(progress.dataset.percent).toBe('0');
    // The transport reports bytes sent, as a browser does.
    const report = (share: number) =>
      sent.onUploadProgress?.({
        loaded: share * 100,
        total: 100,
        progress: share,
        bytes: 1,
        lengthComputable: true,
      });
    act(() => report(0.42));
    expect(screen.getByTestId('dsu-progress').dataset.percent).toBe('42');
    expectVisible(within(progress).getByText('42%'));
    expectVisible(within(progress).getByText('Uploading…'));
    act(() => report(1));
    expectVisible(within(progress).getByText('Uploaded, reading the file…'));

    await act(async () => call.resolve({ data: UPLOAD_PREVIEW }));
    expect(screen.queryByTestId('dsu-progress')).toBeNull();
    expect(screen.getByTestId('dsu-sheet').textContent).toBe('Sheet: Q1');
    expect(screen.getByTestId('dsu-row-count').textContent).toBe('1,200 rows');
    const columns = screen.getByTestId('dsu-columns');
    expectVisible(within(columns).getByText('region'));
    expectVisible(within(columns).getByText('amount'));
    expectVisible(within(columns).getByText('day'));
    expect(screen.getByTestId<HTMLInputElement>('dsu-name').value).toBe('sales 2024');
  });

  it('shows formula-like and markup cells exactly as typed, inert', async () => {
    renderDrawer();
    await uploadToPreview();
    const rows = screen.getByTestId('dsu-rows');
    expectVisible(within(rows).getByText('=1+1'));
    expectVisible(within(rows).getByText('@x'));
    expectVisible(within(rows).getByText('<img src=x onerror="window.__pwned=1">'));
    expect(rows.querySelector('img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expectVisible(within(rows).getByText('NULL'));
  });

  it('sends the column type the user corrected, the name and the folder in the import body', async () => {
    const { onDone } = renderDrawer();
    await uploadToPreview();
    await chooseOption(screen.getByTestId('dsu-type-1'), 'Number');
    expectVisible(within(screen.getByTestId('dsu-column-1')).getByText('changed'));
    fireEvent.change(screen.getByTestId('dsu-name'), { target: { value: '  Q1 sales ' } });
    server.on(IMPORT, answer(saved({ id: 'new-upload' })));
    fireEvent.click(screen.getByTestId('dsu-import'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('new-upload'));
    expect(server.callsTo(IMPORT).map((call) => call.body)).toEqual([
      {
        uploadId: UPLOAD_PREVIEW.uploadId,
        name: 'Q1 sales',
        groupId: 'sales',
        fields: [
          { name: 'region', deType: 0 },
          { name: 'amount', deType: 2 },
          { name: 'day', deType: 1 },
        ],
      },
    ]);
  });

  it('appends to an existing upload dataset without asking for a name', async () => {
    const { onDone } = renderDrawer({ datasetId: 'up-1', name: 'Q1 sales' });
    await uploadToPreview();
    expect(screen.queryByTestId('dsu-name')).toBeNull();
    expect(screen.getByTestId('dsu-target').textContent).toContain('Q1 sales');
    fireEvent.click(screen.getByTestId('dsu-mode-append'));
    server.on(IMPORT, answer(saved({ id: 'up-1' })));
    fireEvent.click(screen.getByTestId('dsu-import'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('up-1'));
    expect(server.callsTo(IMPORT)[0]?.body).toEqual({
      uploadId: UPLOAD_PREVIEW.uploadId,
      fields: UPLOAD_PREVIEW.fields,
      target: { datasetId: 'up-1', mode: 'append' },
    });
  });

  it('cancels a running upload when the drawer closes', async () => {
    let signal: AbortSignal | undefined;
    // The server never finishes reading the file.
    server.on(UPLOAD, (call) => {
      signal = call.signal;
      return new Promise(() => undefined);
    });
    const drawer = (open: boolean) => (
      <UploadDatasetDrawer open={open} groupId={null} onClose={vi.fn()} onDone={vi.fn()} />
    );
    const { rerender, client } = renderWithProviders(drawer(true));
    drop('sales.csv');
    await screen.findByTestId('dsu-progress');
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    rerender(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{drawer(false)}</I18nextProvider>
      </QueryClientProvider>,
    );
    expect(signal?.aborted).toBe(true);
  });

  it('refuses an unsupported or oversized file before sending a byte', async () => {
    renderDrawer();
    drop('notes.txt');
    expect((await screen.findByTestId('dsu-refused')).textContent).toBe(
      '“notes.txt” was not sent: only .csv and .xlsx files can be uploaded',
    );
    drop('huge.csv', MAX_UPLOAD_BYTES + 1);
    expect((await screen.findByTestId('dsu-refused')).textContent).toBe(
      '“huge.csv” was not sent: the file is larger than 200 MB',
    );
    expect(server.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('keeps the preview and shows the server’s message naming the bad row and column, with a spinner meanwhile', async () => {
    const { onDone } = renderDrawer();
    await uploadToPreview();
    const call = deferred<FakeAnswer>();
    server.on(IMPORT, () => call.promise);
    fireEvent.click(screen.getByTestId('dsu-import'));
    expectVisible(await screen.findByText('Importing…'));
    await act(async () =>
      call.resolve({
        status: 400,
        code: 'DATASET_UPLOAD_INVALID',
        message: 'Row 12, column amount: not a number',
      }),
    );
    const alert = await screen.findByTestId('dsu-import-error');
    expectVisible(within(alert).getByText('Row 12, column amount: not a number'));
    expect(screen.queryByText('Importing…')).toBeNull();
    expectVisible(screen.getByTestId('dsu-columns'));
    expect(onDone).not.toHaveBeenCalled();
    // Shown in place, not toasted as well.
    expect(server.errors).toEqual([]);
  });
});
