import { hasPermission, PERMISSIONS, type ChartView, type UserInfo } from '@tessera/contracts';

type Holder = Pick<UserInfo, 'permissions'> | null;

/** Creating charts and folders is a capability (`chart:manage`), never a role code. */
export function canManageCharts(user: Holder): boolean {
  return hasPermission(user, PERMISSIONS.chartManage);
}

/** Editing one chart: a manager who holds manage on that chart. */
export function canEditChart(user: Holder, view: Pick<ChartView, 'permission'>): boolean {
  return canManageCharts(user) && view.permission === 'manage';
}

/**
 * Exporting one chart's data (SPEC §6 the export permission): the chart page, and 'export' (or
 * 'manage') on that chart. A chart seen only through a shared dashboard answers 'view'.
 */
export function canExportChart(user: Holder, view: Pick<ChartView, 'permission'>): boolean {
  return (
    hasPermission(user, PERMISSIONS.chartRead) &&
    (view.permission === 'export' || view.permission === 'manage')
  );
}
