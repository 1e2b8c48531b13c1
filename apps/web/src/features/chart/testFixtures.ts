import {
  PERMISSIONS,
  type ChartView,
  type ChartViewWithData,
  type DatasetField,
} from '@tessera/contracts';

/** A dataset field for the editor's tests. */
export function field(
  id: string,
  name: string,
  groupType: 'd' | 'q',
  deType: 0 | 1 | 2,
): DatasetField {
  return {
    id,
    datasetId: 'd-orders',
    name,
    originName: name,
    deType,
    nativeType: '',
    originDeType: deType,
    dateFormat: null,
    groupType,
    hidden: false,
    kind: 'column',
    expression: null,
    sourceDatasetId: null,
    sort: 0,
  };
}

/** Orders: region and product (text), order date (time); amount and quantity (numbers). */
export const FIELDS: DatasetField[] = [
  field('f-region', 'Region', 'd', 0),
  field('f-product', 'Product', 'd', 0),
  field('f-date', 'Order date', 'd', 1),
  field('f-amount', 'Amount', 'q', 2),
  field('f-qty', 'Quantity', 'q', 2),
];

export function chartView(patch: Partial<ChartView> = {}): ChartViewWithData {
  return {
    id: 'c-1',
    title: 'Sales by region',
    sceneId: null,
    tableId: 'd-orders',
    tableName: 'Orders',
    type: 'bar',
    xaxis: [],
    yaxis: [],
    extBubble: [],
    drillFields: [],
    customAttr: {},
    customStyle: {},
    customFilter: '',
    stylePriority: 'view',
    show: true,
    resultCount: 100,
    topN: null,
    version: 3,
    createTime: 0,
    updateTime: 0,
    permission: 'manage',
    data: { x: [], series: [], fields: [], tableRow: [], dimensionValues: [], cached: false },
    drill: false,
    drillFilters: [],
    ...patch,
  };
}

export const CHART_MANAGER = [PERMISSIONS.chartRead, PERMISSIONS.chartManage];
