import {
  type DatasetView,
  type SyncLog,
  type SyncSchedule,
  type SyncType,
} from '@tessera/contracts';
import { compileQuery, createFieldCatalogue, type QueryValue } from '@tessera/engine';
import { runExtract } from '@tessera/engine/ingestion';
import type { LoadedResource } from '../auth/resources.js';
import { findInOrg } from '../datasource/repository.js';
import { toDatasourceError } from '../datasource/failures.js';
import { AppError } from '../http/app-error.js';
import { JobScheduler } from '../scheduler/job-scheduler.js';
import type { DatasetDeps } from './deps.js';
import { loadComponents, type JoinInfo } from './join.js';
import { directPlan } from './plan.js';
import * as repo from './repository.js';
import type { DatasetService } from './service.js';
import { infoOf, toSyncLogView } from './view.js';
import type { WarehouseWrites } from './warehouse-writes.js';
import { checkStoredSql } from './custom-sql.js';

type Loaded = LoadedResource<'dataset'>;
type Trigger = SyncLog['trigger'];

/** A sync reads the whole source; it gets longer than a chart's query (capped by the source). */
const SYNC_TIMEOUT_MS = 30 * 60_000;
/** Logs kept per dataset. */
const KEPT_LOGS = 50;

export const extractTable = (datasetId: string) => `extract_${datasetId}`;

/**
 * Extract syncs (issue 7 part 5): a dataset in extract mode is copied from its source into the
 * warehouse, fully or incrementally, on demand or on its cron schedule. The copy is built aside
 * and swapped in, so readers always see a whole version and a failed sync keeps the last good
 * one (SECURITY F3). One sync of a dataset at a time; schedules are re-registered from the
 * metadata store at every start, so they survive restarts.
 */
export class DatasetSyncs {
  private readonly scheduler: JobScheduler;

  constructor(
    private readonly deps: DatasetDeps,
    private readonly writes: WarehouseWrites,
    private readonly datasets: DatasetService,
  ) {
    this.scheduler = new JobScheduler({
      onError: (key, error) => deps.log.warn({ dataset: key, error: String(error) }, 'sync failed'),
    });
  }

  /** At start: syncs cut off by a stop are marked failed; enabled schedules are registered. */
  async start(): Promise<void> {
    const { db } = this.deps;
    await db
      .updateTable('dataset_sync_logs')
      .set({ status: 'failed', end_time: Date.now(), error: 'interrupted' })
      .where('status', '=', 'running')
      .execute();
    const schedules = await db
      .selectFrom('dataset_sync_schedules')
      .selectAll()
      .where('enabled', '=', 1)
      .execute();
    for (const s of schedules) this.register(s.dataset_id, s.cron, s.sync_type as SyncType);
  }

  async stop(): Promise<void> {
    await this.scheduler.stop(2_000);
  }

  async syncNow({ row }: Loaded, syncType: SyncType): Promise<SyncLog> {
    if (row.mode !== 'extract') throw new AppError(400, 'DATASET_NOT_EXTRACT');
    let log: SyncLog | undefined;
    const result = this.scheduler.runNow(row.id, async (signal) => {
      await this.run(row.id, syncType, 'manual', signal, (started) => (log = started));
    });
    if (result !== 'started') throw new AppError(409, 'DATASET_SYNC_RUNNING');
    // The log row is written as the run starts; wait for it so the caller can follow it.
    for (let i = 0; i < 100 && !log; i += 1) await new Promise((r) => setTimeout(r, 10));
    if (!log) throw new AppError(500, 'INTERNAL_ERROR');
    return log;
  }

  async saveSchedule(loaded: Loaded, schedule: SyncSchedule): Promise<DatasetView> {
    const { row } = loaded;
    if (row.mode !== 'extract') throw new AppError(400, 'DATASET_NOT_EXTRACT');
    const { db } = this.deps;
    if (schedule.syncType === 'incremental') {
      const field = (await repo.listFields(db, row.id)).find(
        (f) =>
          f.id === schedule.incrementalFieldId && f.kind === 'column' && f.origin_de_type !== 0,
      );
      if (!field) throw new AppError(400, 'VALIDATION_FAILED');
    }
    const values = {
      enabled: schedule.enabled ? 1 : 0,
      cron: schedule.cron,
      sync_type: schedule.syncType,
      incremental_field_id: schedule.incrementalFieldId,
      update_time: Date.now(),
    };
    await db
      .insertInto('dataset_sync_schedules')
      .values({ dataset_id: row.id, last_value: null, ...values })
      .onConflict((oc) => oc.column('dataset_id').doUpdateSet(values))
      .execute();
    if (schedule.enabled) this.register(row.id, schedule.cron, schedule.syncType);
    else this.scheduler.remove(row.id);
    return this.datasets.get(loaded);
  }

  async logs({ row }: Loaded): Promise<SyncLog[]> {
    const rows = await this.deps.db
      .selectFrom('dataset_sync_logs')
      .selectAll()
      .where('dataset_id', '=', row.id)
      .orderBy('start_time', 'desc')
      .orderBy('id', 'desc')
      .limit(KEPT_LOGS)
      .execute();
    return rows.map(toSyncLogView);
  }

  /** A deleted dataset: no more runs, and its copy leaves the warehouse. */
  async forget(datasetId: string, table: string | null): Promise<void> {
    this.scheduler.remove(datasetId);
    if (table) await this.writes.use((writer) => writer.dropTable(table)).catch(() => undefined);
  }

  private register(datasetId: string, cron: string, syncType: SyncType): void {
    this.scheduler.upsert({
      key: datasetId,
      cron,
      run: (signal) => this.run(datasetId, syncType, 'schedule', signal),
    });
  }

  private async run(
    datasetId: string,
    syncType: SyncType,
    trigger: Trigger,
    signal: AbortSignal,
    onStarted?: (log: SyncLog) => void,
  ): Promise<void> {
    const { db } = this.deps;
    const dataset = await db
      .selectFrom('datasets')
      .selectAll()
      .where('id', '=', datasetId)
      .executeTakeFirst();
    if (!dataset) {
      this.scheduler.remove(datasetId);
      return;
    }
    const log = {
      id: repo.newId(),
      dataset_id: datasetId,
      sync_type: syncType,
      trigger,
      start_time: Date.now(),
      end_time: null,
      rows: 0,
      status: 'running',
      error: null,
    };
    await db.insertInto('dataset_sync_logs').values(log).execute();
    onStarted?.(toSyncLogView(log));
    try {
      const result = await this.extract(dataset, syncType, signal, async (rows) => {
        await db.updateTable('dataset_sync_logs').set({ rows }).where('id', '=', log.id).execute();
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('dataset_sync_logs')
          .set({ status: 'success', end_time: Date.now(), rows: result.rows })
          .where('id', '=', log.id)
          .execute();
        await trx
          .updateTable('datasets')
          .set({
            warehouse_table: extractTable(datasetId),
            version: dataset.version + 1,
            update_time: Date.now(),
          })
          .where('id', '=', datasetId)
          .execute();
        await trx
          .updateTable('dataset_sync_schedules')
          .set({ last_value: result.maxValue === null ? null : String(result.maxValue) })
          .where('dataset_id', '=', datasetId)
          .execute();
      });
    } catch (error) {
      const code = error instanceof AppError ? error.code : toDatasourceError(error).code;
      await db
        .updateTable('dataset_sync_logs')
        .set({ status: 'failed', end_time: Date.now(), error: code })
        .where('id', '=', log.id)
        .execute();
      throw error;
    } finally {
      await this.trimLogs(datasetId);
    }
  }

  /** Streams the dataset's direct query into its warehouse table, named columns by field id. */
  private async extract(
    dataset: repo.DatasetRow,
    syncType: SyncType,
    signal: AbortSignal,
    onProgress: (rows: number) => Promise<void>,
  ) {
    const { db } = this.deps;
    const fields = (await repo.listFields(db, dataset.id)).filter((f) => f.kind === 'column');
    const info = infoOf(dataset);
    const components =
      info.kind === 'join'
        ? await loadComponents(this.deps, dataset.org_id, info as JoinInfo)
        : undefined;
    // The copy holds the source's own values; casts apply when the copy is read.
    const plan = directPlan({ dataset, fields, components, warehouseId: '' }, { raw: true });
    const source = await findInOrg(db, plan.datasourceId, dataset.org_id);
    if (!source) throw new AppError(409, 'DATASET_NOT_SYNCED');
    const schedule = await repo.findSchedule(db, dataset.id);
    const incremental =
      syncType === 'incremental' && schedule?.incremental_field_id
        ? {
            column: schedule.incremental_field_id,
            lastValue: (schedule.last_value ?? null) as QueryValue,
          }
        : undefined;
    return this.deps.datasources.withSource(
      source,
      signal,
      async ({ driver, dialect }) => {
        await checkStoredSql(db, source, plan.source, dialect);
        const compiled = compileQuery(
          { source: plan.source, dimensions: fields.map((f) => ({ fieldId: f.id })) },
          createFieldCatalogue(plan.fields),
          dialect,
        );
        const q = dialect.compiler.quoteIdentifier;
        // The compiler names result columns d0, d1…; the extract's columns are the field ids.
        const renamed = fields.map((f, i) => `${q(`d${i}`)} AS ${q(f.id)}`).join(', ');
        const sql = `SELECT ${renamed} FROM (${compiled.sql}) ${q('extract_source')}`;
        return this.writes.use((writer) =>
          runExtract({
            driver,
            dialect,
            sql,
            params: compiled.params,
            writer,
            table: extractTable(dataset.id),
            mode: incremental ? 'incremental' : 'full',
            ...(incremental ? { incremental } : {}),
            signal,
            timeoutMs: SYNC_TIMEOUT_MS,
            maxBytes: this.deps.extractMaxBytes,
            onProgress,
          }),
        );
      },
      SYNC_TIMEOUT_MS,
    );
  }

  private async trimLogs(datasetId: string): Promise<void> {
    const { db } = this.deps;
    const old = await db
      .selectFrom('dataset_sync_logs')
      .select('id')
      .where('dataset_id', '=', datasetId)
      .orderBy('start_time', 'desc')
      .offset(KEPT_LOGS)
      .limit(1_000)
      .execute();
    if (old.length > 0)
      await db
        .deleteFrom('dataset_sync_logs')
        .where(
          'id',
          'in',
          old.map((r) => r.id),
        )
        .execute();
  }
}
