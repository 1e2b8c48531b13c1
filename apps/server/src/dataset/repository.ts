import type { Insertable, Selectable } from 'kysely';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { siblingNameClash } from '../folders/sibling-names.js';
import type { Db } from '../db/database.js';
import type {
  DatasetFieldTable,
  DatasetGroupTable,
  DatasetSyncLogTable,
  DatasetSyncScheduleTable,
  DatasetTable,
} from '../db/schema.js';

export type DatasetGroupRow = Selectable<DatasetGroupTable>;
export type DatasetRow = Selectable<DatasetTable>;
export type DatasetFieldRow = Selectable<DatasetFieldTable>;
export type NewDatasetFieldRow = Insertable<DatasetFieldTable>;
export type SyncScheduleRow = Selectable<DatasetSyncScheduleTable>;
export type SyncLogRow = Selectable<DatasetSyncLogTable>;

export { newId, parentOf, storedParent } from '../folders/ids.js';

// Every read is scoped to one organisation: an id of another one simply does not exist.

export function findDataset(db: Db, id: string, orgId: number): Promise<DatasetRow | undefined> {
  return db
    .selectFrom('datasets')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export function findDatasets(db: Db, ids: readonly string[], orgId: number) {
  if (ids.length === 0) return Promise.resolve([] as DatasetRow[]);
  return db
    .selectFrom('datasets')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('org_id', '=', orgId)
    .execute();
}

export function listDatasets(db: Db, orgId: number): Promise<DatasetRow[]> {
  return db.selectFrom('datasets').selectAll().where('org_id', '=', orgId).execute();
}

export function findGroup(db: Db, id: string, orgId: number) {
  return db
    .selectFrom('dataset_groups')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export function listGroups(db: Db, orgId: number): Promise<DatasetGroupRow[]> {
  return db.selectFrom('dataset_groups').selectAll().where('org_id', '=', orgId).execute();
}

/**
 * Whether a folder or dataset of that name (or a look-alike: its skeleton, SECURITY C8) already
 * sits in the same folder.
 */
export async function siblingNameTaken(
  db: Db,
  orgId: number,
  parent: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const key = nameSkeleton(name);
  const groups = await db
    .selectFrom('dataset_groups')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .where('pid', '=', parent)
    .where('name_key', '=', key)
    .execute();
  const datasets = await db
    .selectFrom('datasets')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .where('group_id', '=', parent)
    .where('name_key', '=', key)
    .execute();
  return siblingNameClash([...groups, ...datasets], name, exceptId);
}

export function listFields(db: Db, datasetId: string): Promise<DatasetFieldRow[]> {
  return db
    .selectFrom('dataset_fields')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listFieldsOf(db: Db, datasetIds: readonly string[]) {
  if (datasetIds.length === 0) return Promise.resolve([] as DatasetFieldRow[]);
  return db
    .selectFrom('dataset_fields')
    .selectAll()
    .where('dataset_id', 'in', [...datasetIds])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findSchedule(db: Db, datasetId: string): Promise<SyncScheduleRow | undefined> {
  return db
    .selectFrom('dataset_sync_schedules')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .executeTakeFirst();
}

export function latestLog(db: Db, datasetId: string): Promise<SyncLogRow | undefined> {
  return db
    .selectFrom('dataset_sync_logs')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Join datasets that name `datasetId` as their base or as a joined dataset. */
export async function joinsUsing(db: Db, datasetId: string, orgId: number) {
  const joins = await db
    .selectFrom('datasets')
    .select(['id', 'name', 'info'])
    .where('org_id', '=', orgId)
    .where('kind', '=', 'join')
    .execute();
  return joins.filter((row) => {
    const info = JSON.parse(row.info) as { base: string; joins: { datasetId: string }[] };
    return info.base === datasetId || info.joins.some((j) => j.datasetId === datasetId);
  });
}
