import {
  datasetInfoSchema,
  type DatasetField,
  type DatasetInfo,
  type DatasetKind,
  type DatasetMode,
  type DatasetView,
  type DateFormat,
  type DeType,
  type GrantLevel,
  type GroupType,
  type SyncLog,
  type SyncSchedule,
  type SyncStatus,
  type SyncType,
} from '@tessera/contracts';
import { levelName } from '../auth/level-names.js';
import type { DatasetFieldRow, DatasetRow, SyncLogRow, SyncScheduleRow } from './repository.js';
import { parentOf } from './repository.js';

/** The stored info JSON, parsed with the contract (a stored row was valid when written). */
export const infoOf = (row: DatasetRow): DatasetInfo =>
  datasetInfoSchema.parse(JSON.parse(row.info));

export function toScheduleView(row: SyncScheduleRow | undefined): SyncSchedule | null {
  if (!row) return null;
  return {
    enabled: row.enabled === 1,
    cron: row.cron,
    syncType: row.sync_type as SyncType,
    incrementalFieldId: row.incremental_field_id,
  };
}

export function toDatasetView(
  row: DatasetRow,
  level: GrantLevel,
  extras: { schedule?: SyncScheduleRow | undefined; lastLog?: SyncLogRow | undefined } = {},
): DatasetView {
  const log = extras.lastLog;
  return {
    id: row.id,
    name: row.name,
    groupId: parentOf(row.group_id),
    kind: row.kind as DatasetKind,
    mode: row.mode as DatasetMode,
    datasourceId: row.datasource_id,
    info: infoOf(row),
    lastSync: log
      ? { status: log.status as SyncStatus, endTime: log.end_time, rows: Number(log.rows) }
      : null,
    schedule: toScheduleView(extras.schedule),
    permission: levelName(level),
    createTime: Number(row.create_time),
    updateTime: Number(row.update_time),
  };
}

export function toFieldView(row: DatasetFieldRow): DatasetField {
  return {
    id: row.id,
    datasetId: row.dataset_id,
    name: row.name,
    originName: row.origin_name,
    deType: row.de_type as DeType,
    nativeType: row.native_type,
    originDeType: row.origin_de_type as DeType,
    dateFormat: row.date_format as DateFormat | null,
    groupType: row.group_type as GroupType,
    hidden: row.hidden === 1,
    kind: row.kind as DatasetField['kind'],
    expression: row.expression,
    sourceDatasetId: row.source_dataset_id,
    sort: row.sort,
  };
}

export function toSyncLogView(row: SyncLogRow): SyncLog {
  return {
    id: row.id,
    datasetId: row.dataset_id,
    syncType: row.sync_type as SyncType,
    trigger: row.trigger as SyncLog['trigger'],
    startTime: Number(row.start_time),
    endTime: row.end_time === null ? null : Number(row.end_time),
    rows: Number(row.rows),
    status: row.status as SyncStatus,
    error: row.error,
  };
}
