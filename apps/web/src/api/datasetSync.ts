import type { DatasetView, SyncLog, SyncSchedule, SyncType } from '@tessera/contracts';
import { http } from './client';

const id = (value: string) => encodeURIComponent(value);

/** POST /dataset/table/sync/{id}: a run now; 409 DATASET_SYNC_RUNNING while one runs. */
export const syncDatasetNow = (datasetId: string, syncType: SyncType) =>
  http().post<SyncLog>(`/dataset/table/sync/${id(datasetId)}`, { syncType });

/** POST /dataset/sync/schedule/save */
export const saveSyncSchedule = (datasetId: string, schedule: SyncSchedule) =>
  http().post<DatasetView>('/dataset/sync/schedule/save', { datasetId, schedule });

/**
 * POST /dataset/sync/log/{id}: the runs, newest first. Polled every second while one runs, so
 * a failed poll shows no toast (the table keeps its last answer and the next poll retries).
 */
export const listSyncLogs = (datasetId: string, signal?: AbortSignal) =>
  http().post<SyncLog[]>(`/dataset/sync/log/${id(datasetId)}`, undefined, {
    signal,
    hideMsg: true,
  });
