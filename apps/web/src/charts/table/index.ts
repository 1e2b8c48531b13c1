import { createElement } from 'react';
import { TableOutlined } from '@ant-design/icons';
import { control, type Control } from '../common/controls';
import { reactType } from '../common/loaded';
import type { ChartTypeMeta } from '../types';
import { drill } from '../common/wells';
import { MAX_WELL_FIELDS } from '@tessera/contracts';
import { tableAutoHeight } from './tableModel';

const TABLE_CONTROLS: readonly Control[] = [
  control('color', 'tableHeaderBgColor', 'color'),
  control('color', 'tableItemBgColor', 'color'),
  control('color', 'tableFontColor', 'color'),
  control('color', 'tableStripe', 'switch'),
  control('size', 'tableTitleFontSize', 'number', { min: 6, max: 120 }),
  control('size', 'tableItemFontSize', 'number', { min: 6, max: 120 }),
  control('size', 'tableTitleHeight', 'number', { min: 16, max: 200 }),
  control('size', 'tableItemHeight', 'number', { min: 16, max: 200 }),
  control('size', 'tablePageSize', 'number', { min: 1, max: 1000 }),
];

/**
 * Table: the rows as read, dimensions then measures as columns, a total row under them, paged
 * on the server. Wells: xaxis any dimensions, yaxis any measures (at least one field in all,
 * which the editor checks), drillFields any.
 */
export const CHART_TABLE_META: ChartTypeMeta = {
  type: 'table',
  labelKey: 'charts.type.table',
  icon: createElement(TableOutlined),
  styleControls: TABLE_CONTROLS,
  load: () => import('./TableChart').then((m) => reactType(m.TableChart)),
  family: 'table',
  renderer: 'react',
  wells: [
    { well: 'xaxis', accepts: 'any', min: 0, max: MAX_WELL_FIELDS },
    { well: 'yaxis', accepts: 'measure', min: 0, max: MAX_WELL_FIELDS },
    drill,
  ],
  // Without a height from its caller a table grows with its rows (SPEC §9).
  autoHeight: (data, attr) => tableAutoHeight(data.tableRow.length, attr.size.tableItemHeight),
};
