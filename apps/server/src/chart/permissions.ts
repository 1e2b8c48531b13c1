import { PERMISSIONS } from '@tessera/contracts';
import type { ResourceKind } from '../auth/resources.js';
import { findChart, type ChartRow } from './repository.js';

declare module '../auth/resources.js' {
  interface ResourceRows {
    chart: ChartRow;
  }
}

/**
 * Charts as resources: found by id inside the caller's organisation; holders of the chart
 * management capability (organisation administrators and up) manage every chart made in their
 * organisation or below it, everyone else holds what grants give them, their roles and their
 * organisation.
 */
export const CHART_RESOURCE: ResourceKind<'chart'> = {
  type: 'chart',
  table: 'charts',
  find: findChart,
  implied: { permission: PERMISSIONS.chartManage, level: 'manage' },
};
