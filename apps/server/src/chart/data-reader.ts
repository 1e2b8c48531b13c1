import crypto from 'node:crypto';
import type { FilterNode, QueryModelInput } from '@tessera/contracts';
import type { ShapedRow } from '@tessera/engine';
import type { Principal } from '../auth/access.js';
import type { DatasetReader, OpenDataset } from '../dataset/reader.js';
import type { DatasetRow } from '../dataset/repository.js';

/**
 * Row-level permission (SECURITY B3): the filter a principal is held to on a dataset, or
 * undefined for none. The engine ANDs it around everything the chart asks (filters, linkage,
 * drill), so an OR in those can never widen it. No rule storage exists yet: the default gives
 * none; tests and the future row-permission issue install a provider.
 */
export interface RowRules {
  ruleFor(
    principal: Principal,
    dataset: DatasetRow,
  ): Promise<FilterNode | undefined> | FilterNode | undefined;
}

export const NO_ROW_RULES: RowRules = { ruleFor: () => undefined };

/** One chart query as compiled: the model (after filters, drill) and the row rule applied. */
export interface ChartQuery {
  model: Omit<QueryModelInput, 'source'>;
  rowRule: FilterNode | undefined;
  /** Tables: also count the groups there are in all (paging). */
  withTotal: boolean;
}

export interface ChartRows {
  rows: ShapedRow[];
  total?: number;
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
 * The result cache seam (issue 8 part 6, apps/server/src/cache): `run` is called unless a
 * fresh answer under `key` exists; `bypass` (the refresh control) always runs and stores.
 * `datasetId` lets a dataset change drop its charts' answers.
 */
export interface ChartResultCache {
  getOrRun(
    key: string,
    run: () => Promise<ChartRows>,
    options: { bypass: boolean; datasetId: string },
  ): Promise<{ value: ChartRows; cached: boolean }>;
}

/** No cache: every call runs (the default until the lead wires the real one in). */
export const PASS_THROUGH_CACHE: ChartResultCache = {
  getOrRun: async (_key, run) => ({ value: await run(), cached: false }),
};

/**
 * The cache key: the source, the dataset and its version (a changed dataset is a new key), the
 * model as compiled and the row rule applied (two users held to different rules never share an
 * answer).
 */
export function chartCacheKey(open: OpenDataset, query: ChartQuery): string {
  const material = JSON.stringify({
    datasource: open.source.id,
    datasourceVersion: open.source.update_time,
    dataset: open.dataset.id,
    datasetVersion: open.dataset.version,
    model: query.model,
    rowRule: query.rowRule ?? null,
    withTotal: query.withTotal,
  });
  return `chart:${crypto.createHash('sha256').update(material).digest('hex')}`;
}

/** The reader over the dataset reader: the chart query, and a paged table's total groups. */
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
    };
    const data = await this.datasets.query(open, query.model, common);
    if (!query.withTotal) return { rows: data.rows };
    return { rows: data.rows, total: await this.datasets.resultCount(open, query.model, common) };
  }
}
