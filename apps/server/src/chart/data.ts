import {
  GRANT_LEVELS,
  type ChartSaveParsed,
  type ChartView,
  type ChartViewWithData,
  type Language,
} from '@tessera/contracts';
import {
  compileQuery,
  createFieldCatalogue,
  dialectForSourceType,
  type DataSourceType,
} from '@tessera/engine';
import type { AccessContext, Principal } from '../auth/access.js';
import type { LoadedResource } from '../auth/resources.js';
import { NO_ROW_RULES, type RowRules } from '../auth/row-rules.js';
import { findDataset, listFields, type DatasetRow } from '../dataset/repository.js';
import type { DatasetReader } from '../dataset/reader.js';
import { CHART_CALL_BUDGET_MS, CHART_STATEMENT_TIMEOUT_MS } from '../data-call/limits.js';
import { dataError } from '../data-call/errors.js';
import { AppError, forbidden, notFound } from '../http/app-error.js';
import type { DashboardReach } from '../seams/dashboards.js';
import {
  PASS_THROUGH_CACHE,
  chartCacheKey,
  type ChartDataReader,
  type ChartQuery,
  type ChartResultCache,
} from './data-reader.js';
import type { ChartDeps } from './deps.js';
import { compileError } from './errors.js';
import { findChart } from './repository.js';
import { planChartQuery, type ChartField, type DataRequest } from './model.js';
import { shapeChartData } from './shape.js';
import { definitionOf, definitionOfInput, toChartView, type ChartDefinition } from './view.js';
import { checkWells } from './wells.js';
import { OTHERS_LABEL } from './words.js';

export interface ChartDataParts {
  reader: ChartDataReader;
  datasets: DatasetReader;
  cache?: ChartResultCache;
  rowRules?: RowRules;
  viaDashboard?: DashboardReach;
}

/** Chart data (issue 8 part 5): a stored chart's (getData) and an unsaved one's (preview). */
export class ChartData {
  private readonly cache: ChartResultCache;
  private readonly rowRules: RowRules;
  private readonly viaDashboard: DashboardReach;

  constructor(
    private readonly deps: ChartDeps,
    private readonly parts: ChartDataParts,
  ) {
    this.cache = parts.cache ?? PASS_THROUGH_CACHE;
    this.rowRules = parts.rowRules ?? NO_ROW_RULES;
    this.viaDashboard = parts.viaDashboard ?? (async () => false);
  }

  /**
   * The chart a data call reads: one the caller holds at least 'view' on, or one a dashboard
   * they may view places, even with no grant on the chart itself (the dashboard was shared
   * with them, its charts come along). Anything else is not found (SECURITY B1), or 403 when
   * visible.
   */
  async load(principal: Principal, id: string): Promise<LoadedResource<'chart'>> {
    try {
      return await this.deps.resources.authorise(principal, 'chart', id, 'view');
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      if (!(await this.viaDashboard(principal, id))) throw error;
      const row = await findChart(this.deps.db, id, principal.orgId);
      if (!row) throw error;
      // Reached through a dashboard: the caller views it, as the dashboard's viewers do.
      return { type: 'chart', row, level: GRANT_LEVELS.view };
    }
  }

  /** getData: 'use' on the chart, or 'view' on a dashboard that places it. */
  async getData(
    { row, level }: LoadedResource<'chart'>,
    principal: Principal,
    request: DataRequest,
    options: { language: Language; signal?: AbortSignal },
  ): Promise<ChartViewWithData> {
    if (level < GRANT_LEVELS.use && !(await this.viaDashboard(principal, row.id)))
      throw forbidden();
    const dataset = await findDataset(this.deps.db, row.dataset_id, row.org_id);
    if (!dataset) throw notFound();
    const def = definitionOf(row);
    return this.answer(
      principal,
      dataset,
      def,
      toChartView(row, level, dataset.name),
      request,
      options,
    );
  }

  /** previewData: chart:manage (route) and 'use' on the dataset the body names. */
  async preview(
    access: AccessContext,
    input: { view: ChartSaveParsed; request: DataRequest },
    options: { language: Language; signal?: AbortSignal },
  ): Promise<ChartViewWithData> {
    const { row: dataset } = await this.deps.resources.authorise(
      access,
      'dataset',
      input.view.tableId,
      'use',
    );
    const def = definitionOfInput(input.view);
    const view: ChartView = {
      id: def.id,
      title: input.view.title,
      sceneId: input.view.sceneId,
      tableId: dataset.id,
      tableName: dataset.name,
      type: def.type,
      xaxis: def.xaxis,
      yaxis: def.yaxis,
      extBubble: def.extBubble,
      drillFields: def.drillFields,
      customAttr: def.customAttr,
      customStyle: def.customStyle,
      customFilter: def.customFilter,
      stylePriority: input.view.stylePriority,
      show: input.view.show,
      resultCount: def.resultCount,
      topN: def.topN,
      version: input.view.version ?? 0,
      createTime: 0,
      updateTime: 0,
      permission: 'manage',
    };
    return this.answer(access, dataset, def, view, input.request, options);
  }

  private async answer(
    principal: Principal,
    dataset: DatasetRow,
    def: ChartDefinition,
    view: ChartView,
    request: DataRequest,
    options: { language: Language; signal?: AbortSignal },
  ): Promise<ChartViewWithData> {
    const usable = checkWells(def, await listFields(this.deps.db, dataset.id));
    const fields = new Map<string, ChartField>(
      [...usable.values()].map((f) => [f.id, { id: f.id, name: f.name, deType: f.de_type }]),
    );
    const plan = planChartQuery(def, request, fields, { others: OTHERS_LABEL[options.language] });
    const rowRule = await this.rowRules.ruleFor(principal, dataset);
    const query: ChartQuery = { model: plan.model, rowRule, withTotal: plan.page !== undefined };

    const open = await this.parts.datasets.open(dataset).catch((error: unknown) => {
      throw dataError(error);
    });
    // Compiled first, outside the source's queue: a model the engine refuses is the caller's
    // mistake (400), told apart from a query that failed on the source. The SQL keys the cache.
    let compiled: { sql: string; params: readonly unknown[] };
    try {
      compiled = compileQuery(
        { ...plan.model, source: open.plan.source },
        createFieldCatalogue(open.plan.fields),
        dialectForSourceType(open.source.type as DataSourceType),
        { rowRules: rowRule },
      );
    } catch (error) {
      throw compileError(error);
    }
    const signal = budgetSignal(options.signal);
    let result: Awaited<ReturnType<ChartResultCache['getOrRun']>>;
    try {
      result = await this.cache.getOrRun(
        chartCacheKey(open, query, compiled),
        (runSignal) =>
          this.parts.reader.read(open, query, {
            signal: runSignal,
            timeoutMs: CHART_STATEMENT_TIMEOUT_MS,
          }),
        { bypass: request.refresh, datasetId: dataset.id, signal },
      );
    } catch (error) {
      if (!(error instanceof AppError)) this.deps.log.warn({ chart: def.id }, 'chart query failed');
      throw dataError(error);
    }
    const shaped = shapeChartData(def.type, plan.columns, result.value.rows);
    return {
      ...view,
      data: {
        ...shaped,
        cached: result.cached,
        ...(result.value.cut ? { cut: result.value.cut } : {}),
        ...(result.value.cut === 'rows'
          ? { rowLimit: result.value.rowLimit, totalRows: result.value.totalRows }
          : {}),
        ...(plan.page
          ? { total: result.value.total ?? 0, page: plan.page.page, pageSize: plan.page.pageSize }
          : {}),
      },
      drill: plan.drillLevel > 0,
      drillFilters: plan.drillFilters,
      drillFields: def.drillFields,
    };
  }
}

/** The caller's hang-up or the call's budget, whichever comes first, cancels the query. */
function budgetSignal(signal: AbortSignal | undefined): AbortSignal {
  const budget = AbortSignal.timeout(CHART_CALL_BUDGET_MS);
  return signal ? AbortSignal.any([signal, budget]) : budget;
}
