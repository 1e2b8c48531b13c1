import {
  compileDistinctValues,
  createFieldCatalogue,
  runCompiled,
  runQuery,
  runResultCount,
  shapeRows,
  type CellValue,
  type ColumnMasks,
  type CompiledQuery,
  type DistinctValuesRequest,
  type FieldCatalogue,
  type FilterNode,
  type QueryData,
  type QueryModelInput,
  type ShapedRow,
} from '@tessera/engine';
import type { DatasourceRow } from '../datasource/repository.js';
import type { DatasourceService } from '../datasource/service.js';
import { findInOrg } from '../datasource/repository.js';
import { AppError } from '../http/app-error.js';
import { checkStoredSql, customSqlError } from './custom-sql.js';
import { expressionFailure, withExpressionErrors } from './expression-errors.js';
import type { DatasetDeps } from './deps.js';
import { loadComponents, type JoinInfo } from './join.js';
import { planDataset, type DatasetPlan } from './plan.js';
import * as repo from './repository.js';
import type { DatasetFieldRow, DatasetRow } from './repository.js';
import { infoOf } from './view.js';
import { WarehouseIds } from './warehouse-ids.js';

/** A dataset ready to query: its fields, its plan and the source row that runs it. */
export interface OpenDataset {
  dataset: DatasetRow;
  fields: DatasetFieldRow[];
  plan: DatasetPlan;
  source: DatasourceRow;
}

/**
 * Reads datasets: the one place that turns a stored dataset into engine queries on its source
 * (direct) or on the warehouse (extract). Charts and filter widgets will query through here.
 */
export class DatasetReader {
  private readonly warehouses: WarehouseIds;

  constructor(private readonly deps: DatasetDeps) {
    this.warehouses = new WarehouseIds(deps.db);
  }

  /**
   * The dataset ready to query. `fields` are its fields when the caller has just read them (a
   * chart call checks its wells against them first), so they are not read twice.
   */
  async open(dataset: DatasetRow, fields?: DatasetFieldRow[]): Promise<OpenDataset> {
    const { db } = this.deps;
    const ownFields = fields ?? (await repo.listFields(db, dataset.id));
    const info = infoOf(dataset);
    const components =
      info.kind === 'join'
        ? await loadComponents(this.deps, dataset.org_id, info as JoinInfo)
        : undefined;
    const planOn = async () => {
      // Only an extract is read on the warehouse: a direct dataset needs no look-up.
      const warehouseId =
        dataset.mode === 'extract' ? await this.warehouses.idOf(dataset.org_id) : undefined;
      const plan = planDataset({
        dataset,
        fields: ownFields,
        components,
        warehouseId: warehouseId ?? '',
      });
      return { plan, source: await findInOrg(db, plan.datasourceId, dataset.org_id) };
    };
    let { plan, source } = await planOn();
    // A remembered warehouse whose row is gone: look again (another may have replaced it).
    if (!source && this.warehouses.forget(dataset.org_id, plan.datasourceId))
      ({ plan, source } = await planOn());
    if (!source) throw new AppError(409, 'DATASET_NOT_SYNCED');
    return { dataset, fields: ownFields, plan, source };
  }

  /**
   * Runs a QueryModel over the dataset (the model's source is the plan's). `rowRules` is the
   * caller's row-level permission filter, ANDed around the model's own filter by the engine;
   * `timeoutMs` replaces the source's statement timeout (a chart call's budget).
   */
  async query(
    open: OpenDataset,
    model: Omit<QueryModelInput, 'source'>,
    options: {
      signal?: AbortSignal | undefined;
      maxRows?: number | undefined;
      rowRules?: FilterNode | undefined;
      timeoutMs?: number | undefined;
      masks?: ColumnMasks | undefined;
    } = {},
  ) {
    const catalogue = catalogueOf(open);
    return this.onSource(open, options, (src, exec) =>
      runQuery(src.driver, src.dialect, { ...model, source: open.plan.source }, catalogue, {
        ...exec,
        maxRows: options.maxRows,
        rowRules: options.rowRules,
        masks: options.masks,
      }),
    );
  }

  /**
   * How many rows the model returns, paging aside (a paged table's total): its groups after
   * filter, row rules, HAVING and top N.
   */
  async resultCount(
    open: OpenDataset,
    model: Omit<QueryModelInput, 'source'>,
    options: {
      signal?: AbortSignal | undefined;
      rowRules?: FilterNode | undefined;
      timeoutMs?: number | undefined;
      masks?: ColumnMasks | undefined;
    } = {},
  ): Promise<number> {
    const catalogue = catalogueOf(open);
    return this.onSource(open, options, (src, exec) =>
      runResultCount(src.driver, src.dialect, { ...model, source: open.plan.source }, catalogue, {
        ...exec,
        rowRules: options.rowRules,
        masks: options.masks,
      }),
    );
  }

  /**
   * One page of a field's distinct values, ascending, NULL last (filter widgets): DISTINCT,
   * ORDER BY and LIMIT run in the database, so a column of millions never leaves it whole.
   * `rowRules` is ANDed in like every other query's (SECURITY B3).
   */
  async distinctValues(
    open: OpenDataset,
    request: DistinctValuesRequest,
    options: {
      signal?: AbortSignal | undefined;
      rowRules?: FilterNode | undefined;
      timeoutMs?: number | undefined;
      masks?: ColumnMasks | undefined;
    } = {},
  ): Promise<{ values: CellValue[]; cut: boolean }> {
    const catalogue = catalogueOf(open);
    return this.onSource(open, options, async (src, exec) => {
      const compiled = compileDistinctValues(request, catalogue, open.plan.source, src.dialect, {
        rowRules: options.rowRules,
        masks: options.masks,
      });
      const result = await src.driver.execute(compiled.sql, compiled.params, exec);
      const values = shapeRows(result.rows, compiled.columns).map((row) => row.v ?? null);
      // Values past the answer's byte cap stay unread (SECURITY E2); the caller says so.
      return { values, cut: result.cut === true };
    });
  }

  /**
   * Runs a statement compiled earlier from a model over this dataset (a chart call compiles
   * once: its SQL keys the result cache, then runs). It must be compiled for the source's
   * dialect from the plan's source and catalogue; with `maxRows`, with its limit capped at
   * `maxRows + 1`, so the extra row tells the answer was cut.
   */
  async runStatement(
    open: OpenDataset,
    statement: CompiledQuery,
    options: {
      signal?: AbortSignal | undefined;
      maxRows?: number | undefined;
      timeoutMs?: number | undefined;
    } = {},
  ): Promise<QueryData> {
    return this.onSource(open, options, (src, exec) =>
      runCompiled(src.driver, statement, { ...exec, maxRows: options.maxRows }),
    );
  }

  /**
   * Reads a compiled statement in batches (an export): each batch of shaped rows is handed to
   * `consume` and awaited before the next is fetched, so memory holds about one batch however
   * many rows there are; `consume` answering `false` stops the read (the connection goes back).
   * The answer byte cap of a single read does not apply — nothing is held — so a caller bounds
   * the rows by the statement's limit. `timeoutMs` bounds the whole read, the consumer's waits
   * included.
   */
  async streamStatement(
    open: OpenDataset,
    statement: CompiledQuery,
    options: {
      signal?: AbortSignal | undefined;
      timeoutMs?: number | undefined;
      batchSize: number;
    },
    consume: (rows: ShapedRow[]) => Promise<boolean>,
  ): Promise<void> {
    await this.onSource(open, options, async (src, exec) => {
      const batches = src.driver.stream(statement.sql, statement.params, {
        signal: exec.signal,
        timeoutMs: exec.timeoutMs,
        batchSize: options.batchSize,
      });
      for await (const batch of batches)
        if (!(await consume(shapeRows(batch.rows, statement.columns)))) break;
    });
  }

  /**
   * Runs engine work on the dataset's source (its gate, signal and timeout). Custom SQL is the
   * user's text: their database's words help them fix it.
   */
  private onSource<T>(
    open: OpenDataset,
    options: { signal?: AbortSignal | undefined; timeoutMs?: number | undefined },
    work: (
      src: Parameters<Parameters<DatasourceService['withSource']>[2]>[0],
      exec: Parameters<Parameters<DatasourceService['withSource']>[2]>[1],
    ) => Promise<T>,
  ): Promise<T> {
    return this.deps.datasources.withSource(
      open.source,
      options.signal,
      async (src, exec) => {
        await checkStoredSql(this.deps.db, open.source, open.plan.source, src.dialect);
        try {
          return await work(src, exec);
        } catch (error) {
          // A query naming a field past the expression bounds (E7) is refused before it runs.
          const expression = expressionFailure(error);
          if (expression) throw expression;
          if (open.dataset.kind === 'sql') throw customSqlError(error);
          throw error;
        }
      },
      options.timeoutMs,
    );
  }

  /** The number of rows the dataset holds (after the model's filter and row rules, if any). */
  async count(
    open: OpenDataset,
    filter?: QueryModelInput['filter'],
    signal?: AbortSignal,
    rowRules?: FilterNode,
  ): Promise<number> {
    const data = await this.query(
      open,
      { measures: [{ aggregation: 'count' }], ...(filter ? { filter } : {}) },
      { signal, rowRules },
    );
    return Number(data.rows[0]?.m0 ?? 0);
  }
}

/**
 * The dataset's field catalogue. A calculated field stored before the expression bounds may be
 * past them (E7): the caller's error, before anything runs.
 */
function catalogueOf(open: OpenDataset): FieldCatalogue {
  return withExpressionErrors(() => createFieldCatalogue(open.plan.fields));
}
