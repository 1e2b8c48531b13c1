import type { AccessContext, Principal } from '../auth/access.js';

/**
 * The chart feature's seams that dashboards fill (panel/chart-refs.ts): declared here, below
 * both, so neither feature imports the other's internals.
 */

/**
 * Whether a principal may read a chart's data without 'use' on it: 'view' on a dashboard that
 * places it (by default nothing does).
 */
export type DashboardReach = (principal: Principal, chartId: string) => Promise<boolean>;

/** Where a new chart should go when a dashboard asks; `undefined` means "not a dashboard". */
export type DashboardFolderAdvice = (
  access: AccessContext,
  id: string,
) => Promise<string | null | undefined>;
