import {
  GRANT_LEVELS,
  PERMISSIONS,
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
import { holdsPermission } from '../auth/authorize.js';
import type { LoadedResource } from '../auth/resources.js';
import { NO_ROW_RULES, type RowRules } from '../auth/row-rules.js';
import { NO_COLUMN_RULES, type ColumnRules } from '../auth/column-rules.js';
import { assertFieldsPermitted, fieldsNamedBy } from '../auth/column-check.js';
import { findDataset, listFields, type DatasetRow } from '../dataset/repository.js';
import type { DatasetReader, OpenDataset } from '../dataset/reader.js';
import { MetadataMemo } from '../db/metadata-memo.js';
import { CHART_CALL_BUDGET_MS, CHART_STATEMENT_TIMEOUT_MS } from '../data-call/limits.js';
import { dataError } from '../data-call/errors.js';
import { AppError, forbidden, notFound } from '../http/app-error.js';
import type { DashboardReach } from '../seams/dashboards.js';
import {
  PASS_THROUGH_CACHE,
  chartCacheKey,
  runModel,
  type ChartCacheKey,
  type ChartDataReader,
  type ChartQuery,
  type ChartQueryPlan,
  type ChartResultCache,
} from './data-reader.js';
import type { ChartDeps } from './deps.js';
import { compileError } from './errors.js';
import { findChart } from './repository.js';
import { planChartQuery, type ChartField, type ChartPlan, type DataRequest } from './model.js';
import { shapeChartData } from './shape.js';
import { definitionOf, definitionOfInput, toChartView, type ChartDefinition } from './view.js';
import { checkWells } from './wells.js';
import { OTHERS_LABEL } from './words.js';

export interface ChartDataParts {
  reader: ChartDataReader;
  datasets: DatasetReader;
  cache?: ChartResultCache;
  rowRules?: RowRules;
  columnRules?: ColumnRules;
  viaDashboard?: DashboardReach;
  /** Prepared calls are remembered (ChartOptions.rememberCalls). */
  rememberCalls?: boolean;
}

/** An export's query, compiled: the chart, its columns, the dataset and the statement. */
export interface ExportCall {
  def: ChartDefinition;
  view: ChartView;
  plan: ChartPlan;
  open: OpenDataset;
  query: ChartQuery;
}

/** A chart call ready to answer: what `prepare` works out before anything runs. */
interface PreparedCall {
  def: ChartDefinition;
  view: ChartView;
  plan: ChartPlan;
  open: OpenDataset;
  query: ChartQuery;
  cacheKey: ChartCacheKey;
}

/**
 * Tables a prepared call does not depend on: their writes (a login, a sync's log line, a saved
 * version) leave it valid. Every other table's write makes it stale.
 */
const NOT_READ_BY_CHART_CALLS = [
  'sessions',
  'login_failures',
  'dataset_sync_logs',
  'dataset_sync_schedules',
  'panel_versions',
  'panel_images',
  'system_files',
];

/** Who a prepared call was made for: everything else about them is in the metadata. */
const principalKey = (principal: Principal): string =>
  principal.kind === 'user' ? `user:${principal.userId}` : `link:${principal.linkId}`;

/** Chart data (issue 8 part 5): a stored chart's (getData) and an unsaved one's (preview). */
export class ChartData {
  private readonly cache: ChartResultCache;
  private readonly rowRules: RowRules;
  private readonly columnRules: ColumnRules;
  private readonly viaDashboard: DashboardReach;
  private readonly prepared: MetadataMemo<PreparedCall>;

  constructor(
    private readonly deps: ChartDeps,
    private readonly parts: ChartDataParts,
  ) {
    this.cache = parts.cache ?? PASS_THROUGH_CACHE;
    this.rowRules = parts.rowRules ?? NO_ROW_RULES;
    this.columnRules = parts.columnRules ?? NO_COLUMN_RULES;
    this.viaDashboard = parts.viaDashboard ?? (async () => false);
    this.prepared = new MetadataMemo(
      deps.db,
      { allTablesBut: NOT_READ_BY_CHART_CALLS },
      { enabled: parts.rememberCalls ?? false },
    );
  }

  /**
   * The chart a data call reads: one the caller holds at least 'view' on, or one a dashboard
   * they may view places, even with no grant on the chart itself (the dashboard was shared
   * with them, its charts come along). Anything else is not found (SECURITY B1), or 403 when
   * visible.
   */
  async load(principal: Principal, id: string): Promise<LoadedResource<'chart'>> {
    // Without the chart page (a role with the dashboards page only, issue 21) a chart is
    // reached through a dashboard or not at all: the same 403 for every other id, so it tells
    // no chart from another tenant's or an unknown one (B1).
    if (principal.kind === 'user' && !holdsPermission(principal, PERMISSIONS.chartRead)) {
      const row = (await this.viaDashboard(principal, id))
        ? await findChart(this.deps.db, id, principal.orgId)
        : undefined;
      if (!row) throw forbidden();
      return { type: 'chart', row, level: GRANT_LEVELS.view };
    }
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

  /**
   * getData for a stored chart, by id: loaded, checked and compiled once per caller, chart and
   * request until the metadata it read changes (issue 22 part 2) — a repeat call (a dashboard
   * opened again, the chart cache's hot path) reads no metadata and compiles nothing.
   */
  async getStored(
    principal: Principal,
    id: string,
    request: DataRequest,
    options: { language: Language; signal?: AbortSignal },
  ): Promise<ChartViewWithData> {
    const key = JSON.stringify([principalKey(principal), id, options.language, request]);
    const prepared = await this.prepared.get(key, async () =>
      this.prepareStored(await this.load(principal, id), principal, request, options.language),
    );
    return this.run(prepared, request, options);
  }

  /**
   * A stored chart's query for an export (issue 23 part 5): the chart's own query under the
   * same filters, linkage, drill, row rules and masks as getData, with `readAll` deciding the
   * rows (a table reads all its rows instead of one page). The route has checked the right to
   * export; nothing is remembered or cached.
   */
  async prepareExport(
    loaded: LoadedResource<'chart'>,
    principal: Principal,
    request: DataRequest,
    language: Language,
    readAll: (plan: ChartPlan) => ChartPlan,
  ): Promise<ExportCall> {
    const { def, view, plan, open, query } = await this.prepareStored(
      loaded,
      principal,
      request,
      language,
      readAll,
    );
    return { def, view, plan, open, query };
  }

  /** getData: 'use' on the chart, or 'view' on a dashboard that places it. */
  private async prepareStored(
    { row, level }: LoadedResource<'chart'>,
    principal: Principal,
    request: DataRequest,
    language: Language,
    adjust?: (plan: ChartPlan) => ChartPlan,
  ): Promise<PreparedCall> {
    if (level < GRANT_LEVELS.use && !(await this.viaDashboard(principal, row.id)))
      throw forbidden();
    const dataset = await findDataset(this.deps.db, row.dataset_id, row.org_id);
    if (!dataset) throw notFound();
    const def = definitionOf(row);
    return this.prepare(
      principal,
      dataset,
      def,
      toChartView(row, level, dataset.name),
      request,
      language,
      adjust,
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
    const prepared = await this.prepare(
      access,
      dataset,
      def,
      view,
      input.request,
      options.language,
    );
    return this.run(prepared, input.request, options);
  }

  /** Everything before the query runs: wells checked, rules applied, the statement compiled. */
  private async prepare(
    principal: Principal,
    dataset: DatasetRow,
    def: ChartDefinition,
    view: ChartView,
    request: DataRequest,
    language: Language,
    adjust: (plan: ChartPlan) => ChartPlan = (plan) => plan,
  ): Promise<PreparedCall> {
    // Read once: the wells are checked against them, then the dataset opens with them.
    const datasetFields = await listFields(this.deps.db, dataset.id);
    const usable = checkWells(def, datasetFields);
    const fields = new Map<string, ChartField>(
      [...usable.values()].map((f) => [f.id, { id: f.id, name: f.name, deType: f.de_type }]),
    );
    const plan = adjust(planChartQuery(def, request, fields, { others: OTHERS_LABEL[language] }));
    const rowRule = await this.rowRules.ruleFor(principal, dataset);
    const columns = await this.columnRules.rulesFor(principal, dataset);
    const planned: ChartQueryPlan = {
      model: plan.model,
      rowRule,
      withTotal: plan.page !== undefined,
      columns,
    };

    const open = await this.parts.datasets.open(dataset, datasetFields).catch((error: unknown) => {
      throw dataError(error);
    });
    // Compiled once, first, outside the source's queue: a model the engine refuses is the
    // caller's mistake (400), told apart from a query that failed on the source. The statement
    // keys the cache and is the one the reader runs.
    let query: ChartQuery;
    try {
      const catalogue = createFieldCatalogue(open.plan.fields);
      // A field hidden from the caller, named anywhere or used by a calculated field: 403.
      assertFieldsPermitted(fieldsNamedBy(plan.model), catalogue, columns);
      const statement = compileQuery(
        { ...runModel(planned), source: open.plan.source },
        catalogue,
        dialectForSourceType(open.source.type as DataSourceType),
        { rowRules: rowRule, masks: columns.masked },
      );
      query = { ...planned, statement };
    } catch (error) {
      throw compileError(error);
    }
    return { def, view, plan, open, query, cacheKey: chartCacheKey(open, query) };
  }

  /** The prepared query answered from the cache or run, and shaped for the chart. */
  private async run(
    { def, view, plan, open, query, cacheKey }: PreparedCall,
    request: DataRequest,
    options: { signal?: AbortSignal },
  ): Promise<ChartViewWithData> {
    const signal = budgetSignal(options.signal);
    let result: Awaited<ReturnType<ChartResultCache['getOrRun']>>;
    try {
      result = await this.cache.getOrRun(
        cacheKey,
        (runSignal) =>
          this.parts.reader.read(open, query, {
            signal: runSignal,
            timeoutMs: CHART_STATEMENT_TIMEOUT_MS,
          }),
        { bypass: request.refresh, datasetId: open.dataset.id, signal },
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
