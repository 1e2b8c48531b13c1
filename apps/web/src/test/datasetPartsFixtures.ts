import { act, fireEvent, waitFor } from '@testing-library/react';
import type {
  DatasetField,
  DatasetTreeNode,
  DatasetView,
  DeType,
  SyncLog,
  UploadPreview,
} from '@tessera/contracts';

/** Datasets for the upload, join and sync tests. */
export function datasetView(patch: Partial<DatasetView> = {}): DatasetView {
  return {
    id: 'orders',
    name: 'Orders',
    groupId: 'sales',
    kind: 'table',
    mode: 'direct',
    datasourceId: 'pg',
    info: { kind: 'table', table: 'orders' },
    lastSync: null,
    schedule: null,
    permission: 'manage',
    createTime: 0,
    updateTime: 0,
    ...patch,
  };
}

const dataset = (
  id: string,
  name: string,
  pid: string,
  kind: DatasetTreeNode['kind'] = 'table',
) => ({
  id,
  name,
  nodeType: 'dataset' as const,
  pid,
  kind,
  mode: 'direct' as const,
  children: [],
});

/** Sales holds three datasets of PostgreSQL, one of MySQL and a join; Archive is empty. */
export const TREE: DatasetTreeNode[] = [
  {
    id: 'sales',
    name: 'Sales',
    nodeType: 'folder',
    pid: null,
    children: [
      dataset('orders', 'Orders', 'sales'),
      dataset('customers', 'Customers', 'sales'),
      dataset('regions', 'Regions', 'sales'),
      dataset('stock', 'Stock', 'sales'),
      dataset('order-report', 'Order report', 'sales', 'join'),
    ],
  },
  { id: 'archive', name: 'Archive', nodeType: 'folder', pid: null, children: [] },
];

export const VIEWS: Record<string, DatasetView> = {
  orders: datasetView({ id: 'orders', name: 'Orders' }),
  customers: datasetView({ id: 'customers', name: 'Customers' }),
  regions: datasetView({ id: 'regions', name: 'Regions' }),
  stock: datasetView({ id: 'stock', name: 'Stock', datasourceId: 'mysql' }),
  'order-report': datasetView({
    id: 'order-report',
    name: 'Order report',
    kind: 'join',
    info: { kind: 'join', base: 'orders', joins: [] },
  }),
};

export function field(
  datasetId: string,
  id: string,
  name: string,
  deType: DeType = 0,
): DatasetField {
  return {
    id,
    datasetId,
    name,
    originName: name,
    deType,
    nativeType: deType === 2 ? 'INTEGER' : deType === 1 ? 'TIMESTAMP' : 'VARCHAR',
    originDeType: deType,
    dateFormat: null,
    groupType: deType === 2 ? 'q' : 'd',
    hidden: false,
    kind: 'column',
    expression: null,
    sourceDatasetId: null,
    sort: 0,
  };
}

/** Field names are unique across datasets, so a test can pick one by its label. */
export const FIELDS: Record<string, DatasetField[]> = {
  orders: [
    field('orders', 'o-id', 'order_id', 2),
    field('orders', 'o-customer', 'order_customer', 2),
    field('orders', 'o-region', 'order_region'),
    field('orders', 'o-time', 'order_time', 1),
  ],
  customers: [
    field('customers', 'c-id', 'customer_id', 2),
    field('customers', 'c-name', 'customer_name'),
  ],
  regions: [field('regions', 'r-code', 'region_code'), field('regions', 'r-name', 'region_name')],
  stock: [field('stock', 's-id', 'stock_id', 2)],
};

/** A staged CSV whose cells try formulas and markup: all of it must show as typed. */
export const UPLOAD_PREVIEW: UploadPreview = {
  uploadId: 'up_0123456789abcdef',
  fileName: 'sales 2024.xlsx',
  sheet: 'Q1',
  fields: [
    { name: 'region', deType: 0 },
    { name: 'amount', deType: 0 },
    { name: 'day', deType: 1 },
  ],
  data: [
    ['=1+1', '12', '2024-01-02'],
    ['@x', '7', null],
    ['<img src=x onerror="window.__pwned=1">', '-3', '2024-01-04'],
  ],
  rows: 1200,
};

export function syncLog(patch: Partial<SyncLog> = {}): SyncLog {
  return {
    id: 'log-1',
    datasetId: 'orders',
    syncType: 'full',
    trigger: 'manual',
    startTime: Date.now() - 5_000,
    endTime: null,
    rows: 0,
    status: 'running',
    error: null,
    ...patch,
  };
}

export { userWith as user } from './userFixtures';

/** Opens an antd Select / TreeSelect by its test id. */
export function openSelect(root: HTMLElement) {
  const input = root.querySelector('input');
  if (!input) throw new Error('no select input');
  fireEvent.mouseDown(input);
}

/**
 * Opens the select and clicks the option whose text (or title, when the label holds a type tag)
 * is `label`; the newest list wins.
 */
export async function chooseOption(root: HTMLElement, label: string) {
  openSelect(root);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (node) => node.textContent === label || node.title === label,
    );
    if (found.length === 0) throw new Error(`no option ${label}`);
    return found[found.length - 1]!;
  });
  await act(async () => {
    fireEvent.click(option);
  });
}
