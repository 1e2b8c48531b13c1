import {
  GRANT_LEVELS,
  type DatasetAdd,
  type DatasetUpdate,
  type DatasetView,
  type DatasourceColumn,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type { AccessContext } from '../auth/access.js';
import { grant, revokeAllGrants } from '../auth/grants.js';
import { forgetColumnRules } from '../auth/stored-column-rules.js';
import type { LoadedResource } from '../auth/resources.js';
import type { Db } from '../db/database.js';
import { findBuiltin, findInOrg } from '../datasource/repository.js';
import type { DatasourceRow } from '../datasource/repository.js';
import { readableWarehouseTables } from '../datasource/warehouse-tables.js';
import { AppError, notFound } from '../http/app-error.js';
import { readColumns } from './columns.js';
import { normaliseCustomSql } from './custom-sql.js';
import type { DatasetDeps } from './deps.js';
import { columnField, reconcileFields } from './field-rows.js';
import { joinFields, loadComponents, validateJoin, type JoinInfo } from './join.js';
import * as repo from './repository.js';
import type { DatasetRow, NewDatasetFieldRow } from './repository.js';
import { toDatasetView } from './view.js';

type Loaded = LoadedResource<'dataset'>;
type AddInput = Required<Pick<DatasetAdd, 'name' | 'info' | 'mode'>> & {
  groupId: string | null;
  datasourceId?: string | undefined;
};
type UpdateInput = DatasetUpdate;
type CreatableInfo = DatasetAdd['info'];

/** Datasets: create, read, change and delete (issue 7 parts 1, 2). */
export class DatasetService {
  constructor(private readonly deps: DatasetDeps) {}

  async get({ row, level }: Loaded): Promise<DatasetView> {
    const { db } = this.deps;
    const [schedule, lastLog] = await Promise.all([
      repo.findSchedule(db, row.id),
      repo.latestLog(db, row.id),
    ]);
    return toDatasetView(row, level, { schedule, lastLog });
  }

  async add(access: AccessContext, input: AddInput, signal?: AbortSignal): Promise<DatasetView> {
    const { db } = this.deps;
    input = { ...input, info: storedInfo(input.info) };
    const parent = await this.checkedParent(access.orgId, input.groupId);
    if (await repo.siblingNameTaken(db, access.orgId, parent, input.name))
      throw new AppError(400, 'DATASET_NAME_TAKEN');
    const id = repo.newId();
    const { datasourceId, fields } = await this.resolveInfo(
      access,
      id,
      input.info,
      input.datasourceId,
      signal,
    );
    const now = Date.now();
    const row: DatasetRow = {
      id,
      org_id: access.orgId,
      dept_id: access.deptId,
      group_id: parent,
      name: input.name,
      name_key: nameSkeleton(input.name),
      kind: input.info.kind,
      mode: input.mode,
      datasource_id: datasourceId,
      info: JSON.stringify(input.info),
      warehouse_table: null,
      version: 1,
      create_by: access.userId,
      create_time: now,
      update_time: now,
    };
    await db.transaction().execute(async (trx) => {
      await insertDataset(trx, row, fields);
      await grant(trx, 'dataset', id, 'user', access.userId, GRANT_LEVELS.manage);
      await grant(trx, 'dataset', id, 'org', access.orgId, GRANT_LEVELS.use);
    });
    return toDatasetView(row, GRANT_LEVELS.manage);
  }

  async update(
    { row, level }: Loaded,
    access: AccessContext,
    input: UpdateInput,
    signal?: AbortSignal,
  ): Promise<DatasetView> {
    const { db } = this.deps;
    if (input.info) input = { ...input, info: storedInfo(input.info) };
    if (input.info && input.info.kind !== row.kind)
      throw new AppError(400, 'DATASET_KIND_MISMATCH');
    if (input.mode === 'extract' && row.kind === 'upload')
      throw new AppError(400, 'DATASET_KIND_MISMATCH');
    const parent =
      input.groupId === undefined
        ? row.group_id
        : await this.checkedParent(access.orgId, input.groupId);
    const name = input.name ?? row.name;
    if (
      (name !== row.name || parent !== row.group_id) &&
      (await repo.siblingNameTaken(db, access.orgId, parent, name, row.id))
    )
      throw new AppError(400, 'DATASET_NAME_TAKEN');

    let fieldChange: ReturnType<typeof reconcileFields> | null = null;
    let datasourceId = row.datasource_id;
    if (input.info) {
      const resolved = await this.resolveInfo(
        access,
        row.id,
        input.info,
        row.datasource_id,
        signal,
      );
      datasourceId = resolved.datasourceId;
      const existing = await repo.listFields(db, row.id);
      fieldChange =
        input.info.kind === 'join'
          ? { keep: [], add: resolved.fields, remove: existing.map((f) => f.id) }
          : reconcileFields(row.id, existing, resolved.columns);
    }
    const updated: DatasetRow = {
      ...row,
      name,
      name_key: name === row.name ? row.name_key : nameSkeleton(name),
      group_id: parent,
      mode: input.mode ?? row.mode,
      info: input.info ? JSON.stringify(input.info) : row.info,
      datasource_id: datasourceId,
      version: row.version + 1,
      update_time: Date.now(),
    };
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('datasets')
        .set({
          name: updated.name,
          name_key: updated.name_key,
          group_id: updated.group_id,
          mode: updated.mode,
          info: updated.info,
          datasource_id: updated.datasource_id,
          version: updated.version,
          update_time: updated.update_time,
        })
        .where('id', '=', row.id)
        .execute();
      if (fieldChange) {
        if (fieldChange.remove.length > 0)
          await trx.deleteFrom('dataset_fields').where('id', 'in', fieldChange.remove).execute();
        await forgetColumnRules(trx, { fieldIds: fieldChange.remove });
        for (const field of fieldChange.keep)
          await trx
            .updateTable('dataset_fields')
            .set({ sort: field.sort, native_type: field.native_type })
            .where('id', '=', field.id)
            .execute();
        if (fieldChange.add.length > 0)
          await trx.insertInto('dataset_fields').values(fieldChange.add).execute();
      }
    });
    return this.get({ type: 'dataset', row: updated, level });
  }

  /** Refused while a join or a chart uses it (409 naming them); its warehouse table goes with it. */
  async remove({ row }: Loaded, onRemoved?: (row: DatasetRow) => Promise<void>): Promise<void> {
    const { db } = this.deps;
    // Join datasets and charts (issue 8) reading it keep it: deleting would break them.
    const charts = await db
      .selectFrom('charts')
      .select(['id', 'title as name'])
      .where('org_id', '=', row.org_id)
      .where('dataset_id', '=', row.id)
      .orderBy('title')
      .execute();
    const users = [...(await repo.joinsUsing(db, row.id, row.org_id)), ...charts];
    if (users.length > 0)
      throw new AppError(409, 'DATASET_IN_USE', undefined, {
        names: users.map((u) => u.name).join(', '),
      });
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('dataset_fields').where('dataset_id', '=', row.id).execute();
      await trx.deleteFrom('dataset_sync_schedules').where('dataset_id', '=', row.id).execute();
      await trx.deleteFrom('dataset_sync_logs').where('dataset_id', '=', row.id).execute();
      await trx.deleteFrom('dataset_row_permissions').where('dataset_id', '=', row.id).execute();
      await trx.deleteFrom('datasets').where('id', '=', row.id).execute();
      await revokeAllGrants(trx, 'dataset', row.id);
      await forgetColumnRules(trx, { datasetId: row.id });
    });
    await onRemoved?.(row);
  }

  /** The organisation's built-in warehouse source: where uploads and extracts live. */
  async warehouseOf(orgId: number) {
    const builtin = await findBuiltin(this.deps.db, orgId);
    if (!builtin) throw new AppError(500, 'INTERNAL_ERROR');
    return builtin;
  }

  /**
   * The built-in warehouse is shared by every organisation (their uploads and extracts live
   * there too): a table dataset on it reads one of the caller organisation's own tables or the
   * demo data; another's does not exist (SECURITY B1). Custom SQL is held to the same tables by
   * its check (custom-sql.ts).
   */
  private async assertWarehouseTable(source: DatasourceRow, table: string): Promise<void> {
    if (!source.builtin) return;
    if (!(await readableWarehouseTables(this.deps.db, source.org_id)).has(table)) throw notFound();
  }

  private async checkedParent(orgId: number, groupId: string | null): Promise<string> {
    const parent = repo.storedParent(groupId);
    if (parent !== '' && !(await repo.findGroup(this.deps.db, parent, orgId))) throw notFound();
    return parent;
  }

  /** The source a definition reads and the fields it starts with, checked for the caller. */
  private async resolveInfo(
    access: AccessContext,
    datasetId: string,
    info: CreatableInfo,
    datasourceId: string | undefined,
    signal?: AbortSignal,
  ): Promise<{ datasourceId: string; fields: NewDatasetFieldRow[]; columns: DatasourceColumn[] }> {
    if (info.kind === 'join') {
      const components = await loadComponents(this.deps, access.orgId, info as JoinInfo);
      const base = await validateJoin(this.deps, access, info as JoinInfo, components, datasetId);
      return {
        datasourceId: base.datasource_id,
        fields: joinFields(datasetId, info as JoinInfo, components),
        columns: [],
      };
    }
    if (!datasourceId) throw new AppError(400, 'VALIDATION_FAILED');
    const loaded = await this.deps.resources.authorise(access, 'datasource', datasourceId, 'use');
    const source = (await findInOrg(this.deps.db, loaded.row.id, access.orgId)) ?? loaded.row;
    if (info.kind === 'table') await this.assertWarehouseTable(source, info.table);
    const columns = await readColumns(this.deps, source, info, signal);
    return {
      datasourceId: source.id,
      fields: columns.map((c, i) => columnField(datasetId, c, i)),
      columns,
    };
  }
}

/** A definition as stored: custom SQL without its trailing semicolons. */
function storedInfo(info: CreatableInfo): CreatableInfo {
  return info.kind === 'sql' ? { ...info, sql: normaliseCustomSql(info.sql) } : info;
}

export async function insertDataset(
  db: Db,
  row: DatasetRow,
  fields: readonly NewDatasetFieldRow[],
): Promise<void> {
  await db.insertInto('datasets').values(row).execute();
  if (fields.length > 0)
    await db
      .insertInto('dataset_fields')
      .values([...fields])
      .execute();
}
