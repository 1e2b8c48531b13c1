import type { ChartTypeMeta } from '../types';
import { drill } from '../common/wells';
import { MAX_WELL_FIELDS } from '@tessera/contracts';

/**
 * Table: the rows as read, dimensions then measures as columns, a total row under them, paged
 * on the server. Wells: xaxis any dimensions, yaxis any measures (at least one field in all,
 * which the editor checks), drillFields any.
 */
export const CHART_TABLE_META: ChartTypeMeta = {
  type: 'table',
  labelKey: 'charts.type.table',
  family: 'table',
  renderer: 'react',
  wells: [
    { well: 'xaxis', accepts: 'any', min: 0, max: MAX_WELL_FIELDS },
    { well: 'yaxis', accepts: 'measure', min: 0, max: MAX_WELL_FIELDS },
    drill,
  ],
};
