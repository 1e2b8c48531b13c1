import { createContext, useContext } from 'react';
import type { ChartDataRequest, ChartView } from '@tessera/contracts';

/**
 * Who may export a chart's data, and through which call (issue 23 part 5): a signed-in viewer by
 * their grant on the chart (the answer's `permission`), a share link's visitor when the link's
 * owner allows it (`viaLink`).
 */
export interface ChartExportRule {
  viaLink: boolean;
  allowed(view: Pick<ChartView, 'permission'>): boolean;
}

/** What a chart on the canvas may offer around itself (the preview provides these). */
export interface ChartActions {
  /** SPEC §2 chart detail dialog: the chart large, and its data as a table. */
  openDetail?(viewId: string, request: ChartDataRequest): void;
  /**
   * The chart's context menu at the pointer. One menu serves the whole canvas (not one per
   * chart), so a dashboard of many charts mounts no menu machinery until it is asked for.
   */
  openMenu?(at: { x: number; y: number }, viewId: string, request: ChartDataRequest): void;
  /**
   * The dashboard editor: "Change limit" on a chart its row limit cut opens the chart's editor
   * (whose Data tab holds the row limit).
   */
  changeLimit?(viewId: string): void;
  /** Export of each chart's data (hover toolbar); absent: not offered. */
  chartExport?: ChartExportRule;
}

export const ChartActionsContext = createContext<ChartActions>({});
export const useChartActions = () => useContext(ChartActionsContext);
