import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../i18n';
import { useSession } from '../../store/session';
import * as datasetApi from '../../api/dataset';
import * as datasourceApi from '../../api/datasource';
import {
  FIELDS,
  MANAGER,
  MEMBER,
  SOURCE,
  TREE,
  datasetView,
  rows,
  user,
} from '../../test/datasetFixtures';
import { renderWithProviders } from '../../test/render';
import DatasetPage from './DatasetPage';

vi.mock('../../api/dataset', () => ({
  datasetTree: vi.fn(),
  saveDatasetGroup: vi.fn(),
  deleteDatasetGroup: vi.fn(),
  deleteDataset: vi.fn(),
  addDataset: vi.fn(),
  updateDataset: vi.fn(),
  getDataset: vi.fn(),
  sqlPreview: vi.fn(),
  getPreviewData: vi.fn(),
  listFields: vi.fn(),
  saveField: vi.fn(),
  deleteField: vi.fn(),
}));
vi.mock('../../api/datasource', () => ({
  listDatasources: vi.fn(),
  getTables: vi.fn(),
  getColumns: vi.fn(),
}));
const api = vi.mocked(datasetApi);
const sources = vi.mocked(datasourceApi);
vi.setConfig({ testTimeout: 20_000 });

function renderPage(permissions: string[], path = '/dataset/index') {
  useSession.getState().setUser(user(permissions), []);
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <DatasetPage />
    </MemoryRouter>,
  );
}

/** A 409 as the server answers it: the envelope with its localised message. */
const refusal = (message: string) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 409,
    statusText: 'Conflict',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { success: false, code: 'DATASET_FOLDER_NOT_EMPTY', message, data: null },
  });

const visibleNames = () =>
  [...document.querySelectorAll('[data-testid^="dataset-node-"]')].map((node) =>
    node.getAttribute('data-testid')!.replace('dataset-node-', ''),
  );

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  api.datasetTree.mockResolvedValue(TREE);
  sources.listDatasources.mockResolvedValue([SOURCE]);
  api.getDataset.mockResolvedValue(datasetView({ mode: 'extract' }));
  api.getPreviewData.mockResolvedValue({ fields: FIELDS, data: rows(3), total: 1234 });
  api.listFields.mockResolvedValue(FIELDS);
});
afterEach(cleanup);

describe('the dataset tree', () => {
  it('shows top-level folders and datasets, and a folder opens to show what it holds', async () => {
    renderPage(MANAGER);
    await screen.findByTestId('dataset-node-Demo');
    expect(visibleNames()).toEqual(['Demo', 'Archive', 'Budget 2026']);
    fireEvent.click(screen.getByTestId('dataset-node-Demo'));
    fireEvent.click(await screen.findByTestId('dataset-node-Sales'));
    expect(await screen.findByTestId('dataset-node-Orders')).toBeTruthy();
    expect(visibleNames()).toEqual([
      'Demo',
      'Sales',
      'Orders',
      'Top customers',
      'Archive',
      'Budget 2026',
    ]);
    // Each kind has its icon; an extract carries its badge.
    const orders = screen.getByTestId('dataset-node-Orders');
    expect(orders.querySelector('[data-kind="table"]')).toBeTruthy();
    expect(
      screen.getByTestId('dataset-node-Top customers').querySelector('[data-kind="sql"]'),
    ).toBeTruthy();
    expect(
      screen.getByTestId('dataset-node-Budget 2026').querySelector('[data-kind="upload"]'),
    ).toBeTruthy();
    expect(within(orders).getByTestId('dataset-extract-d-orders')).toBeTruthy();
  });

  it('filters by name as the user types, opening the folders on the way', async () => {
    renderPage(MANAGER);
    await screen.findByTestId('dataset-node-Demo');
    fireEvent.change(screen.getByTestId('dataset-search'), { target: { value: 'top' } });
    await waitFor(() => expect(visibleNames()).toEqual(['Demo', 'Sales', 'Top customers']));
    fireEvent.change(screen.getByTestId('dataset-search'), { target: { value: 'nothing' } });
    expect(await screen.findByText('No datasets or folders match your search')).toBeTruthy();
    // The search runs in the browser: the server was asked once.
    expect(api.datasetTree).toHaveBeenCalledTimes(1);
  });

  it('offers managers New dataset and New folder, and members neither', async () => {
    renderPage(MEMBER);
    await screen.findByTestId('dataset-node-Demo');
    expect(screen.queryByTestId('dataset-new')).toBeNull();
    expect(screen.queryByTestId('dataset-new-folder')).toBeNull();
    expect(screen.queryByTestId('dataset-actions-f-demo')).toBeNull();
    cleanup();
    renderPage(MANAGER);
    await screen.findByTestId('dataset-node-Demo');
    expect(screen.getByTestId('dataset-new')).toBeTruthy();
    expect(screen.getByTestId('dataset-actions-f-demo')).toBeTruthy();
  });

  it('creates a folder inside the folder the user is in', async () => {
    renderPage(MANAGER);
    await screen.findByTestId('dataset-node-Demo');
    fireEvent.click(screen.getByTestId('dataset-node-Archive'));
    fireEvent.click(screen.getByTestId('dataset-new-folder'));
    fireEvent.change(await screen.findByTestId('dataset-name-input'), {
      target: { value: ' 2025 ' },
    });
    api.saveDatasetGroup.mockResolvedValue({ id: 'f-new' });
    fireEvent.click(screen.getByTestId('dataset-name-ok'));
    await waitFor(() =>
      expect(api.saveDatasetGroup).toHaveBeenCalledWith({
        nodeType: 'folder',
        name: '2025',
        pid: 'f-archive',
      }),
    );
    // The tree refetches after the save.
    await waitFor(() => expect(api.datasetTree).toHaveBeenCalledTimes(2));
  });

  it("shows the server's refusal to delete a folder that is not empty in the dialog", async () => {
    renderPage(MANAGER);
    await screen.findByTestId('dataset-node-Demo');
    fireEvent.click(screen.getByTestId('dataset-actions-f-demo'));
    fireEvent.click(await screen.findByText('Delete'));
    api.deleteDatasetGroup.mockRejectedValue(
      refusal('The folder is not empty: move or delete what it holds first'),
    );
    fireEvent.click(await screen.findByTestId('dataset-delete-ok'));
    expect((await screen.findByTestId('dataset-delete-error')).textContent).toContain(
      'The folder is not empty',
    );
    expect(api.deleteDatasetGroup).toHaveBeenCalledWith('f-demo');
  });

  it('moves a dataset to the folder picked in "Move to"', async () => {
    renderPage(MANAGER);
    await screen.findByTestId('dataset-node-Demo');
    fireEvent.click(screen.getByTestId('dataset-actions-d-upload'));
    fireEvent.click(await screen.findByText('Move to…'));
    fireEvent.mouseDown((await screen.findByTestId('dataset-move-folder')).querySelector('input')!);
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')];
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    fireEvent.click(options.find((option) => option.getAttribute('title') === 'Archive')!);
    api.saveDatasetGroup.mockResolvedValue({ id: 'd-upload' });
    fireEvent.click(screen.getByTestId('dataset-move-ok'));
    await waitFor(() =>
      expect(api.saveDatasetGroup).toHaveBeenCalledWith({
        id: 'd-upload',
        nodeType: 'dataset',
        name: 'Budget 2026',
        pid: 'f-archive',
      }),
    );
  });

  it('opens a dataset from the URL with its folders open, its header and preview', async () => {
    renderPage(MANAGER, '/dataset/index?id=d-orders');
    expect((await screen.findByTestId('dataset-detail-name')).textContent).toBe('Orders');
    expect(screen.getByTestId('dataset-node-Orders')).toBeTruthy();
    expect(screen.getByTestId('dataset-detail-kind').textContent).toBe('Database table');
    expect(screen.getByTestId('dataset-detail-mode').textContent).toBe('Extract');
    expect((await screen.findByTestId('dataset-detail-source')).textContent).toContain(
      'Sales warehouse',
    );
    expect((await screen.findByTestId('preview-count')).textContent).toBe(
      'Showing 3 of 1,234 rows',
    );
    // An extract has a Sync tab (its panel comes through the slot).
    expect(screen.getByText('Sync')).toBeTruthy();
  });

  it('offers Edit SQL only on a SQL dataset the caller manages, and opens the stored SQL', async () => {
    const sql = datasetView({
      id: 'd-top',
      name: 'Top customers',
      kind: 'sql',
      info: { kind: 'sql', sql: 'SELECT 1' },
    });
    api.getDataset.mockResolvedValue({ ...sql, permission: 'use' });
    renderPage(MANAGER, '/dataset/index?id=d-top');
    expect(await screen.findByTestId('dataset-detail-name')).toBeTruthy();
    expect(screen.queryByTestId('dataset-edit-sql')).toBeNull();
    cleanup();

    api.getDataset.mockResolvedValue(sql);
    renderPage(MANAGER, '/dataset/index?id=d-top');
    fireEvent.click(await screen.findByTestId('dataset-edit-sql'));
    expect(await screen.findByTestId('sql-drawer')).toBeTruthy();
    expect(screen.getByText('Edit "Top customers"')).toBeTruthy();
  });
});
