import { CHART_EXPORT_MAX_ROWS } from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import type { ResourceAccess } from '../auth/resources.js';
import type { ColumnRules } from '../auth/column-rules.js';
import type { RowRules } from '../auth/row-rules.js';
import type { Db } from '../db/database.js';
import type { DatasetReader } from '../dataset/reader.js';
import type {
  ChartAnswersAhead,
  DashboardFolderAdvice,
  DashboardReach,
} from '../seams/dashboards.js';
import { NO_LINK_EXPORTS, type LinkExports } from '../seams/link-exports.js';
import { answersAhead } from './answers-ahead.js';
import { ChartData } from './data.js';
import { DatasetChartReader, type ChartDataReader, type ChartResultCache } from './data-reader.js';
import type { ChartDeps } from './deps.js';
import { ChartExport } from './export/chart-export.js';
import { ChartGroups } from './groups.js';
import { CHART_RESOURCE } from './permissions.js';
import { registerChartRoutes } from './routes.js';
import { ChartService } from './service.js';

/** What the chart feature may be given: the seams the lead and tests fill. */
export interface ChartOptions {
  /** The result cache (default: none, every call runs). */
  cache?: ChartResultCache;
  /** Row-level permission (default: none). */
  rowRules?: RowRules;
  /** Field-level permission (default: none; app.ts installs the stored rules). */
  columnRules?: ColumnRules;
  /** Wraps the reader over the dataset reader (tests hold or watch queries through it). */
  wrapReader?: (inner: ChartDataReader) => ChartDataReader;
  /** Reading a chart's data through a dashboard that places it (issue 9; default: never). */
  viaDashboard?: DashboardReach;
  /** Where a new chart made from a dashboard should go (issue 9; default: not a dashboard). */
  dashboardAdvice?: DashboardFolderAdvice;
  /**
   * Remember prepared chart calls until the metadata changes (issue 22 part 2). Only when the
   * rules and the dashboard reach read the metadata store alone: a test's own rules change
   * without a write the memo could see.
   */
  rememberCalls?: boolean;
  /** Most data rows one export holds (default CHART_EXPORT_MAX_ROWS; tests set a small one). */
  exportMaxRows?: number;
  /** Share links' part in exports (issue 23 part 5; default: visitors never export). */
  linkExports?: LinkExports;
}

/** Charts: the resource kind, the services and their routes; what dashboards may use of them. */
export function registerCharts(
  app: FastifyInstance,
  deps: { db: Db; resources: ResourceAccess; datasets: DatasetReader },
  options: ChartOptions = {},
): { answersAhead: ChartAnswersAhead } {
  deps.resources.register(CHART_RESOURCE);
  const wrap = options.wrapReader ?? ((inner: ChartDataReader) => inner);
  const shared: ChartDeps = { db: deps.db, resources: deps.resources, log: app.log };
  const data = new ChartData(shared, {
    reader: wrap(new DatasetChartReader(deps.datasets)),
    datasets: deps.datasets,
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.rowRules ? { rowRules: options.rowRules } : {}),
    ...(options.columnRules ? { columnRules: options.columnRules } : {}),
    ...(options.viaDashboard ? { viaDashboard: options.viaDashboard } : {}),
    rememberCalls: options.rememberCalls ?? false,
  });
  registerChartRoutes(app, {
    groups: new ChartGroups(shared),
    charts: new ChartService(shared, options.dashboardAdvice),
    data,
    exports: new ChartExport({
      db: deps.db,
      data,
      datasets: deps.datasets,
      links: options.linkExports ?? NO_LINK_EXPORTS,
      log: app.log,
      maxRows: options.exportMaxRows ?? CHART_EXPORT_MAX_ROWS,
    }),
  });
  const ahead = answersAhead(data);
  // A head start still running at close would query a closed store.
  app.addHook('onClose', () => ahead.stop());
  return { answersAhead: ahead.start };
}
