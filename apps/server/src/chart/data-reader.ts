import type { FilterNode, QueryModelInput, ResultCut } from '@tessera/contracts';
import type { CompiledQuery, ShapedRow } from '@tessera/engine';
import { columnScopeKey, type ColumnScope } from '../auth/column-rules.js';
import type { DatasetReader, OpenDataset } from '../dataset/reader.js';

/** One chart query: the model (after filters, drill), the row rule applied, before compiling. */
export interface ChartQueryPlan {
  model: Omit<QueryModelInput, 'source'>;
  rowRule: FilterNode | undefined;
  /** Tables: also count the groups there are in all (paging). */
  withTotal: boolean;
  /** The caller's hidden and masked fields (masks are compiled into the SQL). */
  columns?: ColumnScope | undefined;
}

/**
 * One chart query as compiled: `statement` is compiled once per call (from `runModel`), keys
 * the result cache and is what runs, so the SQL in the key is the SQL executed.
 */
export interface ChartQuery extends ChartQueryPlan {
  statement: CompiledQuery;
}

/**
 * The model the chart statement is compiled from: a chart (not a paged table) asks for one row
 * past its limit; only when that row comes back was the answer cut, and only then is the cost
 * of counting the groups paid (DatasetChartReader).
 */
export function runModel(query: ChartQueryPlan): Omit<QueryModelInput, 'source'> {
  const rowLimit = rowLimitOf(query);
  return rowLimit === undefined ? query.model : { ...query.model, limit: rowLimit + 1 };
}

/** The rows a chart shows at most (its result count); none for a paged table (its page is). */
const rowLimitOf = (query: ChartQueryPlan): number | undefined =>
  query.withTotal ? undefined : query.model.limit;

export interface ChartRows {
  rows: ShapedRow[];
  total?: number;
  /**
   * The rows stop short: at the answer's byte cap (SECURITY E2), or at the chart's own result
   * row limit, with `rowLimit` and the `totalRows` the query would have given.
   */
  cut?: ResultCut;
  rowLimit?: number;
  totalRows?: number;
}

/** All chart data reading goes through here: one seam for the engine, the cache and tests. */
export interface ChartDataReader {
  read(
    open: OpenDataset,
    query: ChartQuery,
    options: { signal?: AbortSignal | undefined; timeoutMs?: number | undefined },
  ): Promise<ChartRows>;
}

/**
 * Everything that decides a chart query's answer, shaped like the result cache's key parts
 * (apps/server/src/cache/key.ts CacheKeyParts): the source, the SQL as compiled from the model
 * after filters, linkage, drill and row rules, its parameters, the permission context applied
 * (the row rule), and the dataset with its version (a changed dataset is a new key).
 */
export interface ChartCacheKey {
  datasourceId: string;
  sql: string;
  params: readonly unknown[];
  permission: unknown;
  datasetId: string;
  datasetVersion: number | string;
  extractVersion?: string | number | null | undefined;
}

/**
 * The result cache seam (issue 8 part 6, apps/server/src/cache ResultCache fits it): `run` is
 * called unless a fresh answer under `key` exists; `bypass` (the refresh control) always runs
 * and stores. `run` gets the signal that cancels the execution; `signal` is this caller's.
 */
export interface ChartResultCache {
  getOrRun(
    key: ChartCacheKey,
    run: (signal: AbortSignal) => Promise<ChartRows>,
    options: { bypass: boolean; datasetId: string; signal?: AbortSignal | undefined },
  ): Promise<{ value: ChartRows; cached: boolean }>;
}

/** No cache: every call runs, cancelled by the caller's own signal (the default when no cache is given). */
export const PASS_THROUGH_CACHE: ChartResultCache = {
  getOrRun: async (_key, run, options) => ({
    value: await run(options.signal ?? new AbortController().signal),
    cached: false,
  }),
};

/** The cache key of one chart query, from the statement the engine compiled for it. */
export function chartCacheKey(open: OpenDataset, query: ChartQuery): ChartCacheKey {
  const compiled = query.statement;
  return {
    datasourceId: open.source.id,
    // A paged table's answer also holds its total: the same SQL without it is another answer.
    sql: query.withTotal ? `${compiled.sql}\n-- with total` : compiled.sql,
    params: compiled.params,
    permission: {
      rowRule: query.rowRule ?? null,
      // Column rules too (SECURITY B4), though masks already change the SQL; none adds nothing.
      ...(restricts(query.columns) ? { columns: columnScopeKey(query.columns) } : {}),
    },
    datasetId: open.dataset.id,
    datasetVersion: open.dataset.version,
    extractVersion: open.dataset.warehouse_table,
  };
}

const restricts = (scope: ColumnScope | undefined): scope is ColumnScope =>
  scope !== undefined && (scope.hidden.size > 0 || scope.masked.size > 0);

/**
 * The reader over the dataset reader: the chart's compiled statement, and a paged table's (or a
 * cut chart's) total groups, counted from the model.
 */
export class DatasetChartReader implements ChartDataReader {
  constructor(private readonly datasets: DatasetReader) {}

  async read(
    open: OpenDataset,
    query: ChartQuery,
    options: { signal?: AbortSignal | undefined; timeoutMs?: number | undefined },
  ): Promise<ChartRows> {
    const common = {
      signal: options.signal,
      timeoutMs: options.timeoutMs,
      rowRules: query.rowRule,
      masks: query.columns?.masked,
    };
    // The statement asks for one row past the limit (runModel): that row says it was cut.
    const rowLimit = rowLimitOf(query);
    const data = await this.datasets.runStatement(open, query.statement, {
      signal: options.signal,
      timeoutMs: options.timeoutMs,
      maxRows: rowLimit,
    });
    if (data.cut === 'bytes') return { rows: data.rows, cut: 'bytes' };
    if (data.cut === 'rows' && rowLimit !== undefined) {
      const totalRows = await this.datasets.resultCount(open, query.model, common);
      return { rows: data.rows, cut: 'rows', rowLimit, totalRows };
    }
    if (!query.withTotal) return { rows: data.rows };
    return { rows: data.rows, total: await this.datasets.resultCount(open, query.model, common) };
  }
}
