import type { Language } from '@tessera/contracts';
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

/**
 * Starts the answers of a dashboard's charts as its document is read before the page's script
 * has loaded (HEADERS.answersAhead; issue 22 part 1), so they are computed while it loads and
 * the page's own data calls find them cached or running. `caller` names whose share of the data
 * sources' slots they use (as a request from that caller would). Fire and forget: never throws,
 * never delays the document.
 */
export type ChartAnswersAhead = (
  principal: Principal,
  caller: string,
  chartIds: readonly string[],
  language: Language,
) => void;

/** No answers ahead (tests of the dashboards alone). */
export const NO_ANSWERS_AHEAD: ChartAnswersAhead = () => undefined;
