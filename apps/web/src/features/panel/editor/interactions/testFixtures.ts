import {
  filterComponentSchema,
  type ChartAxisField,
  type FilterComponent,
  type FilterWidgetName,
  type FilterWidgetOptions,
  type UserViewComponent,
} from '@tessera/contracts';
import { chartView } from '../../../chart/testFixtures';
import { field } from '../../../../test/datasetFixtures';

/** A filter widget as the palette places it (contract defaults), with options patched. */
export function filterWidget(
  id: string,
  serviceName: FilterWidgetName,
  options: {
    attrs?: Partial<FilterWidgetOptions['attrs']>;
    value?: FilterWidgetOptions['value'];
  } = {},
): FilterComponent {
  const parsed = filterComponentSchema.parse({
    id,
    component: 'filter',
    serviceName,
    style: { left: 0, top: 0, width: 300, height: 90 },
    options: {},
  });
  return {
    ...parsed,
    options: {
      attrs: { ...parsed.options.attrs, ...options.attrs },
      value: options.value ?? parsed.options.value,
    },
  };
}

/** A chart on the canvas (component `chart-<viewId>`). */
export const chartOnCanvas = (viewId: string, left = 0): UserViewComponent => ({
  id: `chart-${viewId}`,
  component: 'user-view',
  label: '',
  style: { left, top: 400, width: 400, height: 300, rotate: 0, opacity: 1 },
  animations: [],
  events: {},
  isLock: false,
  filters: [],
  linkageFilters: [],
  propValue: { viewId },
});

const dimension = (fieldId: string): ChartAxisField => ({ fieldId, sort: 'none', filter: [] });

/** getOneWithPermission's answer: a chart over `tableId` with these dimensions. */
export const storedChart = (
  id: string,
  title: string,
  tableId: string,
  dimensions: string[] = [],
) => chartView({ id, title, tableId, xaxis: dimensions.map(dimension) });

/** Orders: region and customer (text), order day (time), amount (number), a hidden note. */
export const ORDER_FIELDS = [
  field({ id: 'o-region', name: 'Region', datasetId: 'd-orders' }),
  field({ id: 'o-customer', name: 'Customer', datasetId: 'd-orders' }),
  field({ id: 'o-day', name: 'Order day', datasetId: 'd-orders', deType: 1, originDeType: 1 }),
  field({ id: 'o-amount', name: 'Amount', datasetId: 'd-orders', deType: 2, originDeType: 2 }),
  field({ id: 'o-note', name: 'Note', datasetId: 'd-orders', hidden: true }),
];

/** Budget: a region (text) and a target (number). */
export const BUDGET_FIELDS = [
  field({ id: 'b-region', name: 'Region', datasetId: 'd-budget' }),
  field({ id: 'b-target', name: 'Target', datasetId: 'd-budget', deType: 2, originDeType: 2 }),
];
