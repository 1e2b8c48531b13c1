import {
  PERMISSIONS,
  type CellValue,
  type DatasetField,
  type DatasetTreeNode,
  type DatasetView,
  type DatasourceTable,
} from '@tessera/contracts';
import { stored } from './datasourceFixtures';

/** A tree node; children get their parent id. */
export function folder(
  id: string,
  name: string,
  children: DatasetTreeNode[] = [],
): DatasetTreeNode {
  return {
    id,
    name,
    nodeType: 'folder',
    pid: null,
    children: children.map((child) => ({ ...child, pid: id })),
  };
}

export function datasetNode(
  id: string,
  name: string,
  patch: Partial<DatasetTreeNode> = {},
): DatasetTreeNode {
  return {
    id,
    name,
    nodeType: 'dataset',
    pid: null,
    kind: 'table',
    mode: 'direct',
    children: [],
    ...patch,
  };
}

/**
 * Demo / Sales / Orders (an extract table) and Top customers (SQL); an empty Archive folder;
 * an uploaded file at the top level.
 */
export const TREE: DatasetTreeNode[] = [
  folder('f-demo', 'Demo', [
    folder('f-sales', 'Sales', [
      datasetNode('d-orders', 'Orders', { mode: 'extract' }),
      datasetNode('d-top', 'Top customers', { kind: 'sql' }),
    ]),
  ]),
  folder('f-archive', 'Archive'),
  datasetNode('d-upload', 'Budget 2026', { kind: 'upload' }),
];

export const SOURCE = stored({ id: 'ds-pg', name: 'Sales warehouse' });

export const TABLES: DatasourceTable[] = [
  { schema: 'public', name: 'orders' },
  { schema: 'public', name: 'customers' },
  { schema: 'public', name: 'order_items' },
  { schema: 'audit', name: 'logins' },
];

export function datasetView(patch: Partial<DatasetView> = {}): DatasetView {
  return {
    id: 'd-orders',
    name: 'Orders',
    groupId: 'f-sales',
    kind: 'table',
    mode: 'direct',
    datasourceId: SOURCE.id,
    info: { kind: 'table', table: 'orders', schema: 'public' },
    lastSync: null,
    schedule: null,
    permission: 'manage',
    createTime: 1_700_000_000_000,
    updateTime: 1_700_000_000_000,
    ...patch,
  };
}

export function field(patch: Partial<DatasetField> & Pick<DatasetField, 'id'>): DatasetField {
  return {
    datasetId: 'd-orders',
    name: patch.id,
    originName: patch.id,
    deType: 0,
    nativeType: 'VARCHAR',
    originDeType: 0,
    dateFormat: null,
    groupType: 'd',
    hidden: false,
    kind: 'column',
    expression: null,
    sourceDatasetId: null,
    sort: 0,
    ...patch,
  };
}

/** The fields of Orders: a text column holding dates, a customer name and an amount. */
export const FIELDS: DatasetField[] = [
  field({ id: 'f1', name: 'Order day', originName: 'order_day', sort: 0 }),
  field({ id: 'f2', name: 'Customer', originName: 'customer', sort: 1 }),
  field({
    id: 'f3',
    name: 'Amount',
    originName: 'amount',
    deType: 2,
    originDeType: 2,
    nativeType: 'NUMERIC',
    groupType: 'q',
    sort: 2,
  }),
];

/** `count` rows of the three fields; the first rows hold values a spreadsheet would run. */
export function rows(count: number): CellValue[][] {
  const hostile: CellValue[][] = [
    ['2026-01-01', '=1+1', 10],
    ['2026-01-02', '<script>alert(1)</script>', null],
  ];
  const out = hostile.slice(0, count);
  for (let index = out.length; index < count; index += 1) {
    out.push([`2026-02-${String((index % 28) + 1).padStart(2, '0')}`, `Customer ${index}`, index]);
  }
  return out;
}

export const MANAGER = [PERMISSIONS.datasetRead, PERMISSIONS.datasetManage];
export const MEMBER = [PERMISSIONS.datasetRead];

export { userWith as user } from './userFixtures';
